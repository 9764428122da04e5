/// Robert C. Martin's package metrics, per component (formulas in `docs/metrics.md`):
/// Ca = components that depend on it, Ce = components it depends on, I = Ce / (Ca + Ce),
/// A = abstract types / types, D = |A + I − 1|.
public struct ComponentMetrics: Hashable, Sendable, Codable {
    public var files: Int
    /// Lines of its source files (nil in reports written before lines were counted).
    public var lines: Int?
    /// Surface declarations, every kind.
    public var declarations: Int
    /// Surface declarations that name a new type: classes, structs, enums, unions, protocols, actors.
    public var types: Int
    /// The abstract ones among them: protocols (Swift and Objective-C; neither has abstract classes).
    public var abstractTypes: Int
    /// Afferent coupling: how many other components depend on it.
    public var ca: Int
    /// Efferent coupling: how many other components it depends on.
    public var ce: Int
    /// Ce / (Ca + Ce); 0 when it has no edge at all.
    public var instability: Ratio
    /// abstractTypes / types; 0 when it declares no type.
    public var abstractness: Ratio
    /// |A + I − 1|: 0 on the main sequence, 1 in the zone of pain (A 0, I 0) or of uselessness (A 1, I 1).
    public var distance: Ratio

    /// Kinds counted as types (`DeclarationKind` raw values); aliases (`typealias`, `typedef`) name
    /// existing types and are left out.
    public static let typeKinds: Set<String> = ["class", "struct", "enum", "union", "protocol", "actor"]
    public static let abstractKinds: Set<String> = ["protocol"]

    public init(files: Int, lines: Int?, declarations: [String: Int], ca: Int, ce: Int) {
        self.files = files
        self.lines = lines
        self.declarations = declarations.values.reduce(0, +)
        types = declarations.filter { Self.typeKinds.contains($0.key) }.values.reduce(0, +)
        abstractTypes = declarations.filter { Self.abstractKinds.contains($0.key) }.values.reduce(0, +)
        self.ca = ca
        self.ce = ce
        instability = Ratio(ce, over: ca + ce)
        abstractness = Ratio(abstractTypes, over: types)
        distance = Ratio(thousandths: abs(abstractness.thousandths + instability.thousandths - 1000))
    }

    /// The metrics of a component summary, from its counts and edges.
    public init(_ component: ComponentSummary, lines: Int?) {
        self.init(
            files: component.files, lines: lines, declarations: component.declarations, ca: component.fanIn,
            ce: component.fanOut)
    }
}

/// A number between 0 and 1 kept in thousandths, so that reports hold exact, stable values
/// (`0.333`, never `0.33333333333333331`) and every format prints the same digits.
public struct Ratio: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public var thousandths: Int

    public init(thousandths: Int) { self.thousandths = thousandths }

    /// numerator / denominator rounded half up to thousandths; 0 when the denominator is 0.
    public init(_ numerator: Int, over denominator: Int) {
        thousandths = denominator == 0 ? 0 : (numerator * 2000 + denominator) / (2 * denominator)
    }

    public var value: Double { Double(thousandths) / 1000 }

    /// The shortest decimal: `0`, `1`, `0.5`, `0.25`, `0.333` (what JSON encoders write for `value`).
    public var description: String {
        let whole = thousandths / 1000
        var fraction = thousandths % 1000
        guard fraction != 0 else { return "\(whole)" }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }

    /// Two decimals, for tables: `0.50`, `1.00`.
    public var fixed2: String {
        let hundredths = (thousandths + 5) / 10
        let text = String(hundredths % 100)
        return "\(hundredths / 100)." + (text.count == 1 ? "0" + text : text)
    }

    public static func < (a: Ratio, b: Ratio) -> Bool { a.thousandths < b.thousandths }

    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Double.self)
        thousandths = Int((value * 1000).rounded())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
