import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Foundation

extension MarkedSource {
    func location(_ marker: String) -> SourceLocation { location(marker, path: "Sources/A/File.h") }
}

/// The libclang found on this machine, if any (tests that need it are skipped without it).
let foundLibclang: Libclang? = {
    switch Libclang.locate(explicitPath: nil, environment: ProcessInfo.processInfo.environment) {
    case .success(let library): return library
    case .failure: return nil
    }
}()

/// Every libclang installed here (Debian's and the Swift toolchain's), to test both.
let installedLibclangs: [String] = ["/usr/lib/llvm-14/lib/libclang.so", "/opt/swift/usr/lib/libclang.so"]
    .filter { FileManager.default.fileExists(atPath: $0) }

func facts(_ source: MarkedSource, path: String = "Sources/A/File.h", language: Language = .header,
           extractor: CFamilyDeclarationReader = .lexer, libclang: Libclang? = nil) -> FileFacts {
    var frontend = CFamilyFrontend(extractor: extractor, libclang: libclang)
    return frontend.facts(path: path, contents: source.bytes, language: language)
}

struct Expected: Hashable, CustomStringConvertible {
    var name: String
    var kind: DeclarationKind
    var line: Int
    var column: Int
    var swiftName: String?
    var description: String { "\(kind.rawValue) \(name) \(line):\(column)\(swiftName.map { " swift=\($0)" } ?? "")" }

    init(_ declaration: Declaration) {
        name = declaration.name
        kind = declaration.kind
        line = declaration.location.line
        column = declaration.location.column
        swiftName = declaration.swiftName
    }

    init(_ name: String, _ kind: DeclarationKind, _ marker: String, in source: MarkedSource, swiftName: String? = nil) {
        let location = source.location(marker)
        self.name = name
        self.kind = kind
        self.line = location.line
        self.column = location.column
        self.swiftName = swiftName
    }
}
