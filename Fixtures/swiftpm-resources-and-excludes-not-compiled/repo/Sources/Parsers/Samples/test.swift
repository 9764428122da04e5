// A sample document for syntax-highlighting tests: copied into the bundle as a resource, never compiled.
protocol Identifiable {
    var id: String { get }
}

struct Pair<A, B> {
    var first: A
    var second: B
}
