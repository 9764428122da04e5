import Foundation
import Core

public protocol HTTPClient: Sendable {
    func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response
}

/// The production client. Retries are the caller's business: see RetryPolicy.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let baseURL: URL
    private let logger: any Logging
    private let decoder: JSONDecoder

    public init(baseURL: URL, session: URLSession = .shared, logger: any Logging) {
        self.baseURL = baseURL
        self.session = session
        self.logger = logger
        self.decoder = JSONDecoder()
        self.decoder.keyDecodingStrategy = .convertFromSnakeCase
    }

    public func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        let request = endpoint.urlRequest(relativeTo: baseURL)
        let (data, response) = try await measure(endpoint.path, logger: logger) {
            try await session.data(for: request)
        }
        guard let http = response as? HTTPURLResponse else { throw APIError.invalidResponse }
        guard (200..<300).contains(http.statusCode) else {
            logger.log(.warning, "HTTP \(http.statusCode) for \(endpoint.path)", file: #fileID, line: #line)
            throw APIError.status(http.statusCode)
        }
        do {
            return try decoder.decode(Response.self, from: data)
        } catch {
            throw APIError.decoding(String(describing: error))
        }
    }
}
