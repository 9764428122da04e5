import Foundation

/// Shows the activity indicator's and the debug menu's rows only when those classes exist.
struct DebugSettings {
    func rows() -> [String] {
        var rows: [String] = []
        if let indicator = NSClassFromString("NTActivityIndicator") as? NSObject.Type {
            rows.append("\(indicator)")
        }
        guard let menu = NSClassFromString("DebugMenu") else { return rows }
        rows.append("\(menu)")
        return rows
    }
}
