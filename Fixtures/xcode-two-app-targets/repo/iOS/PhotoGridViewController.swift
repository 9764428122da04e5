import UIKit
import PhotoKitCore

final class PhotoGridViewController: UICollectionViewController {
    private let model: PhotoGridModel
    private let renderer = ThumbnailRenderer()
    private let loader = LKImageLoader(diskCache: LKDiskCache.sharedCache)

    init(model: PhotoGridModel) {
        self.model = model
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        title = "Photos"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "PhotoCell")
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model.photos.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
        let photo: Photo = model.photos[indexPath.item]
        var content = UIListContentConfiguration.cell()
        content.image = model.thumbnail(for: photo, renderer: renderer)
        content.text = captionText(for: photo.takenAt)
        cell.contentConfiguration = content
        loader.loadImage(forKey: photo.id.uuidString) { _ in }
        return cell
    }
}
