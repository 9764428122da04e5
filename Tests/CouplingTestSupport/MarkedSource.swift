import CouplingModel

/// Source text with emoji markers (1️⃣ … 🔟) placed just before what a frontend must find
/// (swift-format's marked text). The markers are removed; `positions` says at which line and
/// column (1-based, in UTF-8 bytes) each one stood.
public struct MarkedSource: Sendable {
    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    public let text: String
    public let positions: [String: (line: Int, column: Int)]

    public init(_ marked: String) {
        var text = ""
        var positions: [String: (Int, Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let character = rest.first {
            for marker in Self.markers where rest.hasPrefix(marker) {
                positions[marker] = (line, column)
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.positions = positions
    }

    public var bytes: [UInt8] { Array(text.utf8) }

    /// Where a marker stood, in a file at `path`.
    public func location(_ marker: String, path: String) -> SourceLocation {
        let position = positions[marker] ?? (0, 0)
        return SourceLocation(path: path, line: position.line, column: position.column)
    }
}
