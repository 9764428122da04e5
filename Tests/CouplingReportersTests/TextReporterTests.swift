import CouplingModel
import CouplingReporters
import Testing

@Suite struct TextReporterTests {
    func render(_ report: AnalysisReport, _ options: ReporterOptions = ReporterOptions()) throws -> String {
        try TextReporter(options: options).render(report)
    }

    @Test func colourOnlyWhenAsked() throws {
        let report = try CannedReports.load("small")
        let plain = try render(report)
        let coloured = try render(report, ReporterOptions(color: true))
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[31m"))
        #expect(coloured.contains("\u{1B}[1m"))
        // Colour changes nothing else.
        #expect(coloured.replacing(/\x{1B}\[[0-9]+m/, with: "") == plain)
    }

    @Test(arguments: [false, true]) func noTrailingSpacesAndOneFinalNewline(_ color: Bool) throws {
        let output = try render(try CannedReports.load("small"), ReporterOptions(color: color))
        #expect(output.hasSuffix("\n") && !output.hasSuffix("\n\n"))
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(!line.hasSuffix(" "), "trailing space: \(line)")
        }
    }

    @Test func evidencePerEdgeControlsHowManyReferencesAreShown() throws {
        let report = AnalysisReport.test(edges: [.test("A", "B", weight: 5)])
        let one = try render(report, ReporterOptions(evidencePerEdge: 1))
        #expect(one.contains("    A/File.swift:1:1  Thing (symbol)\n    … and 4 more\n"))
        #expect(!one.contains("A/File.swift:2:1"))
        let all = try render(report, ReporterOptions(evidencePerEdge: 10, listing: .all))
        #expect(all.contains("A/File.swift:5:1  Thing (symbol)"))
        #expect(!all.contains("more"))
        // The default report, whose lists are cut, shows two at most.
        let capped = try render(report, ReporterOptions(evidencePerEdge: 10))
        #expect(capped.contains("    A/File.swift:2:1  Thing (symbol)\n    … and 3 more\n"))
        let none = try render(report, ReporterOptions(evidencePerEdge: 0))
        #expect(none.contains("  A → B (weight 5: symbol 5)\n    … and 5 more\n"))
    }

    @Test func edgesStrongestFirstThenByName() throws {
        let report = AnalysisReport.test(edges: [
            .test("A", "B", weight: 2), .test("A", "C", weight: 7), .test("B", "C", weight: 2),
        ])
        let output = try render(report)
        let headings = output.split(separator: "\n").filter {
            $0.hasPrefix("  ") && $0.contains(" → ") && $0.contains("weight")
        }
        #expect(
            headings == [
                "  A → C (weight 7: symbol 7)", "  A → B (weight 2: symbol 2)", "  B → C (weight 2: symbol 2)",
            ])
    }

    @Test func truncatedGroupsAndHeuristicCutsAreSaidSo() throws {
        let group = CycleGroup(
            components: ["A", "B", "C"], cycles: [["A", "B"], ["A", "B", "C"]], truncated: true,
            cuts: [EdgeCut(from: "B", to: "A", weight: 1), EdgeCut(from: "C", to: "A", weight: 2)],
            cutsAreMinimal: false)
        let report = AnalysisReport.test(
            edges: [
                .test("A", "B", weight: 9, inCycle: true), .test("B", "A", weight: 1, symbol: "Back", inCycle: true),
                .test("B", "C", weight: 4, inCycle: true), .test("C", "A", weight: 2, symbol: "Up", inCycle: true),
            ],
            groups: [group], limit: 2)
        let output = try render(report)
        let expected = """
            Cycles (1 group)
              group 1: A, B, C
                A → B → A
                A → B → C → A
                … more elementary cycles exist; only the 2 shortest are listed (limit 2)
                cheap cut (heuristic, may not be the cheapest): 2 edges, total weight 3
                  B → A (weight 1)
                    B/File.swift:1:1  Back (symbol)
                  C → A (weight 2)
                    C/File.swift:1:1  Up (symbol)
                    C/File.swift:2:1  Up (symbol)

            """
        #expect(output.contains(expected), "\(output)")
    }

    @Test func unresolvedNamesAreAggregatedAndCapped() throws {
        var unresolved: [UnresolvedReference] = []
        for i in 0..<25 {
            for line in 0...(i % 3) {
                unresolved.append(
                    UnresolvedReference(
                        from: "A", symbol: "Name\(i)",
                        location: SourceLocation(path: "A/F.swift", line: line + 1, column: 2),
                        candidates: ["B", "C"], reason: .severalCandidates))
            }
        }
        let output = try render(.test(components: [], unresolved: unresolved))
        #expect(
            output.contains("Unresolved references (\(unresolved.count) references to 25 names; never counted as edges)"))
        // 25 names, 10 shown: the 8 used 3 times first (Name11, Name14, ... by name), then 2 used twice.
        #expect(
            output.contains(
                "  from  symbol  refs  candidates  reason              first at\n  A     Name11     3  B, C        several-candidates  A/F.swift:1:2\n"
            ))
        let listed = output.split(separator: "\n").filter { $0.hasPrefix("  A ") }
        #expect(listed.count == 10)
        // Not listed: 6 names used twice and the 9 used once (Name0, Name12, … Name9): 21 references.
        #expect(output.contains("  … and 15 more names (21 references; --all lists them)\n"))
    }

    @Test func emptyReport() throws {
        let output = try render(.test(components: []))
        #expect(
            output == """
                coupling 9.9.9: 0 components, 0 files, 0 edges, 0 cycle groups
                references to in-tree names: 0 (own 0, edges 0, ambiguous 0, not visible 0, the SDK's 0); C-family extractor: clang

                Cycles: none

                Edges: none

                Components: none

                Build model: no targets

                Unresolved references: none

                Diagnostics: none

                """)
    }
}

@Suite struct DOTReporterTests {
    @Test func namesAreQuotedAndEscaped() throws {
        let weird = "Odd \"Name\" \\ x"
        let report = AnalysisReport.test(edges: [.test(weird, "B")])
        let output = try DOTReporter(options: ReporterOptions()).render(report)
        #expect(output.contains(#"  "Odd \"Name\" \\ x" -> "B" [label="1", penwidth=1.0];"#))
        #expect(output.contains(#"  "Odd \"Name\" \\ x" [label="Odd \"Name\" \\ x\n1 file"];"#))
    }

    @Test func penWidthGrowsWithTheLogarithmOfTheWeight() throws {
        let report = AnalysisReport.test(edges: [
            .test("A", "B", weight: 1), .test("B", "C", weight: 10), .test("C", "D", weight: 300),
        ])
        let output = try DOTReporter(options: ReporterOptions()).render(report)
        #expect(output.contains(#""A" -> "B" [label="1", penwidth=1.0];"#))
        #expect(output.contains(#""B" -> "C" [label="10", penwidth=3.3];"#))
        #expect(output.contains(#""C" -> "D" [label="300", penwidth=6.7];"#))
    }

    @Test func cyclesAreRedAndOutputIsSorted() throws {
        let group = CycleGroup(
            components: ["A", "B"], cycles: [["A", "B"]], truncated: false, cuts: [], cutsAreMinimal: true)
        let shuffled = AnalysisReport.test(
            edges: [.test("B", "A", inCycle: true), .test("C", "A"), .test("A", "B", inCycle: true)], groups: [group])
        let output = try DOTReporter(options: ReporterOptions()).render(shuffled)
        let edgeLines = output.split(separator: "\n").filter { $0.contains("->") }.map(String.init)
        #expect(
            edgeLines == [
                ##"  "A" -> "B" [label="1", penwidth=1.0, color="#d62728", fontcolor="#d62728"];"##,
                ##"  "B" -> "A" [label="1", penwidth=1.0, color="#d62728", fontcolor="#d62728"];"##,
                #"  "C" -> "A" [label="1", penwidth=1.0];"#,
            ])
        #expect(
            output.contains(
                ##""A" [label="A\n1 file", style="rounded,filled", fillcolor="#fde0dd", color="#d62728"];"##))
        #expect(output.contains(#""C" [label="C\n1 file"];"#))
        #expect(output.hasPrefix("digraph coupling {\n") && output.hasSuffix("}\n"))
    }
}

@Suite struct JSONReporterTests {
    @Test func deterministicAndReadable() throws {
        let report = try CannedReports.load("small")
        let first = try JSONReporter(options: ReporterOptions()).render(report)
        let second = try JSONReporter(options: ReporterOptions(color: true)).render(report)
        #expect(first == second)
        #expect(first.hasSuffix("}\n"))
        #expect(first.contains(#""path" : "App/AppDelegate.swift""#))  // slashes not escaped
        #expect(first.contains(#""schemaVersion" : 2"#))
    }
}
