import Foundation
import Analytics
import Networking

/// Loads the home feed from the API.
public final class FeedService {
    private let client: HTTPClient
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    public init(client: HTTPClient) {
        self.client = client
    }

    public func loadFeed(completion: @escaping (Result<[Post], Error>) -> Void) {
        let request = NWRequest(method: "GET", path: "feed")
        client.send(request) { [decoder] data, error in
            if let error {
                completion(.failure(error))
                return
            }
            do {
                let posts = try decoder.decode([Post].self, from: data ?? Data())
                Tracker.sharedTracker.trackEventNamed("feed_loaded", properties: ["count": posts.count])
                completion(.success(posts))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
