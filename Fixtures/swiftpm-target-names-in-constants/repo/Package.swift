// swift-tools-version:5.9
import PackageDescription

// Target names kept in constants, as some real manifests keep them: an enum's static members, a
// top-level `let`, and a String property that wraps a name (`Targets.recording.tests`). One target
// is named by a call, which no reading of the text can evaluate.
let package = Package(
    name: "Crash",
    products: [.library(name: "CrashRecording", targets: [Targets.recording])],
    targets: [
        .target(name: Targets.core),
        .target(name: Targets.recording, dependencies: [.target(name: Targets.core)]),
        .target(name: Targets.filters, dependencies: [.target(name: Targets.recording)], path: "Sources/Filtering"),
        .target(name: sinks, dependencies: [.target(name: Targets.recording)]),
        .target(name: extrasName("Extras")),
        .testTarget(name: Targets.recording.tests, dependencies: [.target(name: Targets.recording)]),
    ]
)

let sinks = "CrashSinks"

func extrasName(_ name: String) -> String { name }

enum Targets {
    static let core = "CrashCore"
    static let recording = "CrashRecording"
    static let filters = "CrashFilters"
}

extension String {
    var tests: String {
        return "\(self)Tests"
    }
}
