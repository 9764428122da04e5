// Only the widget extension compiles this file.
struct Favorite {
    let title: String
}
