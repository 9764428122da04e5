import Lib

// Lib's Entry, extended here: the type nested in Catalog is not at the top level.
extension Entry {
    func describe() -> String { "entry" }
}

print(Catalog(entries: []).entries.count)
