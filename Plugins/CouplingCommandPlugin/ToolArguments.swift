import PackagePlugin

/// The command line the plugin gives `coupling`: the user's arguments, plus `--cache-dir` for the
/// subcommands that scan a tree (scan, the default, check, explain, baseline, init, passes, surface).
enum ToolArguments {
    /// The `coupling` executable; the plugin has none without coupling's package trait `Plugins`.
    static func tool(_ lookUp: () throws -> PluginContext.Tool) throws -> PluginContext.Tool {
        do {
            return try lookUp()
        } catch {
            throw PluginFailure(
                "\(error): the plugin needs coupling's package trait `Plugins`, off by default: `.package(…, traits: [\"Plugins\"])`")
        }
    }

    /// Subcommands that scan nothing: `--cache-dir` would be an unknown option to them.
    static let notScanning: Set<String> = ["diff", "rules", "help"]
    /// Flags after which coupling prints and scans nothing.
    static let informational: Set<String> = ["-h", "--help", "-help", "--version", "--experimental-dump-help"]

    static func forwarding(_ arguments: [String], cacheDirectory: String) -> [String] {
        guard scans(arguments) else { return arguments }
        // Options after `--` would be read as paths.
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var forwarded = arguments
        forwarded.insert(contentsOf: ["--cache-dir", cacheDirectory], at: end)
        return forwarded
    }

    /// Whether the run scans a tree and leaves the cache to the plugin.
    static func scans(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        if options.contains(where: { informational.contains($0) || $0.hasPrefix("--generate-completion-script") }) {
            return false
        }
        if options.contains(where: { $0 == "--no-cache" || $0 == "--cache-dir" || $0.hasPrefix("--cache-dir=") }) {
            return false
        }
        guard let first = arguments.first else { return true }
        return !notScanning.contains(first)
    }

    /// What a non-zero exit of coupling means (README, "Exit codes"); coupling printed the details.
    static func explain(status: Int32, arguments: [String]) -> String {
        switch status {
        case 1:
            return "coupling: the gate tripped (exit 1)"
        case 2:
            let writes = arguments.contains { ["-o", "--output", "init", "baseline"].contains($0) || $0.hasPrefix("--output=") }
            // The macOS sandbox refuses writes into the package unless the user allows them.
            let hint = writes
                ? "; on macOS a write into the package needs `swift package --allow-writing-to-package-directory coupling …`" : ""
            return "coupling: usage, configuration or input error (exit 2)" + hint
        default:
            return "coupling exited with status \(status)"
        }
    }
}
