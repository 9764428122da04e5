import Dependencies
import Foundation

/// The app's API client, registered with swift-dependencies.
public struct ApiClient: Sendable {
    public var fetch: @Sendable () async throws -> Data
}

private enum ApiClientKey: DependencyKey {
    static let liveValue = ApiClient(fetch: { Data() })
}

extension DependencyValues {
    /// `@Dependency(\.apiClient)` in another module names this member.
    public var apiClient: ApiClient {
        get { self[ApiClientKey.self] }
        set { self[ApiClientKey.self] = newValue }
    }

    /// Clock declares `now` too: a key path to it cannot tell the two apart.
    public var now: Date { Date() }
}
