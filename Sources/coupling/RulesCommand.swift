import ArgumentParser
import CouplingKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the architecture rules: id, default severity, what each finds and how to fix it."
    )

    func run() throws {
        for rule in BuiltInRules.all {
            for descriptor in rule.descriptors {
                print("\(descriptor.id) (\(descriptor.defaultSeverity.rawValue), pass `\(rule.id)`)")
                print("  \(descriptor.summary)")
                print("  \(descriptor.help)")
            }
        }
    }
}
