import Foundation

struct NotesApp {
    let controller = WidgetController()
}
