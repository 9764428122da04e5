import UIKit

final class ProfileViewController: UIViewController {
    var userID: String?
}
