// swift-tools-version:6.1
import PackageDescription

// A small package that uses coupling's two SwiftPM plugins; scripts/check-plugins.sh builds it.
//   Feed -> Networking -> Storage, and Feed -> Storage: the one edge .coupling.yml forbids.
// The build-tool plugin is applied to one target only: it checks the whole package, so applying it to
// every target would run the same check once per target.
let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` keeps the package's name `coupling` whatever the folder of the clone is called.
        // The trait `Plugins` gives the plugins their `coupling` (off by default: it is a second build).
        .package(name: "coupling", path: "../..", traits: ["Plugins"]),
    ],
    targets: [
        .target(name: "Storage"),
        .target(name: "Networking", dependencies: ["Storage"]),
        .target(
            name: "Feed",
            dependencies: ["Networking", "Storage"],
            plugins: [.plugin(name: "CouplingBuildToolPlugin", package: "coupling")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
