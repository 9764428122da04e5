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
            InitCommand.self, PassesCommand.self, RulesCommand.self, SurfaceCommand.self,
        ],
        defaultSubcommand: ScanCommand.self
    )

    /// `coupling scna`: a word that names no file or folder but is one typo from a subcommand is that
    /// typo, not a path to scan (which would fail with "no such file or folder").
    static func mistypedSubcommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("/"),
            !FileManager.default.fileExists(atPath: first)
        else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first), let guess = Spelling.closest(to: first, among: names) else { return nil }
        return "`\(first)` is neither a subcommand nor a file or folder (did you mean `coupling \(guess)`?)"
    }

    /// ArgumentParser's own usage errors exit 64; coupling promises 2 for every usage error.
    static func main() async {
        _ = Console.closedAtStart  // before any file is opened
        do {
            if let message = mistypedSubcommand(Array(CommandLine.arguments.dropFirst())) {
                throw CouplingError.invalidArgument(message)
            }
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
