import CouplingKit
import Dispatch
import Foundation

/// One self-overwriting line on standard error: files done of total, and throughput.
enum ProgressLine {
    static func make() -> @Sendable (ScanProgress) -> Void {
        let start = DispatchTime.now().uptimeNanoseconds
        return { progress in
            let seconds = max(0.001, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            let megabytes = Double(progress.bytesDone) / 1_048_576
            var line = String(
                format: "\r\u{1B}[K%@: %d/%d files, %.1f MB, %.1f MB/s", progress.passID as NSString,
                progress.filesDone, progress.filesTotal, megabytes, megabytes / seconds)
            if progress.filesDone == progress.filesTotal { line += "\n" }
            FileHandle.standardError.write(Data(line.utf8))
        }
    }
}
