import Foundation

/// Build settings as Xcode layers them: project configuration file, project settings, target
/// configuration file, target settings, each overriding the ones before; `$(inherited)` in a
/// value stands for what came before.
struct BuildSettings: Sendable, Equatable {
    private(set) var values: [String: String] = [:]

    init() {}

    /// Applies one level's assignments in order (a configuration file's lines, a `buildSettings` dictionary).
    mutating func apply(_ assignments: [(key: String, value: String)]) {
        for (key, value) in assignments {
            // Most values have no `$`: no search for `$(inherited)` in them.
            guard value.utf8.contains(UInt8(ascii: "$")) else {
                values[key] = value
                continue
            }
            let before = values[key] ?? ""
            values[key] = value.replacingOccurrences(of: "$(inherited)", with: before)
                .replacingOccurrences(of: "${inherited}", with: before)
        }
    }

    /// A setting's value; a conditional variant (`KEY[sdk=iphoneos*]`) only when there is no plain one.
    func value(_ key: String) -> String? {
        if let plain = values[key] { return plain }
        return values.keys.filter { $0.hasPrefix(key + "[") }.min().flatMap { values[$0] }
    }

    /// One set of settings for configurations (Debug, Release...) that may differ: what they
    /// share, and where they differ the first configuration's (in the project's order). A setting
    /// the first one leaves unset stays unset, as in that configuration's build.
    static func combined(_ configurations: [BuildSettings]) -> BuildSettings {
        configurations.first ?? BuildSettings()
    }
}
