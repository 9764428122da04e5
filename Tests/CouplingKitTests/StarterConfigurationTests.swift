@testable import CouplingKit
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
    func hostileNames() throws {
        let name = "A\"\\\nrules: {bogus: 1}\u{1B}"
        let quoted = StarterConfiguration.quoted(name)
        #expect(!quoted.contains("\n") && !quoted.contains("\u{1B}"))
        let configuration = try Configuration.parse("version: 1\nlayers:\n  - name: top\n    components: [\(quoted)]\n", file: "s.yml")
        #expect(configuration.rules.layers.first?.components.map(\.text) == [name])
    }
}
