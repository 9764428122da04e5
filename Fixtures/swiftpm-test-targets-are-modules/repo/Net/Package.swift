// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Net",
    products: [.library(name: "Net", targets: ["Net"])],
    targets: [
        .target(name: "Net", path: "Sources"),
        .testTarget(name: "NetTests", dependencies: ["Net"], path: "Tests"),
    ]
)
