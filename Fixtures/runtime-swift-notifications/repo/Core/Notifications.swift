import Foundation

public extension Notification.Name {
    /// Posted by Account when a user logs in.
    static let userDidLogin = Notification.Name("app.userDidLogin")
    static let cartDidChange = Notification.Name(rawValue: "app.cartDidChange")
}

public enum EventKeys {
    public static let themeChanged = "app.themeChanged"
}
