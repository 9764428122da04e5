import ArgumentParser
import CouplingKit

struct PassesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passes",
        abstract: "List the analysis passes and the order the planner computed from what each needs and gives."
    )

    @OptionGroup var scan: ScanOptions

    func run() async throws {
        let settings = try scan.settings()
        let scanner = Scanner(settings: settings)
        let plan = try scanner.plan()
        var text = "Plan (computed from requires/produces):\n\(plan.description)\n"
        let planned = Set(plan.passes.map { $0.id })
        let others = scanner.registry.passes.filter { !planned.contains($0.id) }
        if !others.isEmpty {
            text += "\nNot in this plan (alternatives or disabled):\n"
            for pass in others { text += "- \(pass.id): \(pass.summary)\n" }
        }
        try Console.output(lines: text)
    }
}
