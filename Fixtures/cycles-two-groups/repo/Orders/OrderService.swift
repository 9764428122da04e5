import Foundation

/// Places orders. Paying is delegated to Payments, which in turn needs to know what an Order is:
/// Orders and Payments depend on each other.
final class OrderService {
    private let processor: PaymentProcessor
    private(set) var orders: [String: Order] = [:]

    init(processor: PaymentProcessor) {
        self.processor = processor
    }

    func place(lines: [Order.Line]) -> Order {
        let order = Order(id: ModelIdentifier.make(prefix: "ord"), lines: lines, status: .awaitingPayment)
        orders[order.id] = order
        return order
    }

    func pay(orderID: String, cardToken: String) async throws {
        guard var order = orders[orderID] else { return }
        _ = try await processor.charge(order, cardToken: cardToken)
        order.status = .paid
        orders[orderID] = order
    }
}
