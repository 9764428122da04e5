import ApiClient
import SharedModels

public struct HomeView {
    let client: ApiClient
    public var items: [Item] = []
    public init(client: ApiClient) { self.client = client }
}
