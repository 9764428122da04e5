import Foundation

/// A stub the widget compiles in place of the app's function.
func stopTracking() {}

let current = TrackAttributes(name: "walk")
