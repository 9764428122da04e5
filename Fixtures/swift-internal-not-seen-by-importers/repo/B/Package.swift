// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "B",
    products: [.library(name: "B", targets: ["B"])],
    targets: [.target(name: "B")]
)
