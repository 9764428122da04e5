// swift-tools-version:5.3
import PackageDescription

let package = Package(
    name: "Lib",
    products: [.library(name: "Lib", targets: ["Lib"])],
    targets: [
        .target(name: "Lib", path: "Lib", sources: ["Core"])
    ]
)
