// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Pkg",
    dependencies: [
        .package(url: "https://github.com/tree-sitter/swift-tree-sitter", exact: "0.10.0"),
    ],
    targets: [
        .target(name: "Core"),
        .testTarget(name: "CoreTests", dependencies: ["Core", .product(name: "SwiftTreeSitter", package: "swift-tree-sitter")]),
        .target(name: "Parser"),
        .testTarget(name: "ParserTests", dependencies: ["Parser", .product(name: "SwiftTreeSitter", package: "swift-tree-sitter")]),
    ]
)
