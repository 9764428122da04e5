import Foundation

public struct APIRequest {
    public let path: String
    public init(path: String) { self.path = path }
}

public final class APIClient {
    public init() {}
    public func send(_ request: APIRequest, completion: @escaping (Result<Data, Error>) -> Void) {
        completion(.success(Data()))
    }
}
