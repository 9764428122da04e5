import UIKit
import Kit

final class AppDelegate: UIResponder {
    let greeter = Greeter()
}
