// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "UI", dependencies: [.package(path: "../Library")],
  targets: [ .target(name: "UI", dependencies: ["Library"], path: "Sources/UI") ])
