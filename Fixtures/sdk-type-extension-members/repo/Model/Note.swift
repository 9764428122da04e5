struct Note {
    let text: String
}
