import UIKit

/// Found by CTMediator at run time (`Target_` + the URL's host).
@objc(Target_Profile)
final class Target_Profile: NSObject {
    @objc func Action_showProfile(_ params: NSDictionary) -> UIViewController {
        let controller = ProfileViewController()
        controller.userID = params["uid"] as? String
        return controller
    }
}
