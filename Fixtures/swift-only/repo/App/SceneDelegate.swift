import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private lazy var root = CompositionRoot()

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = root.makeRootViewController()
        window.makeKeyAndVisible()
        self.window = window
        root.logger.log(.info, "Scene connected", file: #fileID, line: #line)
    }
}
