import Foundation

final class WidgetController {
    // WidgetDefaults.swift is compiled into this app target too: an edge to Widgets.
    let defaults = WidgetDefaults()

    func lastEntry() -> String? {
        // NoteEntry is declared in Widgets/NoteEntry.swift, which only the widget extension
        // compiles: this app target cannot see it.
        let entry: NoteEntry? = nil
        return entry?.title ?? defaults.lastNoteID
    }
}
