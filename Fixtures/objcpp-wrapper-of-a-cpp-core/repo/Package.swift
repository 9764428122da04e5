// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "KV",
    targets: [
        .target(name: "KVCore", path: "Core"),
        .target(name: "KV", dependencies: ["KVCore"], path: "Wrapper"),
    ]
)
