import CouplingKit
import CouplingModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and standard error, written with `write(2)`. A report that cannot be written (a
/// full disk, a closed stream) is an error naming standard output (exit 2), never a trap; a warning
/// that cannot be written is dropped. Lines of messages are display-safe (`DisplayText`).
enum Console {
    /// The standard streams (0, 1, 2) that were closed when the process started. Each is opened on
    /// `/dev/null` at once, so that no file the run opens later takes its number: a report meant
    /// for a closed standard output would otherwise go into that file. Read first thing in `main`.
    static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
        }
        for descriptor in closed.sorted() {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return closed
    }()

    /// Writes the report (or a command's answer) to standard output.
    static func output(_ bytes: [UInt8]) throws {
        if closedAtStart.contains(STDOUT_FILENO) {
            throw CouplingError.io("standard output is closed: the report was not written (write it to a file with -o)")
        }
        if let failure = SafeWriter.writeAll(STDOUT_FILENO, bytes) {
            throw CouplingError.io("standard output: cannot write the report: \(String(cString: strerror(failure)))")
        }
    }

    static func output(_ text: String) throws {
        try output(Array(text.utf8))
    }

    /// Lines to standard output, each display-safe and ending with a newline.
    static func output(lines: [String]) throws {
        try output(lines.map { DisplayText.escaped($0) + "\n" }.joined())
    }

    /// Text of several lines to standard output, each line display-safe.
    static func output(lines text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        try output(lines: lines)
    }

    /// One line of a message on standard error, control characters escaped.
    static func error(_ line: String) {
        raw(DisplayText.escaped(line) + "\n")
    }

    /// Text to standard error as it is (a progress line's carriage returns); failures are ignored.
    static func raw(_ text: String) {
        _ = SafeWriter.writeAll(STDERR_FILENO, Array(text.utf8))
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
