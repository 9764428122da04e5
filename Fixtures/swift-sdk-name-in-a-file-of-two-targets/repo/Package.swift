// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Store",
    products: [.library(name: "Store", targets: ["Store"])],
    targets: [.target(name: "Store", path: "Store")]
)
