public enum Palette {
    public static let accent = "#FF6600"
    public static let background = "#FFFFFF"
}

public struct PrimaryButtonStyle {
    public init() {}
}
