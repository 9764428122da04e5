#if os(macOS)
import SwiftUI

struct MacApp: App {
    var body: some Scene {
        // SwiftUI's Settings scene: the tree's `Settings` view is compiled for iOS only.
        Settings { Text("Preferences") }
    }
}

func macOnlyHelper() -> Int { 1 }
#endif
