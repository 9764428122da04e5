/// One Swift source with members of every kind, and what both Swift frontends must record for it.
public enum MemberSample {
    public static let text = """
        public struct 1️⃣Rope {
            struct 2️⃣Node {}
            var 3️⃣count = 0
            func 4️⃣find() -> Node? { let local = Node(); return local }
        }
        extension Rope {
            typealias 5️⃣Index = Int
            static let 6️⃣empty = Rope()
            enum 7️⃣Side { case left, right }
        }
        protocol 8️⃣Walker {
            associatedtype 9️⃣Step
            func 🔟walk() -> Step
        }
        """

    /// `scope kind name line:column`, in source order.
    public static func expected(_ source: MarkedSource) -> [String] {
        func at(_ marker: String) -> String {
            let position = source.positions[marker]!
            return "\(position.line):\(position.column)"
        }
        return [
            "module struct Rope \(at("1️⃣"))", "member struct Node \(at("2️⃣"))", "member variable count \(at("3️⃣"))",
            "member function find \(at("4️⃣"))", "member typealias Index \(at("5️⃣"))", "member variable empty \(at("6️⃣"))",
            "member enum Side \(at("7️⃣"))", "module protocol Walker \(at("8️⃣"))", "member typealias Step \(at("9️⃣"))",
            "member function walk \(at("🔟"))",
        ]
    }
}
