public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

public enum APIError: Error, Equatable {
    case invalidResponse
    case status(Int)
    case decoding(String)
}
