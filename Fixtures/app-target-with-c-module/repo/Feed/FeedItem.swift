import Foundation

/// One post of the feed, as the API returns it.
struct FeedItem: Decodable, Identifiable {
    let id: Int
    let title: String
    let body: String
}
