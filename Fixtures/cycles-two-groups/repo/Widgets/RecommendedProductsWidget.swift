import Foundation

/// Home-screen widget content: a few recommended product names.
struct RecommendedProductsWidget {
    let engine: RecommendationEngine

    func entries(from catalog: [Product]) -> [String] {
        engine.recommendations(from: catalog, limit: 3).map(\.name)
    }
}
