import CouplingModel
@testable import CouplingReporters
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension Violation {
    /// A violation of `rule` on the edge `from → to` with `weight` references `from/File.swift:n:1`.
    static func test(
        _ rule: String, _ from: String, _ to: String, severity: Severity = .error, message: String? = nil,
        weight: Int = 1, comment: String? = nil, baseline: BaselineStatus = .new
    ) -> Violation {
        let evidence = (1...max(1, weight)).map {
            Evidence(
                location: SourceLocation(path: "\(from)/File.swift", line: $0, column: 1), symbol: "Thing",
                kind: .symbol)
        }
        return Violation(
            ruleID: rule, severity: severity, message: message ?? "`\(from)` must not depend on `\(to)`", from: from,
            to: to, evidence: evidence, weight: weight, comment: comment, fingerprint: "\(rule)|\(from)|\(to)",
            baseline: baseline)
    }
}

extension AnalysisReport {
    static func withRules(
        _ violations: [Violation], rules: [String] = ["forbidden"], baseline: BaselineSummary? = nil,
        edges: [Edge] = []
    ) -> AnalysisReport {
        var report = AnalysisReport.test(edges: edges)
        report.rules = rules.map {
            RuleDescriptor(id: $0, summary: "summary of \($0)", help: "help for \($0)", defaultSeverity: .error)
        }
        report.violations = violations
        report.baseline = baseline
        return report
    }
}

func render<R: Reporter>(_ type: R.Type, _ report: AnalysisReport, _ options: ReporterOptions = ReporterOptions())
    throws -> String
{
    try type.init(options: options).render(report)
}

@Suite struct ViolationReportersTests {
    // MARK: - All reporters

    @Test(arguments: ReporterRegistry.builtIn.map { $0.id })
    func sameReportSameBytesAndOneFinalNewline(_ id: String) throws {
        let type = try #require(ReporterRegistry.reporter(id: id))
        let report = try CannedReports.load("violations")
        let first = try type.init(options: ReporterOptions()).render(report)
        let second = try type.init(options: ReporterOptions()).render(report)
        #expect(first == second)
        // Unicode scalars: "\r\n" (CSV) is one Character, so `hasSuffix("\n")` would not see it.
        let scalars = Array(first.unicodeScalars.suffix(4)).map { $0.value }
        #expect(scalars.last == 10)
        #expect(!first.hasSuffix("\n\n") && !first.hasSuffix("\r\n\r\n"))
    }

    // MARK: - text

    @Test func textOmitsTheRuleSectionWhenNoRuleRanAndSaysNoneWhenClean() throws {
        let none = try render(TextReporter.self, .test(edges: [.test("A", "B")]))
        #expect(!none.contains("Rule violations"))
        #expect(!none.contains("new violation"))
        let clean = try render(TextReporter.self, .withRules([], rules: ["cycle", "forbidden"]))
        #expect(clean.contains("\nRule violations: none (2 rules checked)\n"))
        #expect(clean.contains(", 0 new violations\n"))
    }

    @Test func textListsNewBySeverityThenBaselinedThenStale() throws {
        let report = AnalysisReport.withRules(
            [
                .test("forbidden", "A", "B", severity: .warning),
                .test("forbidden", "C", "D", baseline: .baselined),
                .test("layer-upward", "E", "F", comment: "why not"),
            ], rules: ["forbidden", "layer-upward"],
            baseline: BaselineSummary(path: "base.json", matched: 1, stale: ["x|y|z"]))
        let output = try render(TextReporter.self, report)
        let expected = """
            Rule violations (2 new: 1 error, 1 warning; 1 baselined; 2 rules checked)
              1 error
                layer-upward  E → F (weight 1)
                  `E` must not depend on `F`
                  why: why not
                  E/File.swift:1:1  Thing (symbol)
              1 warning
                forbidden  A → B (weight 1)
                  `A` must not depend on `B`
                  A/File.swift:1:1  Thing (symbol)
              baselined (1; known, not counted by the gate)
                forbidden  C → D (weight 1)
              stale baseline entries (1 in base.json; they match nothing any more: remove them)
                x|y|z

            """
        #expect(output.contains(expected), "\(output)")
    }

    @Test func textNamesTheKeyOfAFindingAboutOneComponent() throws {
        // A run-time finding is about one component and the one key its evidence spells: both are
        // shown, or a list of them reads `warning dangling-class  doc` over and over.
        func finding(_ key: String, line: Int) -> Violation {
            Violation(
                ruleID: "dangling-class", severity: .warning, message: "`\(key)` is registered but no class declares it",
                from: "Plugins",
                evidence: [
                    Evidence(location: SourceLocation(path: "Plugins/Plugins.plist", line: line, column: 3), symbol: key, kind: .registry)
                ],
                weight: 1, fingerprint: "dangling-class|Plugins||\(key)")
        }
        let output = try render(
            TextReporter.self, .withRules([finding("BHTrackerService", line: 4), finding("BHShareService", line: 9)], rules: ["dangling-class"]))
        #expect(output.contains("warning dangling-class  Plugins: BHTrackerService"))
        #expect(output.contains("warning dangling-class  Plugins: BHShareService"))
    }

    @Test func textColourChangesNothingElse() throws {
        let report = try CannedReports.load("violations")
        let plain = try render(TextReporter.self, report)
        let coloured = try render(TextReporter.self, report, ReporterOptions(color: true))
        #expect(coloured != plain)
        #expect(coloured.replacing(/\x{1B}\[[0-9]+m/, with: "") == plain)
    }

    // MARK: - sarif

    @Test func sarifResultsNameTheirRulesAndPointAtTheStrongestReference() throws {
        let report = try CannedReports.load("violations")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try render(SARIFReporter.self, report).utf8))
                as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == report.rules.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.violations.count)
        for (result, violation) in zip(results, report.violations) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == violation.ruleID)
            #expect(result["ruleId"] as? String == violation.ruleID)
            let fingerprints = result["partialFingerprints"] as? [String: String]
            #expect(fingerprints?[SARIFReporter.fingerprintKey] == violation.fingerprint)
            #expect(result["baselineState"] as? String == (violation.baseline == .new ? "new" : "unchanged"))
        }
        #expect(results.filter { $0["ruleId"] as? String == "cycle" }.count == 1)
    }

    @Test func sarifWithoutBaselineHasNoBaselineState() throws {
        let output = try render(SARIFReporter.self, .withRules([.test("forbidden", "A", "B")]))
        #expect(!output.contains("baselineState"))
        #expect(output.contains(#""ruleIndex" : 0"#))
    }

    @Test func sarifAddsRulesMissingFromTheCatalogueSoEveryIndexResolves() throws {
        let output = try render(SARIFReporter.self, .withRules([.test("zeta", "A", "B")], rules: ["alpha"]))
        #expect(output.contains(#""id" : "zeta""#))
        #expect(output.contains(#""ruleIndex" : 1"#))
    }

    @Test func sarifURIsArePercentEncodedAndRegionsStartAtOne() throws {
        #expect(SARIFReporter.uriReference("Feed/Feed List/Cell.swift") == "Feed/Feed%20List/Cell.swift")
        #expect(SARIFReporter.uriReference("A/Ü#1.m") == "A/%C3%9C%231.m")
        var violation = Violation.test("forbidden", "A", "B")
        violation.evidence[0].location = SourceLocation(path: "A/F.swift", line: 0, column: 0)
        let output = try render(SARIFReporter.self, .withRules([violation]))
        #expect(output.contains(#""startLine" : 1"#) && output.contains(#""startColumn" : 1"#))
        #expect(!output.contains(#""startLine" : 0"#))
    }

    @Test func sarifViolationWithoutReferencesNamesTheComponents() throws {
        let violation = Violation(
            ruleID: "required", severity: .error, message: "`A` must depend on `Analytics`", from: "A",
            to: "Analytics", fingerprint: "required|A|Analytics")
        let output = try render(SARIFReporter.self, .withRules([violation], rules: ["required"]))
        #expect(output.contains(#""logicalLocations" : ["#))
        #expect(!output.contains("relatedLocations"))
    }

    // MARK: - junit

    @Test func junitIsWellFormedXMLWithOneSuitePerRule() throws {
        for name in CannedReports.names {
            let output = try render(JUnitReporter.self, try CannedReports.load(name))
            let parser = XMLParser(data: Data(output.utf8))
            #expect(parser.parse(), "\(name): \(String(describing: parser.parserError))")
        }
        let output = try render(JUnitReporter.self, try CannedReports.load("violations"))
        #expect(output.contains(#"<testsuite name="coupling.required" tests="1" failures="0""#))
        #expect(output.contains(#"<testcase classname="coupling.required" name="required: no violations" time="0"/>"#))
        #expect(output.contains(#"<testsuites name="coupling" tests="7" failures="4" errors="0" skipped="2""#))
    }

    @Test func junitEscapesMarkupAndControlCharacters() throws {
        let nasty = Violation.test(
            "forbidden", "A<&>", "B\"'", message: "a <b> & \"c\"\nnext\u{1}line", comment: "x")
        let output = try render(JUnitReporter.self, .withRules([nasty]))
        #expect(output.contains(#"name="forbidden: A&lt;&amp;&gt; → B&quot;&apos;""#))
        // A message is one line, its control characters shown escaped (never raw in the XML).
        #expect(output.contains(#"message="a &lt;b&gt; &amp; &quot;c&quot; next\u{0001}line — x""#))
        #expect(output.contains("error: a &lt;b&gt; &amp; \"c\" next\\u{0001}line\n"))
        #expect(XMLParser(data: Data(output.utf8)).parse())
    }

    @Test func junitInfoPassesAndBaselinedIsSkipped() throws {
        let output = try render(
            JUnitReporter.self,
            .withRules([
                .test("forbidden", "A", "B", severity: .info), .test("forbidden", "C", "D", baseline: .baselined),
            ]))
        #expect(output.contains(#"tests="2" failures="0" errors="0" skipped="1""#))
        #expect(output.contains("<system-out>"))
        #expect(output.contains(#"<skipped message="in the baseline: "#))
    }

    // MARK: - github

    @Test func githubEscapesPropertiesAndMessages() {
        #expect(GitHubReporter.escapedData("50% a:b,c\r\nd") == "50%25 a:b,c%0D%0Ad")
        #expect(GitHubReporter.escapedProperty("50% a:b,c\r\nd") == "50%25 a%3Ab%2Cc%0D%0Ad")
        #expect(
            GitHubReporter.command("error", [("file", "a,b.swift"), ("line", "3")], "x\ny")
                == "::error file=a%2Cb.swift,line=3::x%0Ay")
    }

    @Test func githubAnnotatesNewViolationsOnlyBySeverity() throws {
        let report = AnalysisReport.withRules(
            [
                .test("forbidden", "A", "B", severity: .info), .test("forbidden", "C", "D", baseline: .baselined),
                .test("forbidden", "E", "F", severity: .warning), .test("forbidden", "G", "H"),
            ], baseline: BaselineSummary(path: "b.json", matched: 1, stale: []))
        let lines = try render(GitHubReporter.self, report).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("::error file=G/File.swift,line=1,col=1,title=coupling forbidden%3A G → H::"))
        #expect(lines[1].hasPrefix("::warning file=E/File.swift,"))
        #expect(lines[2].hasPrefix("::notice file=A/File.swift,"))
        #expect(lines[3] == "coupling: 3 new violations (1 error, 1 warning, 1 info), 1 baselined, 1 rule checked")
        #expect(!lines.contains { $0.contains("C → D") })
    }

    // MARK: - xcode

    @Test func xcodeLinesAreWhatXcodeParses() throws {
        let report = AnalysisReport.withRules([
            .test("forbidden", "A", "B", severity: .warning, message: "two\nlines", weight: 2),
            Violation(
                ruleID: "required", severity: .info, message: "nowhere", fingerprint: "required||"),
        ])
        let lines = try render(XcodeReporter.self, report).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "A/File.swift:1:1: warning: two lines [forbidden]",
                "A/File.swift:2:1: note: also uses Thing (symbol) [forbidden]",
                "note: nowhere [required]",
                "coupling: 2 new violations (1 warning, 1 info), 1 rule checked",
            ])
    }

    // MARK: - mermaid

    @Test func mermaidIDsAreSafeAndUnique() {
        let ids = MermaidReporter.nodeIDs(["end", "My-Lib", "My_Lib", "1st", "Ünïcode", "", "Graph"])
        #expect(ids["end"] == "c_end")
        #expect(ids["My-Lib"] == "My_Lib")
        #expect(ids["My_Lib"] == "My_Lib_2")
        #expect(ids["1st"] == "c_1st")
        #expect(ids["Ünïcode"] == "_n_code")
        #expect(ids[""] == "c_")
        #expect(ids["Graph"] == "c_Graph")
        #expect(MermaidReporter.label(#"a "b" #1"#) == "a #quot;b#quot; #35;1")
    }

    @Test func mermaidStylesExactlyTheCycleEdges() throws {
        let group = CycleGroup(
            components: ["A", "B"], cycles: [["A", "B"]], truncated: false, cuts: [], cutsAreMinimal: true)
        let report = AnalysisReport.test(
            edges: [.test("B", "A", inCycle: true), .test("C", "A"), .test("A", "B", inCycle: true)], groups: [group])
        let output = try render(MermaidReporter.self, report)
        #expect(output.contains("  A -->|1| B\n  B -->|1| A\n  C -->|1| A\n"))
        #expect(output.contains("  linkStyle 0,1 stroke:"))
        #expect(output.contains("  class A,B cycle\n"))
    }

    // MARK: - csv

    @Test func csvQuotesPerRFC4180() {
        #expect(CSVReporter.field("plain") == "plain")
        #expect(CSVReporter.field("a,b") == "\"a,b\"")
        #expect(CSVReporter.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVReporter.field("two\nlines") == "\"two\nlines\"")
        #expect(CSVReporter.field(" padded") == "\" padded\"")
    }

    @Test func csvHasAHeaderAndOneRowPerEdgeWithCRLF() throws {
        let report = AnalysisReport.withRules(
            [.test("forbidden", "A", "B")], edges: [.test("A", "B", weight: 2), .test("B, Inc", "A")])
        let output = try render(CSVReporter.self, report)
        let rows = output.components(separatedBy: "\r\n")
        #expect(rows.count == 4 && rows[3].isEmpty)
        #expect(rows[0].hasPrefix("from,to,weight,"))
        #expect(rows[1] == "A,B,2,0,2,0,0,false,forbidden,Thing (2),A/File.swift:1:1")
        #expect(rows[2].hasPrefix("\"B, Inc\",A,1,"))
    }

    // MARK: - markdown

    @Test func markdownKeepsCodeSpansAndEscapesTheRest() {
        #expect(MarkdownReporter.inline("`A|B` uses *x* | <y>") == "`A\\|B` uses \\*x\\* \\| &lt;y&gt;")
        #expect(MarkdownReporter.inline("odd ` tick") == "odd \\` tick")
        #expect(MarkdownReporter.code("a`b") == "`` a`b ``")
        #expect(MarkdownReporter.code("a|b", inTable: false) == "`a|b`")
    }

    @Test func markdownSaysWhenNothingNewBroke() throws {
        let output = try render(
            MarkdownReporter.self, .withRules([.test("forbidden", "A", "B", baseline: .baselined)]))
        #expect(output.hasPrefix("### ✅ coupling: no new violations\n"))
        #expect(output.contains("No new rule violations."))
        #expect(output.contains("<details><summary>Baseline: 1 known violation</summary>"))
    }
}
