/// The reporters `coupling` ships with.
public enum ReporterRegistry {
    /// Sorted by id.
    public static let builtIn: [any Reporter.Type] = [
        DOTReporter.self,
        JSONReporter.self,
        TextReporter.self,
    ]

    /// The built-in reporter with this id, if any.
    public static func reporter(id: String) -> (any Reporter.Type)? {
        builtIn.first { $0.id == id }
    }
}
