// swift-tools-version:6.1
import PackageDescription

// The target arrows are the architecture:
//   coupling (CLI) -> CouplingKit, CouplingReporters
//   CouplingKit -> CouplingModel, CouplingGraph, CouplingFrontendSwift(Fast), CouplingFrontendClang
//   CouplingReporters -> CouplingModel, CouplingGraph (layouts of the drawn formats)
//   CouplingGraph -> nothing
//
// The swift-syntax reader (`--swift-frontend syntax`) is built only with the trait
// `SwiftSyntaxReader` (`swift build -c release --traits SwiftSyntaxReader`): swift-syntax is most of a
// release build's time and of the binary, and the default reader does not use it.
let swiftSyntax = "SwiftSyntaxReader"
// The plugins run `coupling` built for the host, a second build of every module beside the first (a
// plain `swift build -c release` took 7.5 minutes with it, 2 without). So the trait `Plugins` that asks
// for it is off by default: a package that uses the plugins lists it (`traits: ["Plugins"]`).
let plugins = "Plugins"

let package = Package(
    name: "coupling",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coupling", targets: ["coupling"]),
        .library(name: "CouplingKit", targets: ["CouplingKit"]),
        // For packages that depend on this one: `swift package coupling …`, and `coupling check` during
        // builds (README, "SwiftPM and Xcode plugins").
        .plugin(name: "CouplingCommandPlugin", targets: ["CouplingCommandPlugin"]),
        .plugin(name: "CouplingBuildToolPlugin", targets: ["CouplingBuildToolPlugin"]),
    ],
    traits: [
        .trait(name: swiftSyntax, description: "Build the swift-syntax Swift reader (--swift-frontend syntax)."),
        .trait(name: plugins, description: "Build coupling for the host, for the SwiftPM plugins."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "CouplingModel"),
        .target(name: "CouplingGraph"),
        // libclang is loaded at run time (dlopen): this C target only declares the few
        // types and functions we call, so the package builds where no libclang exists.
        .target(name: "CLibclang", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "CouplingFrontendClang", dependencies: ["CouplingModel", "CLibclang"]),
        .target(
            name: "CouplingFrontendSwift",
            dependencies: [
                "CouplingModel",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: [swiftSyntax])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: [swiftSyntax])),
            ]
        ),
        .target(name: "CouplingFrontendSwiftFast", dependencies: ["CouplingModel"]),
        .target(
            name: "CouplingKit",
            dependencies: [
                "CouplingModel", "CouplingGraph", "CouplingFrontendSwift", "CouplingFrontendSwiftFast",
                "CouplingFrontendClang",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "CouplingReporters", dependencies: ["CouplingModel", "CouplingGraph"]),
        .executableTarget(
            name: "coupling",
            dependencies: [
                "CouplingKit", "CouplingReporters",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Both plugins run the `coupling` executable above, built from source for the host.
        .plugin(
            name: "CouplingCommandPlugin",
            capability: .command(
                intent: .custom(verb: "coupling", description: "Run coupling on this package: scan, check, explain, …")),
            dependencies: [.target(name: "coupling", condition: .when(traits: [plugins]))]
        ),
        .plugin(
            name: "CouplingBuildToolPlugin", capability: .buildTool(),
            dependencies: [.target(name: "coupling", condition: .when(traits: [plugins]))]
        ),
        .testTarget(name: "CouplingGraphTests", dependencies: ["CouplingGraph", "CouplingTestSupport"]),
        // Shared by the tests: marked source text, the repository's root.
        .target(name: "CouplingTestSupport", dependencies: ["CouplingModel"], path: "Tests/CouplingTestSupport"),
        .testTarget(
            name: "CouplingFrontendSwiftTests",
            dependencies: ["CouplingFrontendSwift", "CouplingModel", "CouplingTestSupport"]
        ),
        .testTarget(
            name: "CouplingFrontendClangTests",
            dependencies: ["CouplingFrontendClang", "CouplingModel", "CouplingTestSupport"]
        ),
        .testTarget(
            name: "CouplingFrontendSwiftFastTests",
            dependencies: ["CouplingFrontendSwiftFast", "CouplingFrontendSwift", "CouplingModel", "CouplingTestSupport"]
        ),
        .testTarget(name: "CouplingCLITests", dependencies: ["coupling", "CouplingTestSupport"]),
        .testTarget(name: "CouplingReportersTests", dependencies: ["CouplingReporters", "CouplingModel", "CouplingTestSupport"]),
        .testTarget(
            name: "CouplingKitTests", dependencies: ["CouplingKit", "CouplingModel", "CouplingReporters", "CouplingTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
