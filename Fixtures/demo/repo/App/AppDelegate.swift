import UIKit
import Analytics
import Networking

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let client = HTTPClient(baseURL: URL(string: "https://api.example.com/v2/")!)
        Tracker.sharedTracker.uploadClient = client
        Tracker.sharedTracker.trackEventNamed("app_launch", properties: nil)

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RootTabBarController(client: client)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        Tracker.sharedTracker.flush()
    }
}
