import UIKit
import Storage
import UIComponents

public final class FeedViewController: UITableViewController, UITableViewDataSourcePrefetching {
    private let service: FeedService
    private let positions = KeyValueStore(name: "feed")
    private var posts: [Post] = []

    public init(service: FeedService) {
        self.service = service
        super.init(style: .plain)
        title = NSLocalizedString("Feed", comment: "Tab title")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = Theme.accent
        tableView.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        tableView.prefetchDataSource = self
        reload()
    }

    private func reload() {
        service.loadFeed { [weak self] result in
            guard let self, case .success(let posts) = result else { return }
            self.posts = posts
            self.tableView.reloadData()
            if let lastRead = self.positions.value(String.self, forKey: "lastReadPostID"),
               let row = posts.firstIndex(where: { $0.id == lastRead }) {
                self.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
            }
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier, for: indexPath) as! PostCell
        cell.configure(with: posts[indexPath.row])
        positions.set(posts[indexPath.row].id, forKey: "lastReadPostID")
        return cell
    }

    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        // Both Storage and UIComponents declare an ImageCache and this file imports both, so the
        // name below is ambiguous (the compiler would ask for Storage.ImageCache). Warm the disk cache.
        let urls = indexPaths.compactMap { posts[$0.row].authorAvatarURL }
        for url in urls where ImageCache.shared.data(for: url) == nil {
            URLSession.shared.dataTask(with: url) { data, _, _ in
                if let data { ImageCache.shared.store(data, for: url) }
            }.resume()
        }
    }
}
