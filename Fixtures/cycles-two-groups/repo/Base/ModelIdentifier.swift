import Foundation

/// Makes short random identifiers for locally created records.
enum ModelIdentifier {
    static func make(prefix: String) -> String {
        let suffix = UUID().uuidString.prefix(8).lowercased()
        return "\(prefix)_\(suffix)"
    }
}
