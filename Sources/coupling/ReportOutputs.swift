import ArgumentParser
import CouplingKit
import CouplingModel
import CouplingReporters
import Foundation

/// Where each report goes: pairs of (reporter, file or standard output).
enum ReportOutputs {
    struct Target {
        var reporter: any Reporter.Type
        /// nil: standard output.
        var path: String?
    }

    static func plan(formats: [String], outputs: [String]) throws -> [Target] {
        func reporter(_ id: String, flag: String) throws -> any Reporter.Type {
            guard let type = ReporterRegistry.reporter(id: id) else {
                let known = ReporterRegistry.builtIn.map { $0.id }.joined(separator: ", ")
                throw CouplingError.invalidArgument("\(flag): unknown format `\(id)` (known: \(known))")
            }
            return type
        }
        if outputs.isEmpty {
            if formats.count > 1 {
                throw CouplingError.invalidArgument("several --format values need as many -o files (only one report can go to standard output)")
            }
            return [Target(reporter: try reporter(formats.first ?? defaultFormat(), flag: "--format"), path: nil)]
        }
        if formats.isEmpty {
            return try outputs.map { path in
                let ext = (path as NSString).pathExtension
                if path == "-" { return Target(reporter: try reporter(defaultFormat(), flag: "--format"), path: path) }
                if ext.isEmpty, (try? SafeWriter.destination(of: path)).map({ $0 != .file }) == true {
                    return Target(reporter: try reporter(defaultFormat(), flag: "--format"), path: path)  // /dev/null
                }
                guard let type = ReporterRegistry.builtIn.first(where: { $0.fileExtension == ext }) else {
                    throw CouplingError.invalidArgument("-o \(path): cannot tell the format from `.\(ext)`; add --format")
                }
                return Target(reporter: type, path: path)
            }
        }
        guard formats.count == outputs.count else {
            throw CouplingError.invalidArgument("--format is given \(formats.count) times and -o \(outputs.count) times; pair them in order")
        }
        return try zip(formats, outputs).map { Target(reporter: try reporter($0, flag: "--format"), path: $1) }
    }

    /// Refuses, before the scan, what could only fail or destroy something after it: two reports
    /// into one file, and every `-o` that `SafeWriter` would refuse. `-` and `/dev/stdout` are
    /// standard output (as for `init -o -`), which takes one report.
    static func check(_ targets: [Target], protecting protection: SafeWriter.Protection) throws -> [Target] {
        var seen: [String: String] = [:]
        var standardOutput: String?
        return try targets.map { target in
            guard let path = target.path, path != "-", path != "/dev/stdout" else {
                if let other = standardOutput {
                    throw CouplingError.invalidArgument(
                        "-o \(target.path ?? "-"): the \(other) and \(target.reporter.id) reports would both go to standard output; give one a file")
                }
                standardOutput = target.reporter.id
                return Target(reporter: target.reporter, path: nil)
            }
            let destination = try SafeWriter.destination(of: path, flag: "-o", protecting: protection)
            if destination == .file {
                let key = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                if let other = seen[key] {
                    throw CouplingError.invalidArgument(
                        "-o \(path): the \(other) and \(target.reporter.id) reports would go into one file; give each its own")
                }
                seen[key] = target.reporter.id
            }
            return target
        }
    }

    static func defaultFormat() -> String {
        ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" && ReporterRegistry.reporter(id: "github") != nil
            ? "github" : "text"
    }

    /// `--evidence N|all`: how many entries the JSON report keeps of each long list.
    struct EvidenceLimit: ExpressibleByArgument {
        /// nil: all.
        var limit: Int?

        init?(argument: String) {
            if argument == "all" {
                limit = nil
            } else if let value = Int(argument), (1...1_000_000).contains(value) {
                limit = value
            } else {
                return nil
            }
        }

        static let `default` = EvidenceLimit(limit: ReporterOptions.defaultEvidenceLimit)
        private init(limit: Int?) { self.limit = limit }
        var defaultValueDescription: String { limit.map(String.init) ?? "all" }
    }

    /// `--paths`: how `path:line` places are written.
    enum PathStyle: String, ExpressibleByArgument, CaseIterable {
        case absolute, relative
    }

    /// - Parameters:
    ///   - paths: nil is each format's default: absolute for `xcode` (Xcode links only those), relative
    ///     for the others (the report records paths relative to the scanned folder).
    ///   - root: the scanned folder, absolute.
    ///   - graphView: what the drawn formats show.
    static func write(
        _ report: AnalysisReport, to targets: [Target], protecting protection: SafeWriter.Protection,
        paths: PathStyle? = nil, root: String, graphView: GraphView = GraphView(), listing: TextListing = .capped,
        gate: String? = nil, evidence: EvidenceLimit = .default
    ) throws {
        for target in targets {
            let color = target.path == nil && target.reporter.id == "text" && Console.colorEnabled
            let style = paths ?? (target.reporter.id == "xcode" ? .absolute : .relative)
            let options = ReporterOptions(
                color: color, absoluteRoot: style == .absolute ? root : nil, graphView: graphView, listing: listing, gate: gate,
                evidenceLimit: evidence.limit)
            let bytes = try target.reporter.init(options: options).renderBytes(report)
            if let path = target.path {
                try SafeWriter.write(bytes, to: path, flag: "-o", protecting: protection)
            } else {
                try Console.output(bytes)
            }
        }
    }
}

/// `--evidence`, shared by `scan` and `check`.
struct EvidenceOptions: ParsableArguments {
    @Option(
        name: .customLong("evidence"),
        help: ArgumentHelp(
            "The JSON report: how many references each edge and violation lists, declarations each surface list and places each unresolved name (totals count all), or all. 1 to 1000000.",
            valueName: "n|all"))
    var limit: ReportOutputs.EvidenceLimit = .default
}
