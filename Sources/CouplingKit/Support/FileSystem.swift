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
    }

    /// Directory entries without `.` and `..`, sorted by name so every walk is deterministic.
    static func entries(_ path: String) throws -> [Entry] {
        guard let directory = opendir(path) else { throw CouplingError.io(String(cString: strerror(errno))) }
        defer { closedir(directory) }
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
            entries.append(Entry(name: name, kind: kind))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Reads a whole file in one call.
    static func read(_ path: String) throws -> [UInt8] {
        guard let handle = fopen(path, "rb") else {
            throw CouplingError.io(String(cString: strerror(errno)))
        }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, handle)
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count {
                if ferror(handle) != 0 { throw CouplingError.io(String(cString: strerror(errno))) }
                break
            }
        }
        return bytes
    }

    /// Writes through a temporary file in the same folder and renames it over `path`, so a reader
    /// never sees half a report.
    static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CouplingError.io("\(path): cannot write: \(error.localizedDescription)")
        }
    }
}
