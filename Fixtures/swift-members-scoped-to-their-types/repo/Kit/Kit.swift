public func controlState(_ value: Int) -> Bool { value > 0 }

public func temperature(_ value: Double) -> String { "\(value)°" }

public enum ThemeType {
    case light, dark
}

public struct Category: Hashable {
    public let rawValue: Int
}
