import Foundation

public enum Fireproofing {
    public static let loginDetectionStateChanged = Foundation.Notification.Name("com.example.loginDetectionStateChanged")

    public static func toggle() {
        NotificationCenter.default.post(name: loginDetectionStateChanged, object: nil)
    }
}
