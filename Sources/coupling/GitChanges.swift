import CouplingKit
import Foundation

/// The files of a tree that changed since a git revision: `git diff` against the revision (committed,
/// staged and unstaged changes; both sides of a rename) and the untracked files git does not ignore.
/// Paths are relative to the scanned folder.
enum GitChanges {
    static func files(in root: String, since revision: String) throws -> [String] {
        guard try run(["rev-parse", "--is-inside-work-tree"], in: root).status == 0 else {
            throw CouplingError.invalidArgument("--affected: \(root) is not inside a git work tree")
        }
        // `--end-of-options`: a revision that starts with `-` is a revision, not an option.
        let verify = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root)
        guard verify.status == 0 else {
            throw CouplingError.invalidArgument("--affected \(revision): not a commit of the git repository at \(root)")
        }
        let diff = try run(["diff", "--name-only", "--no-renames", "--relative", "-z", revision, "--"], in: root)
        guard diff.status == 0 else {
            throw CouplingError.invalidArgument("--affected \(revision): git diff failed: \(diff.error)")
        }
        let untracked = try run(["ls-files", "--others", "--exclude-standard", "-z"], in: root)
        return (diff.output + untracked.output).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func run(_ arguments: [String], in root: String) throws -> (status: Int32, output: [UInt8], error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CouplingError.invalidArgument("--affected: cannot run git: \(error.localizedDescription)")
        }
        // Standard output is read to its end before waiting, so a large diff cannot fill the pipe and
        // stall git; these commands write a line or two to standard error at most.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return (process.terminationStatus, Array(outputData), message)
    }
}
