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
        let target = output ?? (settings.root + "/" + Configuration.defaultFileName)
        if target != "-" {
            if (try? FileManager.default.attributesOfItem(atPath: target)) != nil, !force {  // (a link too)
                throw CouplingError.invalidArgument("\(target) exists; pass --force to overwrite it")
            }
            _ = try SafeWriter.destination(of: target)
        }
        let text = try await StarterConfiguration.text(settings: settings)
        if target == "-" {
            try Console.output(text)
            return
        }
        try SafeWriter.write(Array(text.utf8), to: target)
        Console.error("coupling: wrote \(target)")
    }
}
