import Foundation
import Core

/// A typed description of one API call.
public struct Endpoint<Response: Decodable> {
    public var method: HTTPMethod
    public var path: String
    public var queryItems: [URLQueryItem]

    public init(_ method: HTTPMethod = .get, path: String, @ArrayBuilder<URLQueryItem> query: () -> [URLQueryItem] = { [] }) {
        self.method = method
        self.path = path
        self.queryItems = query()
    }

    func urlRequest(relativeTo baseURL: URL) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = queryItems.isEmpty ? nil : queryItems
        var request = URLRequest(url: components.url!, timeoutInterval: defaultRequestTimeout)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}
