import Foundation

/// The app's implementation.
func stopTracking() {
    UserDefaults.standard.set(false, forKey: "tracking")
}
