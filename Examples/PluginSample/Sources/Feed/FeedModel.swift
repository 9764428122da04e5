import Networking
import Storage

/// The feed screen's model.
public struct FeedModel {
    private let repository = Repository()
    // Breaks the rule in .coupling.yml: a feature using Storage directly.
    private let drafts = DiskCache()

    public init() {}

    public func headline(of id: String) -> String { repository.title(of: id) }

    public func draft(of id: String) -> String? { drafts.value(for: id) }
}
