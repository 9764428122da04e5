import AppDependencies

/// A top-level constant named like the dependency: a key path's member is never it.
public let apiClient = "legacy"

extension ApiClient {
    /// A member added to a type the tree declares: `\ApiClient.legacyName` uses ApiClient, and which
    /// member it means (the type's own or an extension's) is not looked up.
    public var legacyName: String { "legacy" }
}
