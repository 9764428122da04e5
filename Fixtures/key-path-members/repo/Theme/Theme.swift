import SwiftUI

extension EnvironmentValues {
    /// Read with `@Environment(\.accentTheme)`, set with `.environment(\.accentTheme, value)`.
    public var accentTheme: Int {
        get { 0 }
        set {}
    }
}

#if os(macOS)
extension EnvironmentValues {
    /// A shim for macOS: elsewhere `horizontalSizeClass` is SwiftUI's own, and a key path to it
    /// cannot tell which one it means.
    var horizontalSizeClass: Int { 0 }
}
#endif
