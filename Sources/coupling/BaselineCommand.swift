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
        let protection = SafeWriter.Protection(files: scan.filesRead)
        _ = try SafeWriter.destination(of: output, flag: "-o", protecting: protection)
        let report = try await Scanner(settings: try scan.settings()).run().report
        let baseline = Baseline(report: report)
        try SafeWriter.write(baseline.encoded(), to: output, flag: "-o", protecting: protection)
        Console.error("coupling: \(baseline.entries.count) entr\(baseline.entries.count == 1 ? "y" : "ies") written to \(output)")
    }
}
