import Foundation

/// Recommends products similar to the ones the user looked at.
final class RecommendationEngine {
    private var viewed: [Product] = []

    func recordView(of product: Product) {
        viewed.append(product)
        if viewed.count > 50 { viewed.removeFirst() }
    }

    func affinity(forProductID productID: String) -> Double {
        Double(viewed.filter { $0.id == productID }.count) / Double(max(viewed.count, 1))
    }

    func recommendations(from candidates: [Product], limit: Int = 5) -> [Product] {
        let likedTags = Set(viewed.flatMap(\.tags))
        return candidates
            .map { product in (product, product.tags.intersection(likedTags).count) }
            .filter { $0.1 > 0 }
            .sorted { $0.1 > $1.1 }
            .prefix(limit)
            .map(\.0)
    }
}
