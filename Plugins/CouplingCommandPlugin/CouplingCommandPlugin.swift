import Foundation
import PackagePlugin

/// `swift package coupling [SUBCOMMAND] [ARGS…]`: runs this package's `coupling` on the package it is
/// invoked in, with the user's arguments.
///
/// - The tool runs in the package's folder, so PATH defaults to the package and relative paths (PATH,
///   `-o`, `--config`, `--baseline`) are the package's.
/// - The scan cache goes under the plugin work directory (`--cache-dir`): the default cache folder, in the
///   user's home, is outside what the macOS sandbox lets a plugin write, and nothing lands in the package.
/// - No write permission is declared: SwiftPM would then ask for it on every run, read-only ones
///   included. A report written into the package needs `--allow-writing-to-package-directory` on macOS.
@main
struct CouplingCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try ToolArguments.tool { try context.tool(named: "coupling") }
        let cache = context.pluginWorkDirectoryURL.appending(path: "cache", directoryHint: .isDirectory)
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ToolArguments.forwarding(arguments, cacheDirectory: cache.path)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw PluginFailure("coupling was stopped by signal \(process.terminationStatus)")
        }
        // coupling has already said why on standard error; the error makes `swift package` fail too.
        guard process.terminationStatus == 0 else {
            throw PluginFailure(ToolArguments.explain(status: process.terminationStatus, arguments: arguments))
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
