/// The identity and type of one artifact passes exchange. The key type is the identity; `name`
/// is how plans and errors print it. Artifacts are written once and never changed: a pass that
/// refines something produces a new key.
public protocol ArtifactKey: Sendable {
    associatedtype Value: Sendable
    static var name: String { get }
}

/// A type-erased artifact key, for plans and errors.
public struct ArtifactID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let name: String
    public init<Key: ArtifactKey>(_ key: Key.Type) { name = Key.name }
    public static func < (a: ArtifactID, b: ArtifactID) -> Bool { a.name < b.name }
    public var description: String { name }
}
