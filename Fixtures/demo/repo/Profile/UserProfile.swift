import Foundation

struct UserProfile: Decodable {
    let displayName: String
    let bio: String
    let avatarURL: URL?
    let followerCount: Int
}
