import Foundation

final class WidgetDefaults {
    var lastNoteID: String?
}
