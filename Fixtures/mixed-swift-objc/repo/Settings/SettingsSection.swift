import Foundation

enum SettingsSection: Int, CaseIterable {
    case account
    case about

    var title: String {
        switch self {
        case .account: return NSLocalizedString("Account", comment: "Settings section")
        case .about: return NSLocalizedString("About", comment: "Settings section")
        }
    }
}
