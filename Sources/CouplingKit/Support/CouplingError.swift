/// An error that stops the run. Messages name the file, flag or key at fault.
public enum CouplingError: Error, CustomStringConvertible, Equatable {
    case invalidRoot(String)
    case invalidConfiguration(String)
    case invalidPlan(String)
    case invalidArgument(String)
    case io(String)
    case internalError(String)

    public var description: String {
        switch self {
        case .invalidRoot(let message), .invalidConfiguration(let message), .invalidPlan(let message),
            .invalidArgument(let message), .io(let message):
            message
        case .internalError(let message): "internal error: \(message)"
        }
    }
}
