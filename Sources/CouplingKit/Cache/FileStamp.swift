import CouplingModel
import Foundation

/// What a cache entry remembers of a file's metadata: a file whose size and modification time are
/// unchanged is not read again (as git does). Shared by every per-file cache.
struct FileStamp: Sendable, Equatable {
    var size: Int
    /// Modification time in nanoseconds; `untrusted` when it was too recent to be trusted (a time of
    /// 0 is real: archives and reproducible builds set it).
    var modified: Int64
    static let untrusted: Int64 = -1

    /// The stamp of a file just read (`count` bytes), taken after the read. A file changed within
    /// the last seconds may change again within the clock's resolution: its time is not kept, so
    /// the next run reads it again.
    static func afterReading(_ absolute: String, count: Int) -> FileStamp {
        let stamp = FileSystem.signature(absolute) ?? (count, untrusted)
        let recent = Int64(Date().timeIntervalSince1970 * 1e9) - stamp.modified < 2_000_000_000
        return FileStamp(size: stamp.size, modified: recent ? untrusted : stamp.modified)
    }

    /// Whether the walk saw the file unchanged since this stamp (one `stat` per file for the whole scan).
    func matches(_ file: SourceFile) -> Bool {
        guard let modified = file.modified, self.modified != Self.untrusted else { return false }
        return size == file.size && self.modified == modified
    }
}
