// Kept for reference; the package excludes this folder from the Parsers target.
struct Pair<T> {
    var left: T
    var right: T
}
