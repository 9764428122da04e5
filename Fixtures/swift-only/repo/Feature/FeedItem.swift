import Foundation
import Networking

public struct FeedItem: Decodable, Identifiable, Equatable, Sendable {
    public let id: String
    public let title: String
    public let summary: String
    public let publishedAt: Date
    public var isRead: Bool
}

extension Endpoint where Response == [FeedItem] {
    /// GET /feed?page=…&unread=1
    static func feed(page: Int, unreadOnly: Bool) -> Self {
        Endpoint(Networking.HTTPMethod.get, path: "feed") {
            URLQueryItem(name: "page", value: String(page))
            if unreadOnly {
                URLQueryItem(name: "unread", value: "1")
            }
        }
    }
}
