import SharedModels

public struct StorageClient {
    public var save: (Item) -> Void
    public init(save: @escaping (Item) -> Void) { self.save = save }
}
