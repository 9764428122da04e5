import Foundation

// Neither Models nor Shared is imported here, and App's re-export is App's folder's: the folders of
// an app target no manifest declares may be modules of their own. `Table` and `Store` are not visible.
struct Report {
    func render(_ table: Table) -> String { table.name }

    func count(_ store: Store) -> Int { store.tables.count }
}
