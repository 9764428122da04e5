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
        #expect(configuration.warnings.map(\.code) == ["deprecated-option"])
        #expect(configuration.cycleLimit == 10)
        #expect(configuration.passOptions["resolve-references"] != nil)
    }

    @Test("the C-family reader is read once into its enum; its former name still works, with a warning")
    func cFamilyReader() throws {
        let current = try Configuration.parse("version: 1\nobjc_frontend: clang\n", file: ".coupling.yml")
        #expect(current.objcFrontend == .clang)
        #expect(current.warnings.isEmpty)
        let former = try Configuration.parse("version: 1\nobjc_frontend: regex\n", file: ".coupling.yml")
        #expect(former.objcFrontend == .lexer)
        #expect(former.warnings.map(\.message) == [
            ".coupling.yml:2: `objc_frontend: regex` is the former name of `lexer` (the hand-written declaration reader); write `lexer`"
        ])
        #expect(throws: CouplingError.invalidConfiguration(".coupling.yml:2: objc_frontend must be lexer or clang, not `tokens`")) {
            try Configuration.parse("version: 1\nobjc_frontend: tokens\n", file: ".coupling.yml")
        }
    }

    @Test(
        "errors name the file, the line and the key",
        arguments: [
            ("version: 1\ncomponnts: []\n", ".coupling.yml:2: unknown key `componnts` (did you mean `components`?)"),
            ("components: []\n", ".coupling.yml: missing `version: 1`"),
            ("version: 2\n", ".coupling.yml:1: unsupported version 2 (this coupling reads version 1)"),
            ("version: 1\nexclude: 3\n", ".coupling.yml:2: `exclude` must be a list of strings"),
            ("version: 1\ntargets: {App: [A]}\n", ".coupling.yml:2: `targets` must be a list of targets"),
            ("version: 1\ntargets:\n  - components: [A]\n", ".coupling.yml:3: a target in `targets` needs a `name`"),
            ("version: 1\ntargets:\n  - {name: App, kind: library}\n", ".coupling.yml:3: targets.kind must be app or module, not `library`"),
            ("version: 1\ntargets:\n  - {name: App, component: [A]}\n", ".coupling.yml:3: unknown key `targets.component` (did you mean `components`?)"),
            ("version: 1\ncycles: {limt: 3}\n", ".coupling.yml:2: unknown key `cycles.limt` (did you mean `limit`?)"),
            ("version: 1\ncycles: {limit: 0}\n", ".coupling.yml:2: `cycles.limit` must be between 1 and 100000, not 0"),
            ("version: 1\nexclude: [\"ok\", \"[x\"]\n", ".coupling.yml:2: `exclude`: bad glob `[x`: `[` is never closed"),
            ("version: 1\npasses: {enable: [cfamily-lexer-frontnd]}\n",
             ".coupling.yml:2: unknown pass `cfamily-lexer-frontnd` in `passes.enable` (did you mean `cfamily-lexer-frontend`?); `coupling passes` lists them"),
            ("version: 1\npasses:\n  options:\n    resolve-references: {trust_unique_c_names: 3}\n",
             ".coupling.yml:4: `passes.options.resolve-references.trust_unique_c_names` must be true or false, not `3`"),
            ("version: 1\npasses:\n  options:\n    discover-files: {deep: true}\n",
             ".coupling.yml:4: unknown key `passes.options.discover-files.deep`"),
            // A rule's options are its part of `rules:` and `layers:`: none under `passes.options`.
            ("version: 1\npasses:\n  options:\n    cycle: {severity: warning}\n",
             ".coupling.yml:4: unknown key `passes.options.cycle.severity`"),
            ("version: 1\nx: &a [1,1,1,1,1,1,1,1,1,1]\ny: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nz: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                + "w: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\nv: [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\n",
             ".coupling.yml: more than 100000 values once YAML aliases are expanded; not a configuration file"),
        ])
    func errors(text: String, message: String) {
        #expect(throws: CouplingError.invalidConfiguration(message)) {
            try Configuration.parse(text, file: ".coupling.yml")
        }
    }

    @Test("a pass's options are checked against the passes given: ids and keys of others are unknown")
    func passesGiven() throws {
        let text = "version: 1\npasses:\n  options:\n    resolve-references: {trust_unique_c_names: true}\n"
        #expect(try Configuration.parse(text, file: "c.yml").passOptions["resolve-references"] != nil)
        #expect(throws: CouplingError.invalidConfiguration("c.yml:4: unknown pass `resolve-references` in `passes.options`; `coupling passes` lists them")) {
            try Configuration.parse(text, file: "c.yml", passes: [CyclesPass.self])
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

@Suite("Configuration: layers and rules")
struct RulesConfigurationTests {
    @Test("layers and rules are read")
    func valid() throws {
        let configuration = try Configuration.parse(
            """
            version: 1
            layers:
              - {name: features, components: ["Feature*"], independent: true}
              - {name: base, components: ["Base"], severity: warning}
            rules:
              cycles: warning
              forbidden:
                - {from: "layer:features", to: "Storage", kind: import, comment: "no"}
              required:
                - {from: "Feature*", to: "Analytics"}
            """, file: "c.yml")
        #expect(configuration.rules.layers.map(\.name) == ["features", "base"])
        #expect(configuration.rules.layers[0].independent)
        #expect(configuration.rules.layers[1].severity == .warning)
        #expect(configuration.rules.forbidden.first?.kind == RuleKind(rawValue: "import"))
        #expect(configuration.rules.required.count == 1)
        #expect(configuration.rules.cycleSeverity == .warning)
    }

    @Test(
        "layer and rule errors name the file, line and key",
        arguments: [
            (
                "version: 1\nlayers:\n  - {name: ui, components: [UI]}\nrules:\n  forbidden:\n    - {from: \"layer:iu\", to: Base}\n",
                "c.yml:6: unknown layer `iu` in `rules.forbidden[].from` (did you mean `layer:ui`?)"
            ),
            (
                "version: 1\nrules:\n  forbidden:\n    - {from: \"Feature[AB\", to: Base}\n",
                "c.yml:4: bad glob `Feature[AB`: `[` is never closed"
            ),
            (
                "version: 1\nrules:\n  forbiden: []\n",
                "c.yml:3: unknown key `rules.forbiden` (did you mean `forbidden`?)"
            ),
            (
                "version: 1\nlayers:\n  - {name: ui, independent: yes please}\n",
                "c.yml:3: `layers[].independent` must be true or false"
            ),
            (
                "version: 1\nrules:\n  required:\n    - {from: A, to: B, severity: fatal}\n",
                "c.yml:4: `rules.required[].severity` must be error, warning or info, not `fatal`"
            ),
            ("version: 1\nexclude: [\"a**b\"]\n", "c.yml:2: `exclude`: bad glob `a**b`: `**` must be a whole path segment (`a/**/b`), not `a**b`"),
            (
                "version: 1\nrules:\n  forbidden:\n    - {from: A}\n",
                "c.yml:4: a rule of `rules.forbidden` needs `to`"
            ),
        ])
    func errors(text: String, message: String) {
        #expect(throws: CouplingError.invalidConfiguration(message)) {
            try Configuration.parse(text, file: "c.yml")
        }
    }
}
