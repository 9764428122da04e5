import Foundation

/// Owns the product list and keeps the search index up to date.
final class CatalogStore {
    private(set) var products: [String: Product] = [:]
    private let index: SearchIndex

    init(index: SearchIndex) {
        self.index = index
    }

    func upsert(_ product: Product) {
        products[product.id] = product
        index.add(documentID: product.id, text: product.name + " " + product.details)
    }

    func product(withID id: String) -> Product? {
        products[id]
    }
}
