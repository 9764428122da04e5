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
    /// into one file, and every `-o` that `SafeWriter` would refuse. `/dev/stdout` is standard output.
    static func check(_ targets: [Target], protecting protection: SafeWriter.Protection) throws -> [Target] {
        var seen: [String: String] = [:]
        return try targets.map { target in
            guard let path = target.path else { return target }
            if path == "/dev/stdout" { return Target(reporter: target.reporter, path: nil) }
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

    static func write(_ report: AnalysisReport, to targets: [Target], protecting protection: SafeWriter.Protection) throws {
        for target in targets {
            let color = target.path == nil && target.reporter.id == "text" && Console.colorEnabled
            let bytes = try target.reporter.init(options: ReporterOptions(color: color)).renderBytes(report)
            if let path = target.path {
                try SafeWriter.write(bytes, to: path, flag: "-o", protecting: protection)
            } else {
                try Console.output(bytes)
            }
        }
    }
}
