import CouplingModel
import Foundation

/// Known violations that do not fail the gate, keyed by content (rule, components, symbols used),
/// never by line numbers, so unrelated edits do not invalidate it. Versioned file format.
public struct Baseline: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var rule: String
        public var from: String?
        public var to: String?
        public var components: [String]
        /// The symbols the offending edge used when the baseline was written; a later use of another
        /// symbol over the same edge is new.
        public var symbols: [String]

        var key: String { RuleEvidence.fingerprint(rule: rule, from: from, to: to, components: components) }

        public static func < (a: Entry, b: Entry) -> Bool { a.key < b.key }
    }

    public var version: Int
    public var entries: [Entry]

    /// Today's violations, all of them.
    public init(report: AnalysisReport) {
        version = Self.currentVersion
        entries = report.violations.map { violation in
            Entry(
                rule: violation.ruleID, from: violation.from, to: violation.to, components: violation.components,
                symbols: Self.symbols(of: violation, in: report))
        }.sorted()
    }

    /// The most a baseline file may hold: a checkout's baseline linked to `/dev/zero` must not
    /// exhaust memory.
    public static let maximumSize = 256 << 20

    public static func load(path: String) throws -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path, streams: true, limit: maximumSize)
        } catch {
            throw CouplingError.invalidArgument("--baseline \(path): cannot read the file (\(error))")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: Data(bytes))
        } catch {
            throw CouplingError.invalidArgument("--baseline \(path): not a coupling baseline (\(ConfigurationDecoding.describe(error)))")
        }
        guard baseline.version == currentVersion else {
            throw CouplingError.invalidArgument(
                "--baseline \(path): unsupported baseline version \(baseline.version) (this coupling reads version \(currentVersion))")
        }
        return baseline
    }

    /// Sorted, pretty JSON, so that baselines diff and merge cleanly.
    public func encoded() -> [UInt8] {
        JSONWriter.document(self)
    }

    /// Marks each violation new or baselined and lists the entries nothing matches any more.
    public func apply(to report: AnalysisReport, path: String) -> AnalysisReport {
        var report = report
        let byKey = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { a, b in
            var merged = a
            merged.symbols = Array(Set(a.symbols + b.symbols)).sorted()
            return merged
        })
        var used: Set<String> = []
        var matched = 0
        report.violations = report.violations.map { violation in
            var violation = violation
            let key = violation.fingerprint
            guard let entry = byKey[key] else { return violation }
            used.insert(key)
            let added = Set(Self.symbols(of: violation, in: report)).subtracting(entry.symbols)
            if added.isEmpty {
                violation.baseline = .baselined
                matched += 1
            } else {
                violation.message += " (new since the baseline: \(added.sorted().joined(separator: ", ")))"
            }
            return violation
        }
        let stale = entries.filter { !used.contains($0.key) }.map(\.key)
        report.baseline = BaselineSummary(path: path, matched: matched, stale: Array(Set(stale)).sorted())
        return report
    }

    /// Symbols of the edge behind a violation (none for cycles and missing dependencies).
    static func symbols(of violation: Violation, in report: AnalysisReport) -> [String] {
        guard let from = violation.from, let to = violation.to,
            let edge = report.edges.first(where: { $0.from == from && $0.to == to })
        else { return [] }
        return edge.symbols.map(\.symbol).sorted()
    }
}

extension Baseline: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("entries", entries)
            json.member("version", version)
        }
    }
}

extension Baseline.Entry: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("components", components)
            json.member("from", from)
            json.member("rule", rule)
            json.member("symbols", symbols)
            json.member("to", to)
        }
    }
}
