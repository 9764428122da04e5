import Foundation

struct Product: Identifiable, Hashable {
    let id: String
    var name: String
    var details: String
    var price: Money
    var tags: Set<String>
}
