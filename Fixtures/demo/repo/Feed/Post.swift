import Foundation

public struct Post: Decodable, Hashable, Sendable {
    public let id: String
    public let authorName: String
    public let authorAvatarURL: URL?
    public let text: String
    public let createdAt: Date
}
