import AppKit
import PhotoKitCore

/// The library window: thumbnails with their captions. The iOS app decodes through LegacyKit's
/// LKDiskCache; the Mac app does not build LegacyKit.
final class LibraryWindowController: NSWindowController {
    private let model: PhotoGridModel
    private let renderer = ThumbnailRenderer()
    // Left over from a port of the iOS grid: never set on the Mac.
    private var legacyLoader: LKImageLoader?

    init(library: PhotoLibrary) {
        model = PhotoGridModel(library: library)
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 800, height: 600),
            styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
        window.title = "Library"
        super.init(window: window)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func thumbnails() -> [(caption: String, image: PlatformImage)] {
        model.photos.map { photo in
            (captionText(for: photo.takenAt), model.thumbnail(for: photo, renderer: renderer))
        }
    }
}
