import CouplingModel
import CouplingTestSupport
import Foundation
import Testing

@testable import CouplingReporters

/// `JSONWriter` keeps the bytes reports have always had: Foundation's `JSONEncoder` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and a final newline. Foundation is the
/// reference here, in the tests only: every report golden, a synthetic report with tricky strings, and
/// values chosen for their keys, strings and shapes are written both ways.
@Suite struct JSONWriterTests {
    static func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    static func written(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self) + "\n"
    }

    static func expectSameBytes<T: Encodable & JSONWritable>(
        _ value: T, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let expected = try foundation(value)
        let actual = String(decoding: JSONWriter.document(value), as: UTF8.self)
        if expected != actual {
            Issue.record("JSONWriter differs from JSONEncoder:\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
        }
    }

    // MARK: Reports

    /// Every JSON report golden of the repository: the canned reports and the fixtures' scans.
    static var reportGoldens: [String] {
        let root = CannedReports.repositoryRoot.appendingPathComponent("Fixtures")
        let fixtures = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
            .map { "Fixtures/\($0)/expected/report.json" }
        let canned = CannedReports.names.map { "Fixtures/reports/expected/\($0).json" }
        return (canned + fixtures).filter {
            FileManager.default.fileExists(atPath: CannedReports.repositoryRoot.appendingPathComponent($0).path)
        }
    }

    @Test func reportGoldensAreFound() {
        #expect(Self.reportGoldens.count >= 4, "\(Self.reportGoldens)")
    }

    /// Each golden read back and written again is itself, byte for byte, and Foundation agrees.
    @Test(arguments: reportGoldens) func reportGolden(_ path: String) throws {
        let golden = try Data(contentsOf: CannedReports.repositoryRoot.appendingPathComponent(path))
        let report = try JSONDecoder().decode(AnalysisReport.self, from: golden)
        #expect(JSONWriter.document(report) == Array(golden))
        try Self.expectSameBytes(report)
    }

    @Test func syntheticReport() throws {
        let edges = (0..<301).map { index in
            Edge.test(
                "C\(index % 7)", "C\((index * 3 + 1) % 7)", weight: index % 4 + 1,
                symbol: Self.trickyStrings[index % Self.trickyStrings.count])
        }
        var report = AnalysisReport.test(
            edges: edges,
            groups: [
                CycleGroup(
                    components: ["C1", "C2"], cycles: [["C1", "C2"], []], truncated: true,
                    cuts: [EdgeCut(from: "C1", to: "C2", weight: 3)], cutsAreMinimal: false)
            ],
            unresolved: [
                UnresolvedReference(
                    from: "C1", symbol: "Thing\u{1}",
                    location: CouplingModel.SourceLocation(path: "a/b\\c.swift", line: 1, column: 2),
                    candidates: ["C2", "C3"], reason: .severalHeaders)
            ],
            diagnostics: [
                Diagnostic(.warning, code: "x", "tab\there \"quoted\" \u{7F}", path: "p/q.h", line: 3),
                Diagnostic(.note, code: "y", "no path"),
            ])
        report.baseline = BaselineSummary(path: "base/line.json", matched: 1, stale: ["a\tb", "c/d"])
        try Self.expectSameBytes(report)
    }

    /// Empty lists and maps, several kinds in any order, tricky names, a target or none.
    @Test func edgesOfEveryShape() throws {
        let place = CouplingModel.SourceLocation(path: "a/b.swift", line: 3, column: 4)
        let edges = [
            Edge(from: "A", to: "B", weight: 0, kinds: [:], symbols: [], evidence: [], inCycle: false),
            Edge(
                from: "é\"x", to: "B/C", weight: 3, kinds: ["symbol": 1, "import": 1, "Zed": 2, "é": 1, "": 0, "extension": 5],
                symbols: [SymbolCount(symbol: "tab\there", count: 2), SymbolCount(symbol: "", count: 1)],
                evidence: [
                    Evidence(location: place, symbol: "X", kind: .symbol, target: place),
                    Evidence(location: place, symbol: "\u{1}", kind: .import),
                ], inCycle: true),
        ]
        try Self.expectSameBytes(edges)
        try Self.expectSameBytes(edges[1])
    }

    // MARK: Strings, keys, scalars, shapes

    static let trickyStrings: [String] = [
        "", "plain", "with \"quotes\"", "back\\slash", "a/b/c", "</script>", "tab\tnew\nline\rcr",
        "\u{8}\u{C}", "del\u{7F}", "é", "e\u{301}", "😀👩‍👩‍👧", "日本語", "\u{2028}\u{2029}", "\u{FEFF}bom",
        "\u{0}nul",
        String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }), "\\u0041", "end\\",
    ]

    static let trickyKeys: [String] = [
        "a", "A", "b", "B", "_", "_a", "a_b", "aB", "ab", "Ab", "aa", "a1", "a10", "a2", "1", "10", "2", "9", "",
        " ", "z", "Z", "é", "e", "f", "ß", "😀", "Ω", "a/b", "a\"b", "a\\b", "tab\t", "\u{1}", "\u{7F}", "~",
        "$schema", "schemaVersion", "schema", "Schema", "İ", "ı",
    ]

    @Test func stringsAsValues() throws {
        try Self.expectSameBytes(Self.trickyStrings)
        let characters = (0...0x7F).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        try Self.expectSameBytes(characters)
        try Self.expectSameBytes(characters.joined())
    }

    @Test func mapKeysInTheOrderOfTheirBytes() throws {
        let map = Dictionary(uniqueKeysWithValues: Self.trickyKeys.enumerated().map { ($1, $0) })
        #expect(Self.written { $0.object(map) } == (try Self.foundation(map)))
        let characters = Dictionary(uniqueKeysWithValues: (0...0x7F).map { (String(Character(Unicode.Scalar(UInt8($0)))), $0) })
        #expect(Self.written { $0.object(characters) } == (try Self.foundation(characters)))
    }

    @Test func scalarsAndEmptyContainers() throws {
        try Self.expectSameBytes([Int.min, -1, 0, 1, 9, 10, 99, 100, Int.max])
        try Self.expectSameBytes([true, false])
        try Self.expectSameBytes([String]())
        try Self.expectSameBytes([[String](), [], ["x"]])
        #expect(Self.written { $0.object([String: Int]()) } == (try Self.foundation([String: Int]())))
    }

    @Test func handWrittenExpectation() {
        let written = Self.written { json in
            json.object { json in
                json.member("a", 7)
                json.member("b", "x/\"y\"\n\u{1}é")
                json.member("c", [-1, 2])
                json.member("d", Optional<Int>.none)
                json.member("e", [String]())
                json.member("f", [String: Int]())
            }
        }
        #expect(
            written == """
                {
                  "a" : 7,
                  "b" : "x/\\"y\\"\\n\\u0001é",
                  "c" : [
                    -1,
                    2
                  ],
                  "e" : [

                  ],
                  "f" : {

                  }
                }

                """)
    }
}
