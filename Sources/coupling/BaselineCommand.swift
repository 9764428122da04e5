import ArgumentParser
import CouplingKit
import Foundation

struct BaselineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record today's violations and cycles, so that CI fails only on new ones (--baseline FILE)."
    )

    @OptionGroup var scan: ScanOptions

    @Option(name: [.short, .long], help: ArgumentHelp("The baseline file to write (atomically).", valueName: "file"))
    var output: String

    func run() async throws {
        let report = try await Scanner(settings: try scan.settings()).run().report
        let baseline = Baseline(report: report)
        do {
            try baseline.encoded().write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CouplingError.io("-o \(output): cannot write the baseline: \(error.localizedDescription)")
        }
        Console.error("coupling: \(baseline.entries.count) entr\(baseline.entries.count == 1 ? "y" : "ies") written to \(output)")
    }
}
