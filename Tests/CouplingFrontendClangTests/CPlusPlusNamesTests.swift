import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Testing

/// C++ names: what a namespace declares is told apart from C++-only forms outside one, and a file's
/// qualified names and `using` directives are kept for resolution (found on TextMate, where locals
/// named `info` or `name` were taken for `scm::info` and `path::name`).
@Suite("C++ namespaces")
struct CPlusPlusNamesTests {
    static let header = MarkedSource("""
        namespace engine {
        class View {};
        enum type { text = 0 };
        namespace detail { int version(); }
        enum class Kind { plain };
        }
        class Global {};
        enum class Mode { fast };
        """)

    /// (A scoped enum's constants are named through it, `Mode::fast`: their "namespace" is the enum.)
    static let expected = [
        "View c++-namespace engine", "type c++-namespace engine", "text c++-namespace engine",
        "version c++-namespace detail", "Kind c++-namespace engine", "plain c++-namespace Kind", "Global c++ -",
        "Mode c++ -", "fast c++-namespace Mode",
    ]

    func scopes(_ facts: FileFacts) -> [String] {
        facts.declarations.map { "\($0.name) \($0.scope.rawValue) \($0.namespace ?? "-")" }
    }

    @Test func lexerReaderTellsNamespaceMembersApart() {
        #expect(Set(scopes(facts(Self.header, path: "E/engine.hpp"))) == Set(Self.expected))
    }

    @Test(.enabled(if: foundLibclang != nil, "no libclang could be loaded on this machine"))
    func libclangReaderTellsNamespaceMembersApart() {
        #expect(Set(scopes(facts(Self.header, path: "E/engine.hpp", extractor: .clang, libclang: foundLibclang))) == Set(Self.expected))
    }

    @Test func qualifiedNamesKeepTheirQualifier() {
        let source = MarkedSource("""
            void run() {
                int info = 0;
                auto parts = text::tokenize(info);
                ::reset();
                std::max(1, 2);
            }
            """)
        let references = facts(source, path: "A/run.cc", language: .cpp).references
            .map { "\($0.name)\($0.qualifier.map { "<\($0)>" } ?? "")" }
        // (`info` is a local of the body: its use is no reference to a declaration of the tree.)
        #expect(!references.contains("info") && references.contains("text"))
        #expect(references.contains("tokenize<text>") && references.contains("reset<>"))
        #expect(!references.contains { $0.hasPrefix("max") })
    }

    @Test func usingDirectivesAndDeclarationsAreRecorded() {
        let source = MarkedSource("""
            using namespace engine;
            using render::Frame;
            using ::tools::Clock;
            using namespace std;
            using Size = unsigned long;
            """)
        let imports = facts(source, path: "A/run.cc", language: .cpp).imports.filter { $0.kind == .usingNamespace }
        // (At file scope, what `::name` may then name: `render::Frame`, `tools::Clock`, `engine::`'s members.)
        #expect(imports.map(\.name) == ["engine", "engine::", "render", "render::Frame", "tools", "tools::Clock"])
    }
}
