import UIKit
import Feed
import Networking
import Profile

/// The two tabs of the app. Features never know about each other; only the app composes them.
final class RootTabBarController: UITabBarController {
    init(client: HTTPClient) {
        super.init(nibName: nil, bundle: nil)
        let feed = FeedViewController(service: FeedService(client: client))
        feed.tabBarItem = UITabBarItem(title: feed.title, image: UIImage(systemName: "house"), tag: 0)
        let profile = ProfileViewController(client: client)
        profile.tabBarItem = UITabBarItem(title: profile.title, image: UIImage(systemName: "person"), tag: 1)
        viewControllers = [feed, profile].map { UINavigationController(rootViewController: $0) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
