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

    /// Vienna: a cut's hint counted the notification keys its file posts among the cut component's declarations.
    @Test("a compile-time cut's hint names no run-time key")
    func runTimeKeysAreNoDeclarations() {
        let at = SourceLocation(path: "D/Observer.m", line: 3, column: 5)
        let edge = Edge(
            from: "D", to: "B", weight: 2, kinds: ["symbol": 1, "event": 1],
            symbols: [SymbolCount(symbol: "AThingDidChange", count: 1), SymbolCount(symbol: "Poster", count: 1)],
            evidence: [Evidence(location: at, symbol: "AThingDidChange", kind: .event), Evidence(location: at, symbol: "Poster", kind: .symbol)],
            inCycle: true)
        #expect(CutHints.hint(for: edge, kinds: ["Poster": "class"]).contains("`Poster`"))
        #expect(!CutHints.hint(for: edge, kinds: ["Poster": "class"]).contains("AThingDidChange"))
    }
}
