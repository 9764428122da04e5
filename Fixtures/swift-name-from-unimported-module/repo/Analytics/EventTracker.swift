import Core

/// Sends events for a session.
public final class EventTracker {
    public let session: Session
    public init(session: Session) { self.session = session }
    public func track(_ name: String) {}
}
