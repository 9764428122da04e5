import CouplingModel
import CouplingReporters
import Foundation
import Testing

@Suite struct ReporterRegistryTests {
    @Test func idsAreUniqueKebabCaseAndSorted() {
        let ids = ReporterRegistry.builtIn.map { $0.id }
        #expect(ids == ["csv", "dot", "github", "html", "json", "junit", "markdown", "mermaid", "sarif", "text", "xcode"])
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        for type in ReporterRegistry.builtIn {
            #expect(type.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(type.id)")
            #expect(!type.summary.isEmpty && !type.summary.contains("\n"), "\(type.id)")
            #expect(!type.fileExtension.isEmpty && !type.fileExtension.hasPrefix("."), "\(type.id)")
        }
    }

    @Test func lookupByID() {
        #expect(ReporterRegistry.reporter(id: "text") == TextReporter.self)
        #expect(ReporterRegistry.reporter(id: "json") == JSONReporter.self)
        #expect(ReporterRegistry.reporter(id: "dot") == DOTReporter.self)
        #expect(ReporterRegistry.reporter(id: "sarif") == SARIFReporter.self)
        #expect(ReporterRegistry.reporter(id: "html") == HTMLReporter.self)
        #expect(ReporterRegistry.reporter(id: "pdf") == nil)
        #expect(ReporterRegistry.reporter(id: "TEXT") == nil)
    }

    /// `-o FILE` picks the format from the file's extension: no two reporters may share one.
    @Test func fileExtensionsAreUnique() {
        let extensions = ReporterRegistry.builtIn.map { $0.fileExtension }
        #expect(Set(extensions).count == extensions.count, "\(extensions)")
    }

    /// Adding a reporter means adding its golden file for every canned report.
    @Test func everyReporterHasAGoldenForEveryCannedReport() {
        #expect(!CannedReports.names.isEmpty)
        for name in CannedReports.names {
            for type in ReporterRegistry.builtIn {
                let url = CannedReports.goldenURL(report: name, fileExtension: type.fileExtension)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(type.id) has no golden \(url.path)")
            }
        }
    }

    /// And no golden is left behind by a removed reporter or report.
    @Test func everyGoldenBelongsToAReporterAndAReport() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CannedReports.expectedDirectory.path)
        let expected = Set(
            CannedReports.names.flatMap { name in ReporterRegistry.builtIn.map { "\(name).\($0.fileExtension)" } })
        for file in files where !file.hasPrefix(".") {
            #expect(expected.contains(file), "stray golden file \(file)")
        }
    }
}
