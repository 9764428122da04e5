import Foundation

struct TrackAttributes {
    var name: String

    func stop() {
        stopTracking()
    }
}
