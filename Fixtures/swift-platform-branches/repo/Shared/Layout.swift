import SwiftUI

struct Layout {
    #if os(iOS)
    // SwiftUI's own type on iOS: the tree's shim is compiled for macOS only.
    var compactWidth: UserInterfaceSizeClass? = nil
    #endif
    // Compiled for both: on macOS this is the shim in Views.
    var width: UserInterfaceSizeClass? = nil
}
