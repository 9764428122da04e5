import HomeFeature
import ProfileFeature
import SettingsFeature

public struct AppView {
    public let home: HomeView
    public let settings: SettingsView
    public let profile: ProfileView
}
