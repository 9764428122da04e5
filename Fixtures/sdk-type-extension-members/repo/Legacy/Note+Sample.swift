extension Note {
    static let sample = Note(text: "")
}
