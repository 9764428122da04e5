import Foundation

@objc public enum SyncStatus: Int {
    case idle, running
}
