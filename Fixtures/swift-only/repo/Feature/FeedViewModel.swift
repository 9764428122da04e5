import Foundation
import Core
import Networking

/// The last page shown, kept between refreshes. Private to this file: it is not the
/// generic cache of the Core module, and nothing outside this file can see it.
private struct Cache {
    var items: [FeedItem]
    var fetchedAt: Date

    func isFresh(at now: Date, maxAge: TimeInterval) -> Bool {
        now.timeIntervalSince(fetchedAt) < maxAge
    }
}

@MainActor
public final class FeedViewModel {
    public enum State: Equatable {
        case idle
        case loading
        case loaded([FeedItem])
        case failed(message: String)
    }

    public private(set) var state: State = .idle {
        didSet { onStateChange?(state) }
    }
    public var onStateChange: ((State) -> Void)?

    @UserDefault(key: "feed.unreadOnly", defaultValue: false)
    public var unreadOnly: Bool

    private let client: any HTTPClient
    private let logger: any Logging
    private var cache: Cache?

    /* Previews pass a ConsoleLogger; production passes the app's logger.
       Retrying is left to RetryPolicy inside the client. */
    public init(client: any HTTPClient, logger: any Logging) {
        self.client = client
        self.logger = logger
    }

    public func refresh(force: Bool = false) async {
        if !force, let cache, cache.isFresh(at: Date(), maxAge: 60) {
            state = .loaded(cache.items)
            return
        }
        state = .loading
        do {
            let items: [FeedItem] = try await client.send(.feed(page: 1, unreadOnly: unreadOnly))
            cache = Cache(items: items, fetchedAt: Date())
            state = .loaded(items)
        } catch let failure as APIError {
            logger.log(.error, "URLSessionHTTPClient failed: \(failure)", file: #fileID, line: #line)
            state = .failed(message: Self.message(for: failure))
        } catch {
            state = .failed(message: error.localizedDescription)
        }
    }

    private static func message(for failure: APIError) -> String {
        switch failure {
        case .status(401): return "Please sign in again."
        case .status: return "The server is having trouble. Try again later."
        case .invalidResponse, .decoding: return "Something went wrong."
        }
    }
}
