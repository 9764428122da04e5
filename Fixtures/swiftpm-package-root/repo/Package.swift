// swift-tools-version:5.9
import PackageDescription

// A package at the root of the tree, with an app beside it (App/, built by an Xcode project that is
// not part of the fixture). One target has a path of its own.
let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16)],
    products: [.library(name: "AppFeature", targets: ["AppFeature"])],
    targets: [
        .target(name: "SharedModels"),
        .target(name: "ApiClient", dependencies: ["SharedModels"]),
        .target(name: "ApiClientLive", dependencies: ["ApiClient"]),
        .target(name: "StorageClient", dependencies: ["SharedModels"]),
        .target(name: "HomeFeature", dependencies: ["ApiClient", "SharedModels"]),
        .target(name: "SettingsFeature", dependencies: ["StorageClient"]),
        .target(name: "ProfileFeature", dependencies: ["ApiClient"], path: "Sources/Features/ProfileFeature"),
        .target(name: "AppFeature", dependencies: ["HomeFeature", "SettingsFeature", "ProfileFeature"]),
        .testTarget(name: "HomeFeatureTests", dependencies: ["HomeFeature", "ApiClient"]),
    ]
)
