import CouplingFrontendClang
import CouplingModel
import Foundation

/// Source text with markers `1️⃣`...`9️⃣` placed just before the names that must be found.
struct MarkedSource {
    let text: String
    /// Marker → (line, column), 1-based, column in bytes.
    let positions: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
        var text = ""
        var positions: [String: (Int, Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while !rest.isEmpty {
            for marker in markers where rest.hasPrefix(marker) {
                positions[marker] = (line, column)
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            let character = rest.removeFirst()
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.positions = positions
    }

    var bytes: [UInt8] { Array(text.utf8) }

    func location(_ marker: String, path: String = "Sources/A/File.h") -> SourceLocation {
        let position = positions[marker] ?? (0, 0)
        return SourceLocation(path: path, line: position.line, column: position.column)
    }
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
           extractor: CDeclarationExtractor = .regex, libclang: Libclang? = nil) -> FileFacts {
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
