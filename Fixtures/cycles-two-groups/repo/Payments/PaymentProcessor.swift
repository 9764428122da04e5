import Foundation

enum PaymentError: Error {
    case declined
    case emptyOrder
}

struct PaymentReceipt: Hashable {
    let orderID: String
    let amount: Money
    let authorizedAt: Date
}

final class PaymentProcessor {
    private var receipts: [PaymentReceipt] = []

    func charge(_ order: Order, cardToken: String) async throws -> PaymentReceipt {
        guard !order.lines.isEmpty else { throw PaymentError.emptyOrder }
        guard !cardToken.isEmpty else { throw PaymentError.declined }
        try await Task.sleep(nanoseconds: 200_000_000)
        let receipt = PaymentReceipt(orderID: order.id, amount: order.total, authorizedAt: Date())
        receipts.append(receipt)
        return receipt
    }
}
