import Foundation

/// Payments keeps its own logger: card data must never reach the shared log pipeline.
struct Logger {
    func log(_ message: String) {
        #if DEBUG
        print("[payments] \(message)")
        #endif
    }
}
