import AppKit
import PhotoKitCore

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var windowController: LibraryWindowController?
    private let menuBar = MenuBarController()

    func applicationDidFinishLaunching(_ notification: Notification) {
        let controller = LibraryWindowController(library: PhotoLibrary())
        controller.showWindow(nil)
        windowController = controller
        menuBar.install()
    }
}
