import Foundation

public final class Store {
    public let tables: [Table]

    public init() { tables = [Table(name: "notes")] }

    public func column(_ raw: String) -> Column? { Column(rawValue: raw) }
}
