import UIKit

/// Lists the feed. The app is one target: no folder imports another, they simply see each other.
final class FeedViewController: UITableViewController {
    private let client = APIClient(baseURL: URL(string: "https://example.com")!)
    private var items: [FeedItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.background  // Theme lives in DesignSystem
        client.fetchFeed { [weak self] items in
            self?.items = items
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        // "APIClient" in a string is not a use.
        items.count
    }
}
