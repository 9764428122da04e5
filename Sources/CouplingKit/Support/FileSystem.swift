import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls the scanner needs, with errors as values.
enum FileSystem {
    enum Kind { case file, directory, symlink, other }

    static func kind(_ path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Follows links; nil when the path does not exist.
    static func resolvedKind(_ path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Size and modification time in nanoseconds, without reading the file.
    static func signature(_ path: String) -> (size: Int, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return signature(info)
    }

    private static func signature(_ info: stat) -> (size: Int, modified: Int64) {
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return (Int(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    struct Entry {
        var name: String
        /// From the listing itself where the file system says (no `lstat` needed); nil otherwise.
        var kind: Kind?
        /// Size and modification time of a regular file `entries` was asked to look at.
        var signature: (size: Int, modified: Int64)?
    }

    /// Directory entries without `.` and `..`, sorted by name so every walk is deterministic. The
    /// regular files whose names `signing` accepts get their size and time, looked up while the
    /// folder is open (by name, not by path from the root).
    static func entries(_ path: String, signing: (String) -> Bool = { _ in false }) throws -> [Entry] {
        guard let directory = opendir(path) else { throw CouplingError.io(String(cString: strerror(errno))) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .directory
                case Int32(DT_LNK): .symlink
                case Int32(DT_UNKNOWN): nil
                default: .other
                }
            var signature: (size: Int, modified: Int64)?
            if kind == .file, signing(name) {
                var info = stat()
                if fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 { signature = Self.signature(info) }
            }
            entries.append(Entry(name: name, kind: kind, signature: signature))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// The names in a folder that start with `prefix`, unsorted; compared before any name becomes a
    /// string (a folder such as `/tmp` may hold thousands of others). Empty when it cannot be listed.
    static func names(in path: String, withPrefix prefix: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        let wanted = Array(prefix.utf8)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name: String? = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { bytes in
                    for (index, byte) in wanted.enumerated() where bytes[index] != byte { return nil }
                    return String(cString: bytes)
                }
            }
            if let name { names.append(name) }
        }
        return names
    }

    /// Reads a whole regular file in one call. Anything else (a FIFO, a device) is an error, found
    /// without blocking, unless `streams` (then a pipe is read to its end); with `followLinks` false,
    /// a symbolic link is an error too. More than `limit` bytes is an error.
    static func read(_ path: String, followLinks: Bool = true, streams: Bool = false, limit: Int = .max) throws -> [UInt8] {
        let flags = O_RDONLY | O_NOCTTY | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW) | (streams ? 0 : O_NONBLOCK)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { throw CouplingError.io(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw CouplingError.io(String(cString: strerror(errno))) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG || (streams && (kind == S_IFIFO || kind == S_IFCHR)) else {
            throw CouplingError.io("not a regular file")
        }
        guard Int(info.st_size) <= limit else { throw CouplingError.io("larger than \(limit) bytes") }
        // Straight into an array of the file's size (one more byte shows whether it grew meanwhile).
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: max(0, Int(info.st_size)) + 1) { buffer, count in
            count = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), failure: &failure)
        }
        if bytes.count > Int(info.st_size) {
            // It grew while being read: the rest, a chunk at a time.
            while failure == 0 {
                let chunk = [UInt8](unsafeUninitializedCapacity: 1 << 16) { buffer, count in
                    count = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), failure: &failure)
                }
                if chunk.isEmpty { break }
                bytes.append(contentsOf: chunk)
                if bytes.count > limit { throw CouplingError.io("larger than \(limit) bytes") }
            }
        }
        guard failure == 0 else { throw CouplingError.io(String(cString: strerror(failure))) }
        return bytes
    }

    /// Reads until `buffer` is full or the file ends; the number of bytes read. Sets `failure` to
    /// the error number when a read fails.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, failure: inout Int32)
        -> Int
    {
        guard let base = buffer.baseAddress else { return 0 }
        var total = 0
        while total < buffer.count {
            #if canImport(Glibc)
                let count = Glibc.read(descriptor, base + total, buffer.count - total)
            #else
                let count = Darwin.read(descriptor, base + total, buffer.count - total)
            #endif
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            if count == 0 { break }
            total += count
        }
        return total
    }
}
