import ApiClient

public struct ProfileView {
    let client: ApiClient
    public init(client: ApiClient) { self.client = client }
}
