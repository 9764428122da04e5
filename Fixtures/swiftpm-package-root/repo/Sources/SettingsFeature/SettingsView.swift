import StorageClient

public struct SettingsView {
    let storage: StorageClient
    public init(storage: StorageClient) { self.storage = storage }
}
