import CouplingKit
import CouplingModel
import CouplingTestSupport
import Testing

@Suite("C++ names in resolution")
struct CPlusPlusResolutionTests {
    /// Found on TextMate: a C++ file's local `info` and the qualifier `text` of `text::tokenize` were
    /// edges to `scm::info` and to an enum constant `input_format::text` of headers it includes.
    @Test("a namespace's member is named qualified or after using; a bare name is no use of it")
    func namespaceMembers() async throws {
        let tree = try TemporaryTree([
            "SCM/scm.h": Array("namespace scm { int info(); }\nnamespace input_format { enum type { text = 0 }; }\nclass Repository {};\n".utf8),
            "IO/path.h": Array("namespace path { int join(); }\n".utf8),
            // `text::join` is the text framework's (not in the tree), not `path::join`.
            "Editor/status.cc": Array(
                "#include \"scm.h\"\n#include \"path.h\"\nint status() {\n    int info = 0;\n    Repository repository;\n    return info + scm::info() + text::size() + text::join();\n}\n"
                    .utf8),
            "Browser/list.cc": Array("#include \"scm.h\"\nusing namespace scm;\nint count() { return info(); }\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await tree.scan()
        func evidence(_ from: String, _ to: String) -> [Evidence] {
            report.edges.first { $0.from == from && $0.to == to }?.evidence ?? []
        }
        func symbols(_ from: String, _ to: String) -> Set<String> { Set(evidence(from, to).map(\.symbol)) }
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["Browser->SCM", "Editor->IO", "Editor->SCM"])
        #expect(symbols("Editor", "IO") == ["path.h"])
        // Editor: the global class and the qualified call; not its local `info`, not the qualifier `text`.
        #expect(symbols("Editor", "SCM") == ["scm.h", "Repository", "info"])
        // (`scm::info`, not the local `info` before it on the same line.)
        #expect(evidence("Editor", "SCM").filter { $0.symbol == "info" }.map { "\($0.location.line):\($0.location.column)" } == ["6:24"])
        #expect(symbols("Browser", "SCM") == ["scm.h", "info"])
        // (The local `info` is none, nor `text`, the qualifier spelled like `input_format`'s member, a
        // namespace the file does not use: no name of the tree's. Nor `join` after it: the tree declares
        // no scope `text`, only a constant, so `text::join` is a name of the text framework's.)
        #expect(report.unresolved.isEmpty)
    }

    /// Found on santa: `FileAccessPolicyDecision::kDenied` (an `enum class` of another folder's header)
    /// ended not-visible, the qualifier being no namespace.
    @Test("a scoped enum's constant is named through its enum")
    func scopedEnumConstants() async throws {
        let tree = try TemporaryTree([
            "Common/enums.h": Array("enum class Decision { kDenied, kAllowed };\n".utf8),
            "Daemon/policy.mm": Array(
                "#include \"enums.h\"\nint kAllowed = 1;\nbool denied(Decision d) { return d == Decision::kDenied || kAllowed; }\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await tree.scan()
        #expect(
            report.evidenceLines().sorted()
                == ["Daemon->Common Decision", "Daemon->Common Decision", "Daemon->Common enums.h", "Daemon->Common kDenied"])
        // The bare `kAllowed` is never the enum's constant (it was an edge when scoped constants were
        // C++'s bare names): it is the file's own global, defined on its second line.
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" } == [])
        #expect(report.stats.outcomes.own == 1)
    }

    /// Found on santa: `google::protobuf::Message` counted the component's own for its `santa::Message`,
    /// and `WatchItemPolicy::Process` (a struct nested in another component's class) listed not visible,
    /// with a third component's `process_tree::Process` as its candidate.
    @Test("N::name where N is a scope the tree never declares, or another component's class, is no top-level name")
    func foreignScopesAndOtherComponentsClasses() async throws {
        let tree = try TemporaryTree([
            "Daemon/Message.h": Array("namespace santa { class Message { public: int id; }; }\n".utf8),
            "Daemon/Stage.mm": Array("#include \"Message.h\"\nvoid Send(google::protobuf::Message *message) {}\nvoid Use(santa::Message *m) {}\n".utf8),
            "Policy/WatchItemPolicy.h": Array("namespace santa { struct WatchItemPolicy { struct Process { int pid; }; }; }\n".utf8),
            "Tree/process.h": Array("namespace santa::process_tree { class Process { public: int pid; }; }\n".utf8),
            "Client/Client.mm": Array(
                "#include \"WatchItemPolicy.h\"\n#include \"process.h\"\nusing santa::WatchItemPolicy;\nvoid Clear(WatchItemPolicy::Process &proc) {}\nvoid Clear2(santa::WatchItemPolicy::Process &proc) {}\n"
                    .utf8),
        ])
        defer { tree.remove() }
        let report = try await tree.scan()
        #expect(
            report.evidenceLines().sorted()
                == [
                    "Client->Policy WatchItemPolicy", "Client->Policy WatchItemPolicy", "Client->Policy WatchItemPolicy",
                    "Client->Policy WatchItemPolicy.h", "Client->Tree process.h",
                ])
        // `Process` after `WatchItemPolicy::` is the class's member: never Tree's, seen or not.
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" } == [])
        // Daemon's own: `santa::Message` alone, not `google::protobuf::Message`.
        #expect(report.stats.outcomes.own == 1)
    }
}
