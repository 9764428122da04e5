import UIKit

final class SettingsViewController: UITableViewController {
    private let store: AccountStore

    init(store: AccountStore = .sharedStore) {
        self.store = store
        super.init(style: .insetGrouped)
        title = NSLocalizedString("Settings", comment: "Screen title")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        SettingsSection.allCases.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        SettingsSection(rawValue: section)?.title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        SettingsSection(rawValue: section) == .account ? 2 : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch (SettingsSection(rawValue: indexPath.section), indexPath.row) {
        case (.account, 0):
            content.text = describe(store.currentAccount)
        case (.account, _):
            content.text = NSLocalizedString("Sign Out", comment: "Button")
            content.textProperties.color = .systemRed
        default:
            content.text = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard SettingsSection(rawValue: indexPath.section) == .account, indexPath.row == 1 else { return }
        store.signOut()
        Logger.shared.info("User signed out from Settings")
        tableView.reloadData()
    }

    private func describe(_ account: ACCAccount?) -> String {
        guard let account else { return NSLocalizedString("Not signed in", comment: "Account row") }
        return account.isVerified ? account.email : "\(account.email) (unverified)"
    }
}
