import Core

// The app's own overload, compiled only into the app.
extension Pixel {
    static func fire(pixel: Event, includedParameters: [String]) {}
}
