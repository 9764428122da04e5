@testable import CouplingKit
import CouplingGraph
import CouplingModel
import Testing

/// Every rule's examples, run: a rule's description and what it does cannot drift apart.
@Suite("Rule examples")
struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var ruleID: String
        var index: Int
        var testDescription: String { "\(ruleID) #\(index + 1)" }
    }

    static let cases = BuiltInRules.all.flatMap { rule in rule.examples.indices.map { Case(ruleID: rule.id, index: $0) } }

    @Test("every rule of the graph has a triggering and a non-triggering example")
    func everyRuleHasExamples() {
        // The run-time key rule judges keys read from source text, not a graph: its examples are the
        // runtime fixtures' expected findings (EndToEndTests over Fixtures/runtime-*).
        for rule in BuiltInRules.all where rule.id != RuntimeKeysRule.id {
            #expect(rule.examples.contains { !$0.violations.isEmpty }, "\(rule.id)")
            #expect(rule.examples.contains { $0.violations.isEmpty }, "\(rule.id)")
        }
    }

    @Test("the rule gives the example's violations", arguments: cases)
    func example(_ test: Case) async throws {
        let rule = try #require(BuiltInRules.all.first { $0.id == test.ruleID })
        let example = rule.examples[test.index]
        let configuration = try Configuration.parse("version: 1\n" + example.configuration, file: "example")
        let store = ArtifactStore()
        store.seed(ScanSettingsKey.self, ScanSettings(root: "/", configuration: configuration))
        let graph = Self.graph(example.edges)
        store.seed(ComponentGraphKey.self, graph)
        // The components of the graph and nothing else: no tree is walked.
        store.seed(
            SourceTreeKey.self,
            SourceTree(
                root: "/nonexistent", components: graph.components.map { ComponentInfo(name: $0, path: $0) }, files: [],
                manifests: []))
        let plan = try PassRegistry().plan(
            disabled: [DiscoverFilesPass.id, ComponentGraphPass.id],
            inputs: [ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(ComponentGraphKey.self)],
            goals: [rule.violations])
        _ = try await PassRunner(plan: plan, configuration: configuration).run(in: store)
        #expect(store.violations(of: rule).map(RuleExample.describe).sorted() == example.violations.sorted())
    }

    /// The graph of `from → to` edges (a symbol reference each) and `from ⇢ to` edges (a run-time
    /// class-name reference each, in the graph with run-time edges only).
    static func graph(_ edges: [String]) -> ComponentGraph {
        let pairs = edges.map { edge in
            let runtime = edge.contains(" ⇢ ")
            let ends = edge.components(separatedBy: runtime ? " ⇢ " : " → ")
            return (from: ends[0], to: ends[1], runtime: runtime)
        }
        let names = Set(pairs.flatMap { [$0.from, $0.to] }).sorted()
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var graph = Digraph(nodeCount: names.count)
        var withRuntime = Digraph(nodeCount: names.count)
        var result: [Edge] = []
        var endpoints: [ComponentPair] = []
        for pair in pairs.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
            if !pair.runtime { graph.addEdge(from: index[pair.from] ?? 0, to: index[pair.to] ?? 0, weight: 1) }
            withRuntime.addEdge(from: index[pair.from] ?? 0, to: index[pair.to] ?? 0, weight: 1)
            let evidence = Evidence(
                location: CouplingModel.SourceLocation(path: "\(pair.from)/File.swift", line: 1, column: 1),
                symbol: "\(pair.to)Thing", kind: pair.runtime ? .runtimeClass : .symbol)
            result.append(ComponentGraphPass.makeEdge(from: pair.from, to: pair.to, evidence: [evidence]))
            endpoints.append(ComponentPair(from: index[pair.from] ?? 0, to: index[pair.to] ?? 0))
        }
        return ComponentGraph(graph: graph, withRuntime: withRuntime, components: names, edges: result, endpoints: endpoints)
    }
}
