import Foundation

/// One picture of the library, as both apps show it.
public struct Photo: Hashable, Identifiable {
    public let id: UUID
    public var title: String
    public var takenAt: Date
    public var isFavorite: Bool

    public init(id: UUID = UUID(), title: String, takenAt: Date, isFavorite: Bool = false) {
        self.id = id
        self.title = title
        self.takenAt = takenAt
        self.isFavorite = isFavorite
    }
}
