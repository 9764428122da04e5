import Foundation

public class Thread2: NSObject {
    public let session: Session
    public init(session: Session) { self.session = session }
}
