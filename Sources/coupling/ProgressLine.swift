import CouplingKit
import Dispatch
import Foundation

/// One self-overwriting line on standard error: files done of total for each frontend running (they
/// run side by side), and throughput.
enum ProgressLine {
    static func make() -> @Sendable (ScanProgress) -> Void {
        let state = State()
        return { progress in
            if let line = state.update(progress) { Console.raw(line) }
        }
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private let start = DispatchTime.now().uptimeNanoseconds
        private var passes: [ScanProgress] = []

        /// The line to write, after this progress.
        func update(_ progress: ScanProgress) -> String? {
            lock.withLock {
                if let index = passes.firstIndex(where: { $0.passID == progress.passID }) {
                    passes[index] = progress
                } else {
                    passes.append(progress)
                }
                let seconds = max(0.001, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                let megabytes = Double(passes.reduce(0) { $0 + $1.bytesDone }) / 1_048_576
                let counts = passes.map { "\($0.passID): \($0.filesDone)/\($0.filesTotal) files" }
                var line = "\r\u{1B}[K" + counts.joined(separator: ", ")
                    + String(format: ", %.1f MB, %.1f MB/s", megabytes, megabytes / seconds)
                if passes.allSatisfy({ $0.filesDone == $0.filesTotal }) { line += "\n" }
                return line
            }
        }
    }
}
