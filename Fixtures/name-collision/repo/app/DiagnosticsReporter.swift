import Foundation
import featureA
import featureB

/// Collects diagnostics from both features.
///
/// `Logger` below is ambiguous: both imported modules declare one, and the compiler would
/// ask for `featureA.Logger` or `featureB.Logger`. A static tool must not pick one.
final class DiagnosticsReporter {
    private var loggers: [Logger] = []

    func register(_ logger: Logger) {
        loggers.append(logger)
    }

    var registeredCount: Int { loggers.count }
}
