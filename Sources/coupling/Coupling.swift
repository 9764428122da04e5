import ArgumentParser
import CouplingKit
import Foundation

@main
struct Coupling: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coupling",
        abstract: "Show how the components of an iOS/macOS codebase depend on each other, and find the cycles.",
        discussion: """
            Each top-level folder of PATH is a component. Exit codes: 0 clean, 1 the gate tripped \
            (--fail-on), 2 usage, configuration or input error.
            """,
        version: CouplingVersion.current,
        subcommands: [
            ScanCommand.self, CheckCommand.self, ExplainCommand.self, BaselineCommand.self, DiffCommand.self,
            InitCommand.self, PassesCommand.self, RulesCommand.self,
        ],
        defaultSubcommand: ScanCommand.self
    )

    /// ArgumentParser's own usage errors exit 64; coupling promises 2 for every usage error.
    static func main() async {
        _ = Console.closedAtStart  // before any file is opened
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as CouplingError {
            Console.error("coupling: error: \(error)")
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .success || code.rawValue == 1 {
                exit(withError: error)
            }
            let message = fullMessage(for: error)
            for line in message.split(separator: "\n", omittingEmptySubsequences: false) where !message.isEmpty {
                Console.error(String(line))
            }
            Foundation.exit(2)
        }
    }
}
