import CouplingModel
import CouplingTestSupport
import Foundation
import Testing

@testable import CouplingReporters

/// `FastJSONEncoder` must write exactly the bytes of Foundation's `JSONEncoder` with the reporters'
/// options: every report golden and a set of values chosen for their keys and strings are encoded
/// both ways.
@Suite struct FastJSONEncoderTests {
    /// Foundation's bytes and ours, as strings for readable failures.
    static func both<T: Encodable>(_ value: T) throws -> (foundation: String, fast: String) {
        let foundation = String(decoding: try PrettySortedJSON.foundationEncoded(value), as: UTF8.self)
        let fast = String(decoding: try FastJSONEncoder().encode(value), as: UTF8.self)
        return (foundation, fast)
    }

    static func expectSameBytes<T: Encodable>(
        _ value: T, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let foundation = try PrettySortedJSON.foundationEncoded(value)
        let fast = try FastJSONEncoder().encode(value)
        if Array(foundation) != fast {
            let diff = lineDiff(
                expected: String(decoding: foundation, as: UTF8.self), actual: String(decoding: fast, as: UTF8.self))
            Issue.record("FastJSONEncoder differs from JSONEncoder:\n\(diff)", sourceLocation: sourceLocation)
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

    @Test(arguments: reportGoldens) func reportGolden(_ path: String) throws {
        let data = try Data(contentsOf: CannedReports.repositoryRoot.appendingPathComponent(path))
        let report = try JSONDecoder().decode(AnalysisReport.self, from: data)
        try Self.expectSameBytes(report)
    }

    /// The canned goldens were written by `JSONEncoder`: the JSON reporter gives them back byte for byte.
    @Test(arguments: CannedReports.names) func reporterWritesTheGolden(_ name: String) throws {
        let url = CannedReports.goldenURL(report: name, fileExtension: JSONReporter.fileExtension)
        let golden = try Data(contentsOf: url)
        let report = try JSONDecoder().decode(AnalysisReport.self, from: golden)
        let rendered = try JSONReporter(options: ReporterOptions()).render(report)
        #expect(Array(rendered.utf8) == Array(golden))
    }

    @Test func syntheticReport() throws {
        let edges = (0..<30).map { index in
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

    /// More edges than `ParallelArray.threshold`: written a slice per core, joined.
    @Test func reportWithManyEdges() throws {
        let edges = (0..<301).map { index in
            Edge.test(
                "C\(index % 13)", "C\((index * 5 + 1) % 13)", weight: index % 6 + 1,
                symbol: Self.trickyStrings[index % Self.trickyStrings.count])
        }
        #expect(edges.count > ParallelArray<Edge>.threshold)
        try Self.expectSameBytes(AnalysisReport.test(edges: edges, groups: [], unresolved: [], diagnostics: []))
    }

    /// Edges write themselves: empty lists and kinds, several kinds in any order, tricky names.
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
        try Self.expectSameBytes(AnalysisReport.test(edges: edges, groups: [], unresolved: [], diagnostics: []))
        try Self.expectSameBytes(edges)
        try Self.expectSameBytes(edges[1])
    }

    // MARK: Strings and keys

    static let trickyStrings: [String] = [
        "", "plain", "with \"quotes\"", "back\\slash", "a/b/c", "</script>", "tab\tnew\nline\rcr",
        "\u{8}\u{C}", "del\u{7F}", "é", "e\u{301}", "😀👩‍👩‍👧", "日本語", "\u{2028}\u{2029}", "\u{FEFF}bom",
        "\u{0}nul",
        String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }), "\\u0041", "end\\",
    ]

    static let trickyKeys: [String] = [
        "a", "A", "b", "B", "_", "_a", "a_b", "aB", "ab", "Ab", "aa", "a1", "a10", "a2", "1", "10", "2", "9", "",
        " ", "z", "Z", "é", "e", "f", "ß", "😀", "Ω", "a/b", "a\"b", "a\\b", "tab\t", "\u{1}", "\u{7F}", "~",
        "$schema",
        "schemaVersion", "schema", "Schema", "İ", "ı",
    ]

    @Test func trickyStringsAsValues() throws {
        try Self.expectSameBytes(Self.trickyStrings)
        for string in Self.trickyStrings {
            try Self.expectSameBytes(string)
            try Self.expectSameBytes([string])
        }
    }

    @Test func everyControlCharacterAndDelete() throws {
        let characters = (0...0x7F).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        try Self.expectSameBytes(characters)
        try Self.expectSameBytes(characters.joined())
        try Self.expectSameBytes(Dictionary(uniqueKeysWithValues: characters.enumerated().map { ($1, $0) }))
    }

    @Test func trickyKeysAreSortedAsFoundationSortsThem() throws {
        let dictionary = Dictionary(uniqueKeysWithValues: Self.trickyKeys.enumerated().map { ($1, $0) })
        try Self.expectSameBytes(dictionary)
        try Self.expectSameBytes(["outer": dictionary, "Outer": [:], "_": ["k": 1]])
        let strings = Dictionary(uniqueKeysWithValues: Self.trickyKeys.map { ($0, $0) })
        try Self.expectSameBytes(strings)
    }

    @Test func keysInReverseAndRandomOrder() throws {
        try Self.expectSameBytes(Members(pairs: Self.trickyKeys.reversed().map { ($0, 1) }))
        var generator = SplitMix64(state: 42)
        for _ in 0..<20 {
            let keys = Self.trickyKeys.shuffled(using: &generator)
            try Self.expectSameBytes(Members(pairs: keys.enumerated().map { ($1, $0) }))
        }
    }

    // MARK: Shapes

    @Test func emptyAndNestedContainers() throws {
        try Self.expectSameBytes([String]())
        try Self.expectSameBytes([String: Int]())
        try Self.expectSameBytes([[String]]())
        try Self.expectSameBytes([[String](), [], ["x"]])
        try Self.expectSameBytes([[[Int]]]([[[]], [[1, 2], []]]))
        try Self.expectSameBytes(["a": [String: [Int]](), "b": ["c": []], "d": ["e": [1]]])
        try Self.expectSameBytes(Shapes.sample)
        try Self.expectSameBytes([Shapes.sample, Shapes.sample])
        try Self.expectSameBytes(Deep(level: 40))
    }

    @Test func scalars() throws {
        try Self.expectSameBytes([Int.min, -1, 0, 1, 9, 10, 99, 100, Int.max])
        try Self.expectSameBytes([true, false])
        try Self.expectSameBytes(Integers())
        try Self.expectSameBytes(1)
        try Self.expectSameBytes(-12345)
        try Self.expectSameBytes(true)
        try Self.expectSameBytes([1: "one", -2: "minus two", 10: "ten"])
        try Self.expectSameBytes(["x": Optional<Int>.none, "y": 1])
        try Self.expectSameBytes([Optional<String>.none, "a"])
    }

    @Test func optionalsNilsAndOddEncodings() throws {
        try Self.expectSameBytes(Optionals(a: nil, b: "b", c: nil, d: [nil, 1]))
        try Self.expectSameBytes(Optionals(a: 1, b: nil, c: Optionals.Kind.second, d: nil))
        try Self.expectSameBytes(ExplicitNulls())
        try Self.expectSameBytes(Wrapper(inner: Nothing(), list: [Nothing(), Nothing()]))
        try Self.expectSameBytes(Members(pairs: [("b", 1), ("a", 2), ("b", 3)]))
        try Self.expectSameBytes(Members(pairs: [("a", 1), ("a", 2)]))
        try Self.expectSameBytes(TwoKeyedContainers())
        try Self.expectSameBytes(SingleValueWrapper(value: Shapes.sample))
    }

    // MARK: Fallback

    @Test func whatItCannotReproduceIsRefusedAndRenderedByFoundation() throws {
        let unsupported: [any Encodable] = [
            [1.5], ["d": Date(timeIntervalSince1970: 0)], [Data([1, 2])], [URL(fileURLWithPath: "/tmp/x")],
            NestedContainers(), Float(1), SingleValueWrapper(value: 2.5),
        ]
        for value in unsupported {
            #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder().encode(value) }
            let expected = String(decoding: try PrettySortedJSON.foundationEncoded(value), as: UTF8.self) + "\n"
            #expect(try PrettySortedJSON.string(value) == expected)
        }
    }

    @Test func aTopLevelValueThatEncodesNothingIsAnError() {
        #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder().encode(Nothing()) }
        #expect(throws: EncodingError.self) { try PrettySortedJSON.string(Nothing()) }
    }

    @Test func anErrorOfTheValueIsThrown() {
        #expect(throws: Failing.Failure.self) { try FastJSONEncoder().encode([Failing()]) }
        #expect(throws: Failing.Failure.self) { try PrettySortedJSON.string(Failing()) }
    }

    // MARK: By hand

    @Test func handWrittenExpectation() throws {
        let value = Optionals(a: 7, b: "x/\"y\"\n\u{1}é", c: .first, d: [nil, 2])
        let expected = """
            {
              "a" : 7,
              "b" : "x/\\"y\\"\\n\\u0001é",
              "c" : "first",
              "d" : [
                null,
                2
              ],
              "e" : [

              ],
              "f" : {

              }
            }
            """
        #expect(String(decoding: try FastJSONEncoder().encode(value), as: UTF8.self) == expected)
        #expect(try PrettySortedJSON.string(value) == expected + "\n")
        #expect(try Self.both(value).foundation == expected)
    }

    /// Keys in the order of their UTF-8 bytes: not case-insensitive, not numeric.
    @Test func keyOrderByHand() throws {
        let value = ["b": 1, "B": 2, "_": 3, "a10": 4, "a9": 5, "é": 6, "z": 7]
        let expected = """
            {
              "B" : 2,
              "_" : 3,
              "a10" : 4,
              "a9" : 5,
              "b" : 1,
              "z" : 7,
              "é" : 6
            }
            """
        #expect(String(decoding: try FastJSONEncoder().encode(value), as: UTF8.self) == expected)
        #expect(try Self.both(value).foundation == expected)
    }
}

// MARK: - Values

private struct Optionals: Encodable {
    enum Kind: String, Encodable { case first, second }
    var a: Int?
    var b: String?
    var c: Kind?
    var d: [Int?]?
    var f: [String: Int] = [:]
    var e: [String] = []
}

/// `encodeNil` written out: `null` members, kept.
private struct ExplicitNulls: Encodable {
    enum CodingKeys: String, CodingKey { case z, y, x }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeNil(forKey: .z)
        try container.encode("x", forKey: .x)
        try container.encodeNil(forKey: .y)
    }
}

/// Encodes nothing at all.
private struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

private struct Wrapper: Encodable {
    var inner: Nothing
    var list: [Nothing]
}

/// Members with any keys, in the given order (a key may come twice).
private struct Members: Encodable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
    var pairs: [(String, Int)]
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in pairs {
            try container.encode(value, forKey: Key(stringValue: key))
        }
    }
}

/// Asks for its keyed container twice: JSONEncoder merges the two.
private struct TwoKeyedContainers: Encodable {
    enum CodingKeys: String, CodingKey { case b, a }
    func encode(to encoder: any Encoder) throws {
        var first = encoder.container(keyedBy: CodingKeys.self)
        try first.encode(1, forKey: .b)
        var second = encoder.container(keyedBy: CodingKeys.self)
        try second.encode(2, forKey: .a)
    }
}

private struct SingleValueWrapper<Value: Encodable>: Encodable {
    var value: Value
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

private struct Integers: Encodable {
    var int8 = Int8.min
    var int16 = Int16.max
    var int32 = Int32.min
    var int64 = Int64.min
    var uint = UInt.max
    var uint8 = UInt8.max
    var uint16 = UInt16(7)
    var uint32 = UInt32.max
    var uint64 = UInt64.max
    var list: [UInt64] = [0, .max]
    var smalls: [Int8] = [-128, 0, 127]
}

private struct Shapes: Encodable {
    var zeta: [[String]]
    var alpha: [String: [String: Int]]
    var Beta: Bool
    var _underscore: String
    var number10: Int
    var number9: Int
    var nested: [Shapes]

    static let sample = Shapes(
        zeta: [["a", "b"], [], ["c"]], alpha: ["x": ["q": 1, "P": 2], "X": [:]], Beta: true, _underscore: "_",
        number10: 10, number9: 9,
        nested: [
            Shapes(
                zeta: [], alpha: [:], Beta: false, _underscore: "", number10: -10, number9: -9, nested: [])
        ])
}

private indirect enum Deep: Encodable {
    case leaf
    case node([String: Deep])

    init(level: Int) {
        self = level == 0 ? .leaf : .node(["level\(level)": Deep(level: level - 1), "a": .leaf])
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .leaf:
            var container = encoder.singleValueContainer()
            try container.encode("leaf")
        case .node(let children):
            try children.encode(to: encoder)
        }
    }
}

private struct NestedContainers: Encodable {
    enum CodingKeys: String, CodingKey { case inner }
    enum InnerKeys: String, CodingKey { case value }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
        try inner.encode(1, forKey: .value)
    }
}

private struct Failing: Encodable {
    struct Failure: Error {}
    func encode(to encoder: any Encoder) throws { throw Failure() }
}
