extension MermaidReporter {
    /// What GitHub's Mermaid renderer accepts (its `maxEdges` and `maxTextSize` settings); a bigger
    /// chart shows an error instead of a drawing.
    static let gitHubMaximumEdges = 500
    static let gitHubMaximumCharacters = 50_000

    /// The chart, with a comment after its first line when it is too big for GitHub saying how to
    /// draw a part of it.
    static func withinGitHubLimits(_ lines: [String], edges: Int) -> [String] {
        let characters = lines.reduce(0) { $0 + $1.count + 1 }
        guard edges > gitHubMaximumEdges || characters > gitHubMaximumCharacters, let first = lines.first else {
            return lines
        }
        let note =
            "%% too big for GitHub (\(edges) edges, \(characters) characters; it draws at most "
            + "\(gitHubMaximumEdges) edges and \(gitHubMaximumCharacters) characters): draw a part with "
            + "--focus COMPONENT --depth 1, or merge components with --collapse 'GLOB'"
        return [first, note] + lines.dropFirst()
    }
}
