import SwiftUI

/// The settings screen: SwiftUI, in the same app target as the UIKit screens.
struct SettingsView: View {
    @State private var compressed = true

    var body: some View {
        Form {
            Toggle("Compress uploads (\(Gzip.libraryVersion))", isOn: $compressed)
        }
        .tint(Color(Theme.accent))
    }
}
