// swift-tools-version:5.9
import PackageDescription

// Four modules: each folder is its own target, so a name is seen only where its module is imported.
let package = Package(
    name: "NameCollision",
    platforms: [.iOS(.v16)],
    targets: [
        .executableTarget(name: "app", dependencies: ["featureA", "featureB"], path: "app"),
        .target(name: "featureA", path: "featureA"),
        .target(name: "featureB", path: "featureB"),
        .target(name: "payments", dependencies: ["featureB"], path: "payments"),
    ]
)
