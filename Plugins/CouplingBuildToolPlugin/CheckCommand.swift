import Foundation
import PackagePlugin

/// The build command: `coupling check ROOT --format xcode`, its cache in the plugin work directory.
struct CheckCommand {
    /// Read when present, as `coupling check` reads it, and an input of the command.
    static let configurationName = ".coupling.yml"
    /// The baseline the README suggests: when the root has one, only violations it lacks fail the build.
    static let baselineName = "coupling-baseline.json"

    let tool: URL
    let root: URL
    let workDirectory: URL

    /// The `coupling` executable; the plugin has none without coupling's package trait `Plugins`.
    static func tool(_ lookUp: () throws -> PluginContext.Tool) throws -> URL {
        do {
            return try lookUp().url
        } catch {
            throw MissingTool(description: "\(error): coupling's build-tool plugin needs its package trait `Plugins`, off by default: `.package(…, traits: [\"Plugins\"])`")
        }
    }

    struct MissingTool: Error, CustomStringConvertible {
        let description: String
    }

    func command(name: String, inputs: [URL]) -> Command {
        // The default cache is in the user's home, which the sandbox of build commands refuses.
        var arguments = [
            "check", root.path, "--format", "xcode",
            "--cache-dir", workDirectory.appending(path: "cache", directoryHint: .isDirectory).path,
        ]
        var inputs = inputs
        for name in [Self.configurationName, Self.baselineName] {
            let file = root.appending(path: name)
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            inputs.append(file)
            if name == Self.baselineName { arguments += ["--baseline", file.path] }
        }
        return .buildCommand(
            displayName: "coupling check \(name)", executable: tool, arguments: arguments, inputFiles: inputs)
    }
}
