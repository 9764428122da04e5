import Core

// An app extension links the framework; it never compiles the app's files.
func dismiss() {
    Pixel.fire(pixel: .dismiss)
}
