import SwiftUI

public extension Color {
    static let brand = Color(red: 0.1, green: 0.2, blue: 0.3)
}

extension String {
    public static let appName = "Demo"
}

extension LoggingSystem {
    public func bootstrapDemo(label: String) {}
}

extension LoggingSystem {
    public static func bootstrapDemo() {}
}

public extension Notification.Name {
    static let themeChanged = Notification.Name("theme")
}

public struct Configuration {
    public init() {}
}

public extension Configuration {
    static let standard = Configuration()
}

public enum Signing {}

public enum Curve {
    public enum Signing {}
}

public extension Curve.Signing {
    static let keySize = 32
}
