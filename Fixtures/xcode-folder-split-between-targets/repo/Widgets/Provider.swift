import Foundation

struct Provider {
    let defaults = WidgetDefaults()

    func placeholder() -> NoteEntry {
        NoteEntry(title: defaults.lastNoteID ?? "")
    }
}
