/// Keywords of C, C++ and Objective-C that are never references, with the few the scanners
/// need by name. Looked up on raw bytes (no String per identifier).
enum CKeyword {
    static let none: UInt8 = 0
    // Keywords the scanners test for.
    static let `case`: UInt8 = 1
    static let `typedef`: UInt8 = 2
    static let `struct`: UInt8 = 3
    static let `union`: UInt8 = 4
    static let `enum`: UInt8 = 5
    static let `extern`: UInt8 = 6
    static let `class`: UInt8 = 7
    static let `namespace`: UInt8 = 8
    static let `template`: UInt8 = 9
    static let `static`: UInt8 = 10
    static let `goto`: UInt8 = 11
    static let `sizeof`: UInt8 = 12
    static let `using`: UInt8 = 13
    static let `default`: UInt8 = 14
    /// Keywords that are values (`self`, `nil`, `YES`...): an expression ends with them.
    static let value: UInt8 = 30
    /// Type names and qualifiers (`int`, `const`, `_Nullable`...): a name right after one is a declarator.
    static let type: UInt8 = 29
    /// Every other keyword.
    static let other: UInt8 = 31

    static let typeWords = ["char", "const", "double", "float", "int", "long", "short", "signed", "unsigned", "void", "volatile", "_Bool", "bool", "_Complex", "id", "instancetype", "BOOL", "SEL", "IMP", "Class", "wchar_t", "char8_t", "char16_t", "char32_t", "restrict", "__restrict", "__restrict__", "_Nullable", "_Nonnull", "_Null_unspecified", "_Nullable_result", "__nullable", "__nonnull", "__null_unspecified", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "__block", "auto", "__const", "__volatile", "__volatile__", "__signed", "__signed__", "_Atomic", "__unused"]

    static let valueWords = ["self", "super", "nil", "Nil", "YES", "NO", "true", "false", "this", "nullptr", "NULL", "_cmd"]

    static let otherWords = [
        // C
        "break", "continue", "do", "else", "for", "if", "inline",
        "register", "return", "switch",
        "while", "_Imaginary", "_Alignas", "_Alignof", "_Generic",
        "_Noreturn", "_Static_assert", "_Thread_local", "static_assert", "__VA_ARGS__", "__VA_OPT__",
        "__FILE__", "__LINE__", "__func__", "__FUNCTION__", "__PRETTY_FUNCTION__", "__COUNTER__",
        // GNU / clang
        "__attribute__", "__attribute", "__declspec", "__inline", "__inline__",
        "__typeof__", "__typeof",
        "typeof", "__extension__", "__asm__", "__asm", "asm", "__builtin_va_list", "__label__", "__thread",
        "__has_include", "__has_include_next", "__has_feature", "__has_attribute", "__has_builtin",
        "__has_extension", "__has_warning", "__has_cpp_attribute", "__has_c_attribute", "__is_identifier",
        // C++
        "typename", "new", "delete", "public", "private", "protected", "virtual", "operator",
        "friend", "try", "catch", "throw", "constexpr", "consteval", "constinit", "explicit", "mutable",
        "override", "final", "noexcept", "decltype", "static_cast", "dynamic_cast", "reinterpret_cast",
        "const_cast", "typeid", "alignof", "alignas", "thread_local",
        "concept", "requires", "co_await", "co_yield", "co_return", "export",
        // Objective-C
        "Protocol", "in", "out", "inout", "bycopy",
        "byref", "oneway", "nonatomic", "atomic", "strong", "weak", "copy", "assign", "retain", "readonly",
        "readwrite", "getter", "setter", "unsafe_unretained", "nullable", "nonnull", "null_resettable",
        "null_unspecified",
        "__kindof",
        "__bridge", "__bridge_transfer", "__bridge_retained", "__covariant",
        "__contravariant", "direct",
    ]

    static let namedWords: [(String, UInt8)] = [
        ("case", `case`), ("typedef", `typedef`), ("struct", `struct`), ("union", `union`), ("enum", `enum`),
        ("extern", `extern`), ("class", `class`), ("namespace", `namespace`), ("template", `template`),
        ("static", `static`), ("goto", `goto`), ("sizeof", `sizeof`), ("using", `using`), ("default", `default`),
    ]

    /// `@` keywords.
    enum At {
        static let other: UInt8 = 0
        static let interface: UInt8 = 1
        static let implementation: UInt8 = 2
        static let end: UInt8 = 3
        static let `protocol`: UInt8 = 4
        static let `class`: UInt8 = 5
        static let property: UInt8 = 6
        static let selector: UInt8 = 7
        static let synthesize: UInt8 = 8
        static let dynamic: UInt8 = 9
        static let available: UInt8 = 10
        static let compatibilityAlias: UInt8 = 11

        static let words: [(String, UInt8)] = [
            ("interface", interface), ("implementation", implementation), ("end", end), ("protocol", `protocol`),
            ("class", `class`), ("property", property), ("selector", selector), ("synthesize", synthesize),
            ("dynamic", dynamic), ("available", available), ("compatibility_alias", compatibilityAlias),
        ]
    }

    /// Preprocessor directives.
    enum Directive {
        static let other: UInt8 = 0
        static let define: UInt8 = 1
        static let undef: UInt8 = 2
        static let `if`: UInt8 = 3
        static let ifdef: UInt8 = 4
        static let ifndef: UInt8 = 5
        static let elif: UInt8 = 6
        static let `else`: UInt8 = 7
        static let endif: UInt8 = 8
        static let include: UInt8 = 9
        static let skipLine: UInt8 = 10

        static let words: [(String, UInt8)] = [
            ("define", define), ("undef", undef), ("if", `if`), ("ifdef", ifdef), ("ifndef", ifndef),
            ("elif", elif), ("elifdef", elif), ("elifndef", elif), ("else", `else`), ("endif", endif),
            ("include", include), ("import", include), ("include_next", include),
            ("pragma", skipLine), ("error", skipLine), ("warning", skipLine), ("line", skipLine),
            ("ident", skipLine), ("sccs", skipLine), ("assert", skipLine), ("unassert", skipLine),
        ]
    }

    static let identifiers = ByteWordTable(valueWords.map { ($0, value) } + typeWords.map { ($0, type) } + otherWords.map { ($0, other) } + namedWords)
    static let atWords = ByteWordTable(At.words)
    static let directives = ByteWordTable(Directive.words)
}

/// A small table of ASCII words looked up on raw bytes: bucketed by length and first byte.
struct ByteWordTable: Sendable {
    private var buckets: [[(word: [UInt8], code: UInt8)]]
    private static let maxLength = 24

    init(_ words: [(String, UInt8)]) {
        buckets = Array(repeating: [], count: (Self.maxLength + 1) * 64)
        for (word, code) in words {
            let bytes = Array(word.utf8)
            guard bytes.count <= Self.maxLength else { continue }
            buckets[Self.bucket(bytes.count, bytes[0])].append((bytes, code))
        }
    }

    @inline(__always)
    private static func bucket(_ length: Int, _ first: UInt8) -> Int { length * 64 + Int(first & 63) }

    /// The code of the word at `start..<start+length`, or nil.
    @inline(__always)
    func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> UInt8? {
        guard length <= Self.maxLength, length > 0 else { return nil }
        let first = base[start]
        for entry in buckets[Self.bucket(length, first)] {
            var equal = true
            var index = 0
            while index < length {
                if entry.word[index] != base[start + index] { equal = false; break }
                index += 1
            }
            if equal { return entry.code }
        }
        return nil
    }
}
