// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "A",
    products: [.library(name: "A", targets: ["A"])],
    targets: [
        .target(name: "A"),
        .testTarget(name: "ATests", dependencies: ["A"]),
    ]
)
