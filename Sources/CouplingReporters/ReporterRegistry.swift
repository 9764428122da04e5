/// The reporters `coupling` ships with.
public enum ReporterRegistry {
    /// Sorted by id.
    public static let builtIn: [any Reporter.Type] = [
        CSVReporter.self,
        DOTReporter.self,
        GitHubReporter.self,
        HTMLReporter.self,
        JSONReporter.self,
        JUnitReporter.self,
        MarkdownReporter.self,
        MermaidReporter.self,
        SARIFReporter.self,
        TextReporter.self,
        XcodeReporter.self,
    ]

    /// The built-in reporter with this id, if any.
    public static func reporter(id: String) -> (any Reporter.Type)? {
        builtIn.first { $0.id == id }
    }
}
