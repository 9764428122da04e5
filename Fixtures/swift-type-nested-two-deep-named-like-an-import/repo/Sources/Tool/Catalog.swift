struct Catalog {
    struct Entry {
        typealias Entry = String
        let title: Entry
    }
    let entries: [Entry]
}
