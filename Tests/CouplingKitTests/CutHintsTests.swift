@testable import CouplingKit
import CouplingModel
import Testing

@Suite("Cut hints")
struct CutHintsTests {
    /// Colloquy: a controller's only import of an inspector's header, needed for a category's method
    /// and conformance the tool does not read, was to be deleted.
    @Test("an import-only cut says what the tool does not read before it says delete")
    func importOnlyCut() {
        let evidence = Evidence(location: SourceLocation(path: "Controllers/C.m", line: 4, column: 1), symbol: "Inspector.h", kind: .import)
        let edge = Edge(
            from: "Controllers", to: "Inspectors", weight: 1, kinds: ["import": 1], symbols: [], evidence: [evidence], inCycle: true)
        #expect(CutHints.hint(for: edge, kinds: [:]) == "only an import, no declaration of Inspectors named: unless its methods or categories are used, delete the import")
    }
}
