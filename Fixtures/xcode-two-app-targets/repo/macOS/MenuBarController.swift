import AppKit

/// The status item with the library's favourites.
final class MenuBarController {
    private var statusItem: NSStatusItem?

    func install() {
        let item = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        item.button?.title = "Photos"
        statusItem = item
    }
}
