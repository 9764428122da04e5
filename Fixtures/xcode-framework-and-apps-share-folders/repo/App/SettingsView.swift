import Core
import Configuration
import SwiftUI

struct SettingsView: View {
    let learnMoreURL = URL(string: "https://example.com")!

    var body: some View {
        // SwiftUI's Link, or the framework's? The initializer tells the compiler, not the names.
        Link("Learn more", destination: learnMoreURL)
    }
}
