import CouplingKit
import CouplingModel
import CouplingTestSupport
import Foundation
import Testing

/// A case under `Fixtures/<name>/`: `repo/` is scanned, `expected/edges.txt` is the graph written by
/// hand before the tool ever ran on it, and the other files of `expected/` are golden reports.
struct Fixture: CustomStringConvertible, Sendable {
    let name: String
    var description: String { name }

    static let repositoryRoot = Repository.root

    static var fixturesFolder: URL { repositoryRoot.appendingPathComponent("Fixtures") }

    /// Every case with a hand-written `expected/edges.txt`.
    static let all: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)) ?? []
        return names.sorted().filter { name in
            FileManager.default.fileExists(
                atPath: fixturesFolder.appendingPathComponent("\(name)/expected/edges.txt").path)
        }.map(Fixture.init)
    }()

    var folder: URL { Fixture.fixturesFolder.appendingPathComponent(name) }
    var repo: URL { folder.appendingPathComponent("repo") }
    var expectedFolder: URL { folder.appendingPathComponent("expected") }

    func settings(jobs: Int = 2, reader: CFamilyDeclarationReader = ScanSettings.defaultCFamilyReader, swiftFrontend: String = ScanSettings.defaultSwiftFrontend)
        throws -> ScanSettings
    {
        var configuration = Configuration()
        let config = folder.appendingPathComponent("coupling.yml").path
        if FileManager.default.fileExists(atPath: config) { configuration = try Configuration.load(path: config) }
        var settings = ScanSettings(
            root: repo.path, configuration: configuration, jobs: jobs, cFamilyReader: reader,
            environment: ProcessInfo.processInfo.environment)
        settings.swiftFrontend = swiftFrontend
        return settings
    }

    func scan(jobs: Int = 2, reader: CFamilyDeclarationReader = ScanSettings.defaultCFamilyReader, swiftFrontend: String = ScanSettings.defaultSwiftFrontend)
        async throws -> AnalysisReport
    {
        try await Scanner(settings: settings(jobs: jobs, reader: reader, swiftFrontend: swiftFrontend)).run().report
    }
}

/// The hand-written expectation: edges with the symbols behind them, cycle groups, and the names
/// that became no edge (ambiguous, not visible, the SDK's).
struct ExpectedGraph: Equatable, CustomStringConvertible {
    var edges: [String: [String]] = [:]  // "A -> B" : sorted symbols
    var cycles: [[String]] = []
    /// Cycle groups that exist only with run-time references (`hidden-cycle:` lines).
    var hiddenCycles: [[String]] = []
    /// Run-time key findings: "rule COMPONENT : key" (`finding:` lines).
    var findings: [String] = []
    var unresolved: [String] = []  // "ambiguous: FROM : symbol : candidates", "not-visible: …", "sdk-shadowed: …"
    /// Rule violations other than cycles (those are the `cycle:` lines): "rule FROM -> TO".
    var violations: [String] = []

    init() {}

    init(parsing text: String) {
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("cycle:") {
                cycles.append(line.dropFirst("cycle:".count).split(separator: " ").map(String.init).sorted())
            } else if line.hasPrefix("hidden-cycle:") {
                hiddenCycles.append(line.dropFirst("hidden-cycle:".count).split(separator: " ").map(String.init).sorted())
            } else if line.hasPrefix("finding:") {
                findings.append(line.dropFirst("finding:".count).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("violation:") {
                violations.append(line.dropFirst("violation:".count).trimmingCharacters(in: .whitespaces))
            } else if let label = Self.unresolvedLabels.first(where: { line.hasPrefix($0 + ":") }) {
                let parts = line.dropFirst(label.count + 1).split(separator: ":").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if parts.count == 3 {
                    let candidates = parts[2].split(separator: " ").map(String.init).sorted().joined(separator: " ")
                    unresolved.append("\(label): \(parts[0]) : \(parts[1]) : \(candidates)")
                }
            } else if let arrow = line.range(of: "->") {
                let from = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
                let rest = line[arrow.upperBound...]
                let colon = rest.firstIndex(of: ":") ?? rest.endIndex
                let to = rest[..<colon].trimmingCharacters(in: .whitespaces)
                let symbols =
                    colon == rest.endIndex
                    ? [] : rest[rest.index(after: colon)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                edges["\(from) -> \(to)"] = Array(Set(symbols)).sorted()
            }
        }
        cycles.sort { $0.lexicographicallyPrecedes($1) }
        hiddenCycles.sort { $0.lexicographicallyPrecedes($1) }
        findings = Array(Set(findings)).sorted()
        unresolved = Array(Set(unresolved)).sorted()
        violations.sort()
    }

    init(report: AnalysisReport) {
        for edge in report.edges {
            let symbols = edge.evidence.map(Self.spelling)
            edges["\(edge.from) -> \(edge.to)"] = Array(Set(symbols)).sorted()
        }
        cycles = report.cycles.groups.map(\.components)
        hiddenCycles = report.cycles.hidden.map(\.components)
        let runtimeRules = Set(RuntimeKeysRule.descriptors.map(\.id))
        findings = Array(
            Set(
                report.violations.filter { runtimeRules.contains($0.ruleID) }.map {
                    "\($0.ruleID) \($0.from ?? "") : \($0.evidence.first?.symbol ?? "")"
                })
        ).sorted()
        unresolved = Array(
            Set(
                report.unresolved.map {
                    "\(Self.label($0.reason)): \($0.from) : \($0.symbol) : \($0.candidates.sorted().joined(separator: " "))"
                })
        ).sorted()
        violations = report.violations.filter {
            $0.ruleID != "cycle" && $0.ruleID != HiddenCycleRule.id && !runtimeRules.contains($0.ruleID)
        }.map {
            "\($0.ruleID) \($0.from ?? "") -> \($0.to ?? "")"
        }.sorted()
    }

    var description: String {
        var lines = edges.keys.sorted().map { "\($0) : \(edges[$0]!.joined(separator: ", "))" }
        lines += cycles.map { "cycle: " + $0.joined(separator: " ") }
        lines += hiddenCycles.map { "hidden-cycle: " + $0.joined(separator: " ") }
        lines += findings.map { "finding: " + $0 }
        lines += unresolved
        lines += violations.map { "violation: " + $0 }
        return lines.joined(separator: "\n")
    }

    static let unresolvedLabels = ["ambiguous", "not-visible", "sdk-shadowed"]

    /// `import:X` for imports, `<kind>:X` for run-time references (`(probe)` after a presence probe),
    /// the bare symbol otherwise.
    static func spelling(_ evidence: Evidence) -> String {
        if evidence.kind == .import { return "import:\(evidence.symbol)" }
        guard evidence.kind.isRuntime else { return evidence.symbol }
        let probe = evidence.runtime?.strength == .probe ? " (probe)" : ""
        return "\(evidence.kind.rawValue):\(evidence.symbol)\(probe)"
    }

    /// `ambiguous:` lines stand for every reason that is a choice between several (candidates,
    /// headers, modules).
    static func label(_ reason: UnresolvedReference.Reason) -> String {
        switch reason {
        case .severalCandidates, .severalHeaders, .severalModules: "ambiguous"
        case .notVisible: "not-visible"
        case .sdkShadowed: "sdk-shadowed"
        }
    }

    /// Lines only in one of the two, for a readable failure.
    func difference(from actual: ExpectedGraph) -> String {
        let mine = Set(description.split(separator: "\n").map(String.init))
        let theirs = Set(actual.description.split(separator: "\n").map(String.init))
        let missing = mine.subtracting(theirs).sorted().map { "- expected, not found: \($0)" }
        let extra = theirs.subtracting(mine).sorted().map { "+ found, not expected: \($0)" }
        return (missing + extra).joined(separator: "\n")
    }
}
