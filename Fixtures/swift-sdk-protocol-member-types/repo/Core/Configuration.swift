/// The tree's own `Configuration`, named like SwiftUI's styles' member type.
public protocol Configuration {
    var name: String { get }
}
