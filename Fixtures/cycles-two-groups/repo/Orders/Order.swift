import Foundation

struct Order: Identifiable, Hashable {
    enum Status: Hashable {
        case draft, awaitingPayment, paid, cancelled
    }

    struct Line: Hashable {
        var sku: String
        var quantity: Int
        var unitPrice: Money
    }

    let id: String
    var lines: [Line]
    var status: Status = .draft

    var total: Money {
        lines.reduce(.zero("EUR")) { sum, line in
            sum + Money(minorUnits: line.unitPrice.minorUnits * line.quantity, currencyCode: line.unitPrice.currencyCode)
        }
    }
}
