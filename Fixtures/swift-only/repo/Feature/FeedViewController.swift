import UIKit
import Core

public final class FeedViewController: UITableViewController {
    private let viewModel: FeedViewModel
    private let logger: any Logging
    private var items: [FeedItem] = []

    public init(viewModel: FeedViewModel, logger: any Logging) {
        self.viewModel = viewModel
        self.logger = logger
        super.init(style: .insetGrouped)
        title = "Feed"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Unread only"
        configuration.cornerStyle = .capsule
        let filterButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.toggleUnreadOnly()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: filterButton)

        viewModel.onStateChange = { [weak self] state in self?.render(state) }
        Task { await viewModel.refresh() }
    }

    private func toggleUnreadOnly() {
        viewModel.unreadOnly.toggle()
        logger.log(.info, "unreadOnly = \(viewModel.unreadOnly)", file: #fileID, line: #line)
        Task { await viewModel.refresh(force: true) }
    }

    private func render(_ state: FeedViewModel.State) {
        switch state {
        case .idle, .loading:
            refreshControl?.beginRefreshing()
        case .loaded(let items):
            refreshControl?.endRefreshing()
            self.items = items
            tableView.reloadData()
        case .failed(let message):
            refreshControl?.endRefreshing()
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.secondaryText = item.summary
        cell.contentConfiguration = content
        return cell
    }
}
