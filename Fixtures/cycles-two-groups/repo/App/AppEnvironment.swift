import Foundation

/// Wires every component together for the running app.
final class AppEnvironment {
    let recommendations = RecommendationEngine()
    let search = SearchIndex()
    let catalog: CatalogStore
    let orders = OrderService(processor: PaymentProcessor())

    init() {
        search.booster = recommendations
        catalog = CatalogStore(index: search)
    }

    func cartTotal(for lines: [Order.Line]) -> Money {
        lines.reduce(Money.zero("EUR")) { $0 + $1.unitPrice }
    }
}
