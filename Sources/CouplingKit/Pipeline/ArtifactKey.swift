/// The identity and type of one artifact passes exchange. The key type is the identity; `name`
/// is how plans and errors print it. Artifacts are written once and never changed: a pass that
/// refines something produces a new key.
public protocol ArtifactKey: Sendable {
    associatedtype Value: Sendable
    static var name: String { get }
}

/// A type-erased artifact key, for plans and errors. Two ids are the same artifact when their key
/// types are the same type (as LLVM's analysis keys are their addresses), whatever their names.
public struct ArtifactID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let key: ObjectIdentifier
    public let name: String

    public init<Key: ArtifactKey>(_ key: Key.Type) {
        self.key = ObjectIdentifier(key)
        name = Key.name
    }

    public static func == (a: ArtifactID, b: ArtifactID) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    /// By name, for plans and messages that read the same from run to run.
    public static func < (a: ArtifactID, b: ArtifactID) -> Bool { a.name < b.name }
    public var description: String { name }
}
