import Kit
import UIKit

final class GalleryScreen: UIViewController {
    private let photo = KTPhotoView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
    }
}
