#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes every file coupling makes (reports, baselines, the starter configuration, caches) without
/// ever losing one it should not touch:
/// - a regular file is replaced atomically: a temporary file in the same folder, renamed over it
///   (a reader never sees half a report; the file's permissions are kept);
/// - a character device or a FIFO (`/dev/null`, a named pipe) is written through, never replaced;
///   `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` write to that descriptor;
/// - a symbolic link, a folder, a block device or a socket is refused, as is a file the scan reads:
///   any file named like a source file or a build manifest (`.swift`, `.h`, `.m`, `Package.swift`,
///   `BUILD` …), and the configuration and baseline files of the run (`Protection`);
/// - temporary files that a killed run left next to the target are removed.
/// Errors name the path (and the flag, when given) and say why.
public enum SafeWriter {
    /// What a write must never replace.
    public struct Protection: Sendable {
        /// Files the run reads besides the tree (configuration, baseline).
        public var files: [String]

        public init(files: [String] = []) {
            self.files = files
        }
    }

    /// How a path is written.
    public enum Destination: Equatable, Sendable {
        /// A regular file, new or replaced atomically.
        case file
        /// A character device or a FIFO, opened and written through.
        case device
        /// An open descriptor (`/dev/stdout`, `/dev/fd/N`).
        case descriptor(Int32)
    }

    /// How `path` would be written, or an error saying why it cannot be: checked before a scan so
    /// that a bad `-o` fails at once, and again when writing.
    public static func destination(of path: String, flag: String? = nil, protecting protection: Protection = Protection())
        throws -> Destination
    {
        func refuse(_ reason: String) -> CouplingError {
            CouplingError.io((flag.map { "\($0) " } ?? "") + "\(path): \(reason)")
        }
        if let descriptor = standardDescriptor(path) { return .descriptor(descriptor) }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw refuse(String(cString: strerror(errno))) }
            let folder = folderOf(path)
            var folderInfo = stat()
            guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
                throw refuse("the folder \(folder) does not exist")
            }
            try checkName(path, refuse: refuse)
            return .file
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try checkName(path, refuse: refuse)
            if let real = FileSystem.realPath(path) {
                for file in protection.files where FileSystem.realPath(file) == real {
                    throw refuse("is a file this run reads (\(file)); write the output elsewhere")
                }
            }
            return .file
        case S_IFCHR, S_IFIFO:
            return .device
        case S_IFDIR:
            throw refuse("is a folder; give a file name")
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = readlink(path, &buffer, buffer.count - 1)
            let target = length > 0 ? " to " + String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
            throw refuse("is a symbolic link\(target); coupling does not write through links: give the file's own path")
        case S_IFBLK:
            throw refuse("is a block device; coupling does not write to one")
        default:
            throw refuse("is not a regular file, a character device or a FIFO")
        }
    }

    /// Writes `bytes` to `path` as `destination(of:)` decides.
    public static func write(
        _ bytes: [UInt8], to path: String, flag: String? = nil, protecting protection: Protection = Protection()
    ) throws {
        let prefix = (flag.map { "\($0) " } ?? "") + "\(path): cannot write: "
        switch try destination(of: path, flag: flag, protecting: protection) {
        case .descriptor(let descriptor):
            if let failure = writeAll(descriptor, bytes) { throw CouplingError.io(prefix + describe(failure)) }
        case .device:
            let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { throw CouplingError.io(prefix + describe(errno)) }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, [S_IFCHR, S_IFIFO].contains(info.st_mode & S_IFMT) else {
                throw CouplingError.io(prefix + "it changed while being opened")
            }
            if let failure = writeAll(descriptor, bytes) { throw CouplingError.io(prefix + describe(failure)) }
        case .file:
            do {
                try replace(path, with: bytes)
            } catch let error as WriteFailure {
                throw CouplingError.io(prefix + error.reason)
            }
        }
    }

    /// A regular file replaced atomically, for the caches: no name checks (the caller owns the
    /// folder), a link at `path` is replaced, never followed.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        try replace(path) { write in try write(bytes[...]) }
    }

    /// `replace(_:with:)` for a file written in pieces as they are made (a cache file of hundreds of
    /// megabytes is never held whole): `writing` gets the function that appends a piece.
    static func replace(
        _ path: String, writing: ((ArraySlice<UInt8>) throws -> Void) throws -> Void
    ) throws {
        let folder = folderOf(path)
        let name = nameOf(path)
        removeStaleTemporaries(in: folder, of: name)
        var existing = stat()
        let keepMode: mode_t? = lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
            ? existing.st_mode & 0o7777 : nil
        let temporary = folder + "/" + temporaryName(of: name) + "\(getpid()).\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteFailure(reason: describe(errno)) }
        do {
            try writing { piece in
                if let error = writeAll(descriptor, piece) { throw WriteFailure(reason: describe(error)) }
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        var failure: Int32?
        if let keepMode, fchmod(descriptor, keepMode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw WriteFailure(reason: describe(failure))
        }
    }

    struct WriteFailure: Error {
        let reason: String
    }

    /// `.<name>.coupling-tmp.`, followed by the writer's process id and a random number. The name
    /// is cut short so that the whole stays within the 255 bytes a file name may have.
    static func temporaryName(of name: String) -> String {
        "." + String(decoding: name.utf8.prefix(100), as: UTF8.self) + marker
    }

    static let marker = ".coupling-tmp."

    /// Removes the temporary files of `name` in `folder` whose writer is no longer running (a run
    /// killed mid-write); the ones of a running process are left alone, it may still rename them.
    static func removeStaleTemporaries(in folder: String, of name: String) {
        let prefix = temporaryName(of: name)
        for name in FileSystem.names(in: folder, withPrefix: prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dot = rest.firstIndex(of: "."), let pid = pid_t(rest[..<dot]) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
        }
    }

    /// A report is never written over source code or a manifest, wherever it is, nor to a new file
    /// that the next scan would read as such.
    private static func checkName(_ path: String, refuse: (String) -> CouplingError) throws {
        let name = nameOf(path)
        if DiscoverFilesPass.Walker.isManifest(name) || DiscoverFilesPass.Walker.language(ofFileNamed: name) != nil {
            throw refuse("is named like a source file or build manifest, which coupling reads and never writes")
        }
    }

    /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`: the descriptor they name.
    static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let number = Int32(path.dropFirst(prefix.count)), number >= 0 { return number }
            }
            return nil
        }
    }

    static func folderOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func nameOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func describe(_ error: Int32) -> String { String(cString: strerror(error)) }

    /// Writes all of `bytes` to an open descriptor; the error number when a write fails.
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        writeAll(descriptor, bytes[...])
    }

    public static func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var done = 0
            while done < buffer.count {
                #if canImport(Glibc)
                    let count = Glibc.write(descriptor, base + done, buffer.count - done)
                #else
                    let count = Darwin.write(descriptor, base + done, buffer.count - done)
                #endif
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += count
            }
            return nil
        }
    }
}
