// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Repro",
    targets: [
        .target(name: "Lib"),
        .executableTarget(name: "App", dependencies: ["Lib"]),
        .executableTarget(name: "Tool", dependencies: ["Lib"]),
    ]
)
