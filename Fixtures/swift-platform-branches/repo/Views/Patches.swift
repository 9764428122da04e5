#if os(macOS)
import SwiftUI

/// macOS has no size classes: the app gives itself the iOS type's shape.
enum UserInterfaceSizeClass {
    case compact, regular
}
#endif
