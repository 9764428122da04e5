import Foundation

public struct CartSummary: Equatable, Sendable {
    public var itemCount: Int
    public var totalMinorUnits: Int
    public var currencyCode: String

    public init(itemCount: Int, totalMinorUnits: Int, currencyCode: String) {
        self.itemCount = itemCount
        self.totalMinorUnits = totalMinorUnits
        self.currencyCode = currencyCode
    }

    public var formattedTotal: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        return formatter.string(from: NSNumber(value: Double(totalMinorUnits) / 100)) ?? ""
    }
}
