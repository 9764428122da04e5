@testable import CouplingKit
import Testing

@Suite("Configuration file")
struct ConfigurationTests {
    @Test("a valid file is read")
    func valid() throws {
        let configuration = try Configuration.parse(
            """
            version: 1
            components: ["Modules/*"]
            exclude: ["**/Tests"]
            modules: {UniversalMediaPlayer: MediaPlayer}
            swift_visibility: imports
            cycles: {limit: 10}
            passes:
              options:
                resolve-references: {trust_unique_c_names: true}
            """, file: ".coupling.yml")
        #expect(configuration.components == ["Modules/*"])
        #expect(configuration.modules == ["UniversalMediaPlayer": "MediaPlayer"])
        #expect(configuration.swiftVisibility == .imports)
        #expect(configuration.cycleLimit == 10)
        #expect(configuration.passOptions["resolve-references"] != nil)
    }

    @Test(
        "errors name the file, the line and the key",
        arguments: [
            ("version: 1\ncomponnts: []\n", ".coupling.yml:2: unknown key `componnts` (did you mean `components`?)"),
            ("components: []\n", ".coupling.yml: missing `version: 1`"),
            ("version: 2\n", ".coupling.yml:1: unsupported version 2 (this coupling reads version 1)"),
            ("version: 1\nexclude: 3\n", ".coupling.yml:2: `exclude` must be a list of strings"),
            ("version: 1\nswift_visibility: everything\n", ".coupling.yml:2: swift_visibility must be auto, imports or global, not `everything`"),
            ("version: 1\ncycles: {limt: 3}\n", ".coupling.yml:2: unknown key `cycles.limt` (did you mean `limit`?)"),
        ])
    func errors(text: String, message: String) {
        #expect(throws: CouplingError.invalidConfiguration(message)) {
            try Configuration.parse(text, file: ".coupling.yml")
        }
    }
}

@Suite("Globs")
struct GlobTests {
    @Test(
        arguments: [
            ("Modules/*", "Modules/Feed", true), ("Modules/*", "Modules/Feed/Sub", false),
            ("**/Tests", "A/B/Tests", true), ("**/Tests", "Tests", true), ("*.generated.swift", "A/x.generated.swift", true),
            ("Feature[AB]", "FeatureA", true), ("Feature[AB]", "FeatureC", false), ("A/**/*.h", "A/x/y/z.h", true),
            ("Pods", "Vendor/Pods", true), ("a?c", "abc", true), ("a?c", "abbc", false),
        ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}
