// swift-tools-version:5.9
import PackageDescription

// Two targets over one folder, told apart by what each excludes (as firebase's FirebaseAuth and
// FirebaseAuthInternal are).
let package = Package(
    name: "Kit",
    targets: [
        .target(name: "Auth", dependencies: ["AuthInternal"], path: "Auth/Sources", exclude: ["ObjC"]),
        .target(name: "AuthInternal", path: "Auth/Sources", exclude: ["Swift"], publicHeadersPath: "ObjC"),
        .testTarget(name: "AuthTests", dependencies: ["Auth"], path: "Auth/Tests"),
    ]
)
