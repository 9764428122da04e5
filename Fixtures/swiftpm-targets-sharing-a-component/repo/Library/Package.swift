// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Library", products: [.library(name: "Library", targets: ["Library"])],
  targets: [
    .target(name: "CloudDrive", path: "Sources/CloudDrive"),
    .target(name: "FileSystem", dependencies: ["CloudDrive"], path: "Sources/FileSystem"),
    .target(name: "Library", dependencies: ["FileSystem"], path: "Sources/Library"),
])
