/// The signed-in user's session.
public final class Session {
    public let userID: String
    public init(userID: String) { self.userID = userID }
}
