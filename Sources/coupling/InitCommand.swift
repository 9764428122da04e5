import ArgumentParser
import CouplingKit
import Foundation

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter .coupling.yml inferred from the tree (components, suggested layers)."
    )

    @OptionGroup var scan: ScanOptions

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write it (default PATH/.coupling.yml; - for standard output).", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Overwrite an existing file.")
    var force = false

    func run() async throws {
        var settings = try scan.settings()
        settings.configuration.rules = RulesConfiguration()
        let report = try await Scanner(settings: settings).run().report
        let text = StarterConfiguration.text(for: report)
        let target = output ?? (settings.root + "/" + Configuration.defaultFileName)
        if target == "-" {
            print(text, terminator: "")
            return
        }
        if FileManager.default.fileExists(atPath: target), !force {
            throw CouplingError.invalidArgument("\(target) exists; pass --force to overwrite it")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw CouplingError.io("\(target): cannot write: \(error.localizedDescription)")
        }
        Console.error("coupling: wrote \(target)")
    }
}
