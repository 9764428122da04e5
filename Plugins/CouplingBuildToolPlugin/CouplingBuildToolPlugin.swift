import Foundation
import PackagePlugin

/// Runs `coupling check --format xcode` on the package (or Xcode project) during the build, so that
/// violations and cycles show as warnings and errors at the referencing lines; a new violation of
/// severity error fails the build (coupling exits 1).
///
/// A build command, not a prebuild command: prebuild commands may not run an executable built from
/// source, and `coupling` is. It declares the sources, `Package.swift`, `.coupling.yml` and the baseline
/// as inputs, so it runs again when one of them changes, and no output file: SwiftPM copies every
/// declared output into the target's resources (a bundle the app would ship), while a command with no
/// outputs gets a stand-in one that the target waits for (packages of tools-version 6.0 or later).
@main
struct CouplingBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let files = context.package.targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.filter { $0.type == .source || $0.type == .header }.map(\.url)
        }
        let check = CheckCommand(
            tool: try CheckCommand.tool { try context.tool(named: "coupling") }, root: root,
            workDirectory: context.pluginWorkDirectoryURL)
        return [check.command(name: context.package.displayName, inputs: files + [root.appending(path: "Package.swift")])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension CouplingBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject
        let files = project.targets.flatMap { target in
            target.inputFiles.filter { $0.type == .source || $0.type == .header }.map(\.url)
        }
        let check = CheckCommand(
            tool: try CheckCommand.tool { try context.tool(named: "coupling") }, root: project.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL)
        return [check.command(name: project.displayName, inputs: files)]
    }
}
#endif
