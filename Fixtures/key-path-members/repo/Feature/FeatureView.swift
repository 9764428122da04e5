import AppDependencies
import Clock
import Dependencies
import SwiftUI
import Theme

struct Item {
    var apiClient: String
}

struct FeatureView: View {
    @Dependency(\.apiClient) var apiClient  // AppDependencies' DependencyValues.apiClient
    @Dependency(\.now) var now  // AppDependencies and Clock both add `now`: ambiguous
    @Dependency(\.mainQueue) var mainQueue  // swift-dependencies' own: nothing in the tree
    @Environment(\.accentTheme) var accentTheme  // Theme's EnvironmentValues.accentTheme
    @Environment(\.horizontalSizeClass) var sizeClass  // SwiftUI's own member (Theme adds one for macOS)
    let themePath = \EnvironmentValues.accentTheme
    let legacyPath = \ApiClient.legacyName  // a use of ApiClient; nothing to Legacy
    let items: [Item] = []

    var body: some View {
        // `\.apiClient` with no known root: Item's member, not Legacy's constant.
        Text(items.map(\.apiClient).joined())
            .environment(\.accentTheme, 1)
    }
}
