import UIKit

/// Decoded images in memory for the current session. Cleared on memory warnings.
public final class ImageCache {
    public static let shared = ImageCache()

    private let images = NSCache<NSURL, UIImage>()

    public func image(for url: URL) -> UIImage? {
        images.object(forKey: url as NSURL)
    }

    public func insert(_ image: UIImage, for url: URL) {
        images.setObject(image, forKey: url as NSURL)
    }

    public func removeAll() {
        images.removeAllObjects()
    }
}
