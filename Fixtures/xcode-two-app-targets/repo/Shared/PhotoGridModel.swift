import Foundation
import PhotoKitCore

/// What the photo grid shows, in both apps. Images are `PlatformImage`: each app target declares
/// it (UIImage on iOS, NSImage on macOS), so this file compiles once per app.
final class PhotoGridModel {
    let library: PhotoLibrary
    var thumbnailSize: ThumbnailSize = .medium
    private var cache: [UUID: PlatformImage] = [:]

    init(library: PhotoLibrary) {
        self.library = library
    }

    var photos: [Photo] {
        library.allPhotos()
    }

    func thumbnail(for photo: Photo, renderer: ThumbnailRenderer) -> PlatformImage {
        if let cached = cache[photo.id] {
            return cached
        }
        let image = renderer.render(photo, size: thumbnailSize)
        cache[photo.id] = image
        return image
    }
}
