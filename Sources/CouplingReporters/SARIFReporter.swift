import CouplingModel
import Foundation

/// Rule violations as SARIF 2.1.0, for GitHub code scanning, GitLab, Azure DevOps and IDE viewers.
///
/// One run; `tool.driver.rules` is the rule catalogue of the report (`report.rules`), so every
/// result's `ruleId`/`ruleIndex` resolves. One result per violation (cycles included, as results of
/// rule `cycle`, when that rule ran): its level from the violation's severity, its message with the
/// rule's comment, its location the strongest reference (a path relative to `%SRCROOT%`, the scanned
/// folder), every listed reference as a related location, and the violation's content fingerprint in
/// `partialFingerprints` so that a result keeps its identity when lines move. When a baseline was
/// applied every result carries `baselineState` (`new` or `unchanged`). Diagnostics of severity
/// warning or error, and stale baseline entries, become `toolExecutionNotifications`.
/// Keys are sorted: the same report gives the same bytes.
public struct SARIFReporter: Reporter {
    public static let id = "sarif"
    public static let fileExtension = "sarif"
    public static let summary = "rule violations as SARIF 2.1.0 (GitHub code scanning and other SARIF viewers)"

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Base id of every artifact location: the scanned folder, which the report does not record.
    public static let sourceRootBaseID = "%SRCROOT%"
    /// Key of our fingerprint in `partialFingerprints` (versioned as SARIF suggests).
    public static let fingerprintKey = "couplingFingerprint/v1"

    public init(options: ReporterOptions) {}

    public func render(_ report: AnalysisReport) throws -> String {
        let catalogue = report.ruleCatalogue
        let ruleIndex = Dictionary(catalogue.enumerated().map { ($1.id, $0) }) { first, _ in first }
        let baselineApplied = report.baseline != nil
        let results = report.violations.map { violation in
            Self.result(violation, ruleIndex: ruleIndex[violation.ruleID] ?? 0, baselineApplied: baselineApplied)
        }
        let run = SARIF.Run(
            tool: SARIF.Tool(
                driver: SARIF.Driver(
                    name: report.tool.name, version: report.tool.version,
                    rules: catalogue.map(Self.rule))),
            invocations: [SARIF.Invocation(executionSuccessful: true, toolExecutionNotifications: Self.notifications(report))],
            originalUriBaseIds: [
                Self.sourceRootBaseID: SARIF.ArtifactLocation(
                    uri: nil, uriBaseId: nil,
                    description: SARIF.Message(text: "The folder that was scanned; every path is relative to it."))
            ],
            results: results)
        let log = SARIF.Log(schema: Self.schemaURI, version: "2.1.0", runs: [run])
        return String(decoding: JSONWriter.document(log), as: UTF8.self)
    }

    // MARK: - Building

    static func rule(_ descriptor: RuleDescriptor) -> SARIF.ReportingDescriptor {
        let help = descriptor.help.isEmpty ? descriptor.summary : descriptor.help
        return SARIF.ReportingDescriptor(
            id: descriptor.id, shortDescription: SARIF.Message(text: descriptor.summary),
            fullDescription: SARIF.Message(text: help), help: SARIF.Message(text: help),
            defaultConfiguration: SARIF.ReportingConfiguration(level: descriptor.defaultSeverity.sarifLevel))
    }

    static func result(_ violation: Violation, ruleIndex: Int, baselineApplied: Bool) -> SARIF.Result {
        let related = violation.evidence.enumerated().map { index, evidence in
            SARIF.Location(
                id: index + 1, physicalLocation: physicalLocation(evidence.location),
                message: SARIF.Message(text: "\(evidence.symbol) (\(evidence.kind.rawValue))"), logicalLocations: nil)
        }
        let primary: SARIF.Location
        if let location = violation.primaryLocation {
            primary = SARIF.Location(id: nil, physicalLocation: physicalLocation(location), message: nil, logicalLocations: nil)
        } else {
            // No reference to point at (e.g. a required dependency that is missing): name the components.
            let names = [violation.from, violation.to].compactMap { $0 } + violation.components
            primary = SARIF.Location(
                id: nil, physicalLocation: nil, message: nil,
                logicalLocations: names.map { SARIF.LogicalLocation(name: $0, kind: "module") })
        }
        var properties = SARIF.Properties(from: violation.from, to: violation.to, weight: violation.referenceCount)
        properties.components = violation.components.isEmpty ? nil : violation.components
        properties.comment = violation.comment
        return SARIF.Result(
            ruleId: violation.ruleID, ruleIndex: ruleIndex, level: violation.severity.sarifLevel,
            message: SARIF.Message(text: violation.messageWithComment), locations: [primary],
            relatedLocations: related.isEmpty ? nil : related,
            partialFingerprints: [fingerprintKey: violation.fingerprint],
            baselineState: baselineApplied ? (violation.baseline == .new ? "new" : "unchanged") : nil,
            properties: properties)
    }

    static func notifications(_ report: AnalysisReport) -> [SARIF.Notification]? {
        var notifications = report.diagnostics.filter { $0.severity >= .warning }.map { diagnostic in
            SARIF.Notification(
                level: diagnostic.severity == .error ? "error" : "warning", message: SARIF.Message(text: diagnostic.message),
                descriptor: SARIF.DescriptorReference(id: diagnostic.code),
                locations: diagnostic.path.map { path in
                    [
                        SARIF.Location(
                            id: nil,
                            physicalLocation: SARIF.PhysicalLocation(
                                artifactLocation: artifactLocation(path),
                                region: diagnostic.line.map { SARIF.Region(startLine: max(1, $0), startColumn: nil) }),
                            message: nil, logicalLocations: nil)
                    ]
                })
        }
        if let baseline = report.baseline {
            notifications += baseline.stale.map { entry in
                SARIF.Notification(
                    level: "warning",
                    message: SARIF.Message(
                        text: "Baseline entry \(entry) of \(baseline.path) matches no violation any more: remove it."),
                    descriptor: SARIF.DescriptorReference(id: "stale-baseline-entry"), locations: nil)
            }
        }
        return notifications.isEmpty ? nil : notifications
    }

    static func physicalLocation(_ location: SourceLocation) -> SARIF.PhysicalLocation {
        SARIF.PhysicalLocation(
            artifactLocation: artifactLocation(location.path),
            region: SARIF.Region(startLine: max(1, location.line), startColumn: max(1, location.column)))
    }

    static func artifactLocation(_ path: String) -> SARIF.ArtifactLocation {
        SARIF.ArtifactLocation(uri: uriReference(path), uriBaseId: sourceRootBaseID, description: nil)
    }

    /// A relative path as a URI reference: each byte outside the unreserved set and `/` is
    /// percent-encoded (`Feed List/A.swift` → `Feed%20List/A.swift`).
    static func uriReference(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return result
    }
}
