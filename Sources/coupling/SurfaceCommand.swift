import ArgumentParser
import CouplingKit
import CouplingModel
import CouplingReporters

struct SurfaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "surface",
        abstract: "A component's declarations that other components use (by how many components and references), and those none uses."
    )

    @Argument(help: "The component.") var component: String
    @OptionGroup var scan: ScanOptions

    func run() async throws {
        let report = try await Scanner(settings: try scan.settings()).run().report
        guard let surface = report.surface.first(where: { $0.component == component }) else {
            let names = report.components.map(\.name).sorted().joined(separator: ", ")
            throw CouplingError.invalidArgument("`\(component)` is not a component (components: \(names))")
        }
        try Console.output(lines: SurfaceText.lines(surface))
    }
}
