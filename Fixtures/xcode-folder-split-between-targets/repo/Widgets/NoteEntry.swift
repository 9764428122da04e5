import Foundation

struct NoteEntry {
    let title: String
}
