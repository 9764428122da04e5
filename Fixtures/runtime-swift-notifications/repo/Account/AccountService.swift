import Core
import Foundation

public final class AccountService {
    public init() {}

    public func logIn() {
        // NotificationCenter.default.post(name: .cartDidChange, object: nil)  (commented out: no post)
        NotificationCenter.default.post(name: .userDidLogin, object: nil)
    }
}
