/// Which reader finds the declarations of C-family headers: `--objc-frontend` and `objc_frontend`
/// name it, and the report says which one ran.
public enum CFamilyDeclarationReader: String, Sendable, CaseIterable {
    /// A hand-written scan over the lexer's tokens (`LexerDeclarationExtractor`); the default.
    case lexer
    /// libclang, loaded at run time (`ClangDeclarationExtractor`).
    case clang

    /// The name `lexer` had before it was named for what it is (it never used a regular expression);
    /// still accepted, with a deprecation warning.
    public static let formerLexerName = "regex"

    /// Reads an option value: the reader, and whether it was given by its former name.
    public static func parse(_ text: String) -> (reader: CFamilyDeclarationReader, formerName: Bool)? {
        if text == formerLexerName { return (.lexer, true) }
        return Self(rawValue: text).map { ($0, false) }
    }

    /// The values an option may take, for messages.
    public static var spellings: String { allCases.map(\.rawValue).joined(separator: " or ") }
}
