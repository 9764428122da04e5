import Combine
import Core
import Foundation

final class CartStore {
    private var subscriptions = Set<AnyCancellable>()
    private(set) var items: [String] = []

    init() {
        NotificationCenter.default.publisher(for: .userDidLogin)
            .sink { [weak self] _ in self?.reload() }
            .store(in: &subscriptions)
    }

    func add(_ item: String) {
        items.append(item)
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }

    private func reload() {
        items = []
    }
}
