import Foundation

public enum Config {
    public static let didChangeNotification = Notification.Name("configDidChange")
}
