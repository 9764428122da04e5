import CouplingKit
import CouplingModel
import Foundation
import Testing

@Suite("coupling init")
struct StarterConfigurationTests {
    @Test("the starter file parses, and its suggested layers hold for the tree it came from")
    func starterHoldsForItsTree() async throws {
        let demo = Fixture(name: "demo")
        let report = try await demo.scan()
        let text = StarterConfiguration.text(for: report)
        var settings = try demo.settings()
        settings.configuration = try Configuration.parse(text, file: "starter.yml")
        #expect(settings.configuration.rules.layers.count == 4)
        let checked = try await Scanner(settings: settings).run().report
        #expect(checked.violations.map(\.ruleID) == ["cycle"])
    }

    @Test("a folder name with quotes, a backslash or a newline stays one quoted name: it adds no key")
    func hostileNames() async throws {
        let name = "A\" \\ x\nrules: {bogus: 1}"
        let tree = try TemporaryTree([
            "\(name)/A.swift": Array("public struct A {}\n".utf8), "B/B.swift": Array("let b = A()\n".utf8),
        ])
        defer { tree.remove() }
        let text = StarterConfiguration.text(for: try await tree.scan())
        let configuration = try Configuration.parse(text, file: "starter.yml")
        #expect(configuration.rules.layers.flatMap { $0.components.map(\.text) }.sorted() == [name, "B"].sorted())
        #expect(!text.contains("\nrules: {bogus"))
    }
}
