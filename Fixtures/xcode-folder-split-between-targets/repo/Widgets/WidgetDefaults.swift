import Foundation

@objc final class WidgetDefaults: NSObject {
    var lastNoteID: String?
}
