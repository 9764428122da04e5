import CouplingModel

/// The report itself, as JSON: for tools, for `coupling diff`, and to render again later in any
/// format. Written by `JSONWriter` from the report types' own members (`AnalysisReport+JSON.swift`):
/// keys sorted, pretty-printed, slashes unescaped, a trailing newline: byte-deterministic. The schema
/// is documented in `docs/report-schema.md`.
public struct JSONReporter: Reporter {
    public static let id = "json"
    public static let fileExtension = "json"
    public static let summary = "the whole report as JSON (schema: docs/report-schema.md)"

    let evidenceLimit: Int?

    public init(options: ReporterOptions) { evidenceLimit = options.evidenceLimit }

    public func render(_ report: AnalysisReport) throws -> String {
        String(decoding: try renderBytes(report), as: UTF8.self)
    }

    public func renderBytes(_ report: AnalysisReport) throws -> [UInt8] {
        guard let limit = evidenceLimit else { return JSONWriter.document(report) }
        return JSONWriter.document(report.cut(to: limit))
    }
}
