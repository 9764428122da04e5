import UIKit
import PhotoKitCore

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let library = PhotoLibrary()

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let grid = PhotoGridViewController(model: PhotoGridModel(library: library))
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: grid)
        window.makeKeyAndVisible()
        self.window = window
        // Copied from the Mac app: its menu bar controller is not part of this target.
        MenuBarController().install()
    }
}
