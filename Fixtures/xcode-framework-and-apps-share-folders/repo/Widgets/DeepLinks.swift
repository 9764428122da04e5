// The app and the widget extension both compile this file.
struct DeepLinks {
    static let newSearch = "example-new-search://"
}
