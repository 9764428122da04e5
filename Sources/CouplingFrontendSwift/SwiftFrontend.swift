// Built with the `SwiftSyntaxReader` trait only (Package.swift).
#if SwiftSyntaxReader
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

    /// The deepest syntax tree read. A deeper one (thousands of nested generic arguments, a chain of
    /// thousands of members) would overflow the stack in the walks over the tree, which recurse once
    /// per level: swift-syntax's own (locations, text) and the visitor's.
    public static let maximumTreeDepth = 1_000

    /// - Parameters:
    ///   - path: the file's path relative to the scan root; it goes into every location.
    ///   - contents: the file's bytes (invalid UTF-8 is repaired by the decoder).
    /// - Returns: the facts; only a `swift-syntax-too-deep` diagnostic when the tree is deeper than
    ///   `maximumTreeDepth` (`boundedFacts` tells the caller instead).
    public func facts(path: String, contents: [UInt8]) -> FileFacts {
        guard let facts = boundedFacts(path: path, contents: contents) else {
            var facts = FileFacts(path: path, language: .swift, declarations: [], references: [], imports: [])
            facts.diagnostics.append(
                Diagnostic(
                    .warning, code: "swift-syntax-too-deep",
                    "the syntax tree is deeper than \(Self.maximumTreeDepth) levels; not read", path: path))
            return facts
        }
        return facts
    }

    /// The facts, or nil when the syntax tree is deeper than `maximumTreeDepth`.
    public func boundedFacts(path: String, contents: [UInt8]) -> FileFacts? {
        let source = String(decoding: contents, as: UTF8.self)
        let tree = Parser.parse(source: source)
        guard Self.depth(of: tree, limit: Self.maximumTreeDepth) <= Self.maximumTreeDepth else { return nil }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = SwiftFactsVisitor(path: path, converter: converter, conditions: conditions)
        visitor.walk(tree)
        var facts = FileFacts(
            path: path, language: .swift, declarations: visitor.declarations, references: visitor.references,
            imports: visitor.imports)
        facts.platformRegions = visitor.platforms.regions
        facts.typeSpans = visitor.typeSpans
        if tree.hasError {
            facts.diagnostics.append(
                Diagnostic(
                    .note, code: "swift-syntax-error",
                    "the file has syntax errors; facts were taken from what parsed", path: path))
        }
        return facts
    }

    /// The depth of the deepest node (the root is 1), measured without recursion; it stops early
    /// once past `limit`.
    static func depth(of tree: some SyntaxProtocol, limit: Int) -> Int {
        var deepest = 0
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            if deepest > limit { break }
            for child in node.children(viewMode: .all) where !child.is(TokenSyntax.self) {
                stack.append((child, depth + 1))
            }
        }
        return deepest
    }
}
#endif
