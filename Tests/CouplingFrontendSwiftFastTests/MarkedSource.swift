/// Source text with emoji markers (1️⃣ 2️⃣ …) where a fact must be found. The markers are
/// removed; `positions` says at which line and (UTF-8, 1-based) column each one stood.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    let text: String
    let positions: [String: (line: Int, column: Int)]

    init(_ marked: String) {
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

    var bytes: [UInt8] { Array(text.utf8) }
}
