import Foundation
import PhotoKitCore

/// Draws the thumbnail of a photo until its pixels are decoded.
struct ThumbnailRenderer {
    /// Logged by both apps; the Mac app's menu bar shows the same text.
    static let pendingMessage = "MenuBarController and grid: thumbnail pending"

    func render(_ photo: Photo, size: ThumbnailSize) -> PlatformImage {
        // A blank image of the platform's kind, `size.points` wide once decoding lands.
        _ = size.points
        return PlatformImage()
    }
}
