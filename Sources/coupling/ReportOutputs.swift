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

    static func defaultFormat() -> String {
        ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" && ReporterRegistry.reporter(id: "github") != nil
            ? "github" : "text"
    }

    static func write(_ report: AnalysisReport, to targets: [Target]) throws {
        for target in targets {
            let color = target.path == nil && target.reporter.id == "text" && Console.colorEnabled
            let bytes = try target.reporter.init(options: ReporterOptions(color: color)).renderBytes(report)
            if let path = target.path {
                do {
                    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw CouplingError.io("-o \(path): cannot write the report: \(error.localizedDescription)")
                }
            } else {
                FileHandle.standardOutput.write(Data(bytes))
            }
        }
    }
}

enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Colour only on a terminal and never with NO_COLOR set.
    static var colorEnabled: Bool {
        ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
    }

    /// Warnings and errors of the run, on standard error, so they are seen whatever the format.
    static func warnings(_ report: AnalysisReport) {
        let serious = report.diagnostics.filter { $0.severity >= .warning }
        for diagnostic in serious.prefix(20) { error("coupling: \(diagnostic)") }
        if serious.count > 20 { error("coupling: … and \(serious.count - 20) more warnings (see the report)") }
    }
}
