import ArgumentParser
import CouplingKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the architecture rules: id, default severity, what each finds and how to fix it."
    )

    func run() throws {
        var lines: [String] = []
        for rule in BuiltInRules.all {
            for descriptor in rule.descriptors {
                lines.append("\(descriptor.id) (\(descriptor.defaultSeverity.rawValue), pass `\(rule.id)`)")
                lines.append("  \(descriptor.summary)")
                lines.append("  \(descriptor.help)")
            }
        }
        try Console.output(lines: lines)
    }
}
