import CouplingModel
import SwiftParser
import SwiftSyntax

/// Extracts declarations, references and imports from one Swift file with swift-syntax.
/// Pure: the same bytes give the same facts. The syntax tree is dropped before returning.
public struct SwiftFrontend: Sendable {
    public let conditions: CompilationConditions

    public init(conditions: CompilationConditions = .standard) {
        self.conditions = conditions
    }

    /// - Parameters:
    ///   - path: the file's path relative to the scan root; it goes into every location.
    ///   - contents: the file's bytes (invalid UTF-8 is repaired by the decoder).
    public func facts(path: String, contents: [UInt8]) -> FileFacts {
        let source = String(decoding: contents, as: UTF8.self)
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = SwiftFactsVisitor(path: path, converter: converter, conditions: conditions)
        visitor.walk(tree)
        var facts = FileFacts(
            path: path, language: .swift, declarations: visitor.declarations, references: visitor.references,
            imports: visitor.imports)
        if tree.hasError {
            facts.diagnostics.append(
                Diagnostic(
                    .note, code: "swift-syntax-error",
                    "the file has syntax errors; facts were taken from what parsed", path: path))
        }
        return facts
    }
}
