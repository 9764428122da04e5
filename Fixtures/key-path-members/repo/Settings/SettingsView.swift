import SwiftUI

/// Imports nothing that adds `accentTheme` to EnvironmentValues. (Without Swift's
/// MemberImportVisibility feature the compiler would still accept it through FeatureView.swift's
/// `import Theme`; the tool follows this file's own imports.)
struct SettingsView: View {
    @Environment(\.accentTheme) var accentTheme

    var body: some View { Text("\(accentTheme)") }
}
