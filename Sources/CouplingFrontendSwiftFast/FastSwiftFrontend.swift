import CouplingModel

/// Extracts declarations, references and imports from one Swift file with a hand-written
/// lexer and a bracket-tracking recogniser instead of a parser (about 50× faster than
/// `SwiftFrontend`). Its facts agree with the precise frontend's on real code except in
/// the documented corner cases (`docs/fast-frontend.md`). Pure: same bytes, same facts.
public struct FastSwiftFrontend: Sendable {
    /// What the run-time scan of each file looks for (nil: no run-time facts), done on the same
    /// tokens: the file is read and lexed once.
    public let runtime: RuntimeScanOptions?

    public init(runtime: RuntimeScanOptions? = nil) { self.runtime = runtime }

    /// - Parameters:
    ///   - path: the file's path relative to the scan root; it goes into every location.
    ///   - contents: the file's bytes (UTF-8; invalid sequences only affect the names they are in).
    public func facts(path: String, contents: [UInt8]) -> FileFacts {
        contents.withUnsafeBufferPointer { text in
            let tokens = SwiftLexer.tokenize(text)
            var recognizer = FactsRecognizer(text: text, tokens: tokens, path: path)
            recognizer.run()
            var facts = FileFacts(
                path: path, language: .swift, declarations: recognizer.declarations,
                references: recognizer.finalReferences(), imports: recognizer.imports)
            facts.platformRegions = recognizer.platforms.regions
            facts.typeSpans = recognizer.typeSpans
            if let runtime {
                (facts.runtime, facts.calledNames) = SwiftRuntimeScanner.scanAsRead(tokens: tokens, text: text, path: path, options: runtime)
            }
            return facts
        }
    }
}
