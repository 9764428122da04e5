import Foundation
import UIKit
import Core
import Networking
import Feature

/// Builds the object graph once, at launch.
@MainActor
final class CompositionRoot {
    let configuration: Configuration
    let logger: any Logging
    let client: any HTTPClient
    let thumbnails = Cache<URL, Data>(timeToLive: 600)
    /// Items marked read while offline, sent with the next refresh.
    let pendingReadMarks = Cache<FeedItem.ID, Date>(timeToLive: 86_400)

    init(configuration: Configuration = .fromMainBundle()) {
        self.configuration = configuration
        self.logger = AppLogger(build: configuration.appVersion)
        // TODO: wrap the client in RetryPolicy once the backend sends Retry-After.
        self.client = URLSessionHTTPClient(baseURL: configuration.apiBaseURL, logger: logger)
    }

    func makeRootViewController() -> UIViewController {
        let viewModel = FeedViewModel(client: client, logger: logger)
        let feedScreen = FeedViewController(viewModel: viewModel, logger: logger)
        return UINavigationController(rootViewController: feedScreen)
    }
}
