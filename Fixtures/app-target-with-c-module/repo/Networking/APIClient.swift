import Foundation

/// Talks to the backend. Decodes feed items: Networking knows Feed's model (the cycle the app has).
final class APIClient {
    private let baseURL: URL
    private let session = URLSession.shared

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func fetchFeed(completion: @escaping ([FeedItem]) -> Void) {
        let url = baseURL.appendingPathComponent("feed")
        session.dataTask(with: url) { data, _, _ in
            let decoded = data.flatMap { try? JSONDecoder().decode([FeedItem].self, from: $0) } ?? []
            completion(decoded)
        }.resume()
    }
}
