import Networking
import DesignSystem

public final class SearchViewModel {
    private let client: APIClient
    public private(set) var results: [String] = []

    public init(client: APIClient) {
        self.client = client
    }

    public func search(_ text: String) {
        client.send(APIRequest(path: "/search?q=\(text)")) { _ in }
        _ = PrimaryButtonStyle()
    }
}
