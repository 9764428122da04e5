public struct Table {
    public let name: String
    public init(name: String) { self.name = name }
}

public enum Column: String {
    case id, title
}
