// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Pkg",
    targets: [
        .target(name: "StringUtils"),
        .target(
            name: "Parsers", dependencies: ["StringUtils"], exclude: ["Legacy"],
            resources: [.copy("Samples")]),
    ]
)
