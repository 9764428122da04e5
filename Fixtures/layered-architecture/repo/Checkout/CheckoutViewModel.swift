import Networking
import Storage
import Search

public final class CheckoutViewModel {
    private let client = APIClient()
    // Forbidden: a feature writing to Storage directly.
    private let cache = DiskCache()
    // Same-layer dependency: one feature using another.
    private let suggestions: SearchViewModel

    public init() {
        suggestions = SearchViewModel(client: client)
    }

    public func placeOrder() {
        client.send(APIRequest(path: "/orders")) { _ in }
    }
}
