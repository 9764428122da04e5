import UIKit

final class LoginViewController: UIViewController {
    let delegate = AppDelegate.shared
}
