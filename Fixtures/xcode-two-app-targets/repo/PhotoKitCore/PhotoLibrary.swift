import Foundation

/// The photos on this device, newest first. Both apps' grids read it through a PhotoGridModel
/// (in Shared), which this framework knows nothing about.
public final class PhotoLibrary {
    private var photos: [Photo] = []

    public init() {}

    public func allPhotos() -> [Photo] {
        photos.sorted { $0.takenAt > $1.takenAt }
    }

    public func favorites() -> [Photo] {
        allPhotos().filter(\.isFavorite)
    }

    public func add(_ photo: Photo) {
        photos.append(photo)
    }
}
