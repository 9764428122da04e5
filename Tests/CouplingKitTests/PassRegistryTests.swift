@testable import CouplingKit
import Foundation
import Testing

@Suite("Pass registry and planner")
struct PassRegistryTests {
    let registry = PassRegistry()

    @Test("the default plan is ordered by requires/produces")
    func defaultPlan() throws {
        let plan = try registry.plan(inputs: Scanner.inputs, goals: Scanner.goals)
        let ids = plan.passes.map { $0.id }
        #expect(
            ids == [
                "discover-files", "runtime-scan-plan", "swift-lexer-frontend-cache", "cfamily-lexer-frontend-cache", "resolve-references-cache",
                "runtime-references-cache",
                "swift-lexer-frontend", "cfamily-lexer-frontend", "xcode-projects", "module-map", "build-model",
                "resolve-references", "runtime-references",
                "component-graph", "cycles", "count-lines", "surface",
            ])
        // Every pass runs after the producers of what it requires.
        var available = Set(Scanner.inputs)
        for pass in plan.passes {
            #expect(pass.requires.allSatisfy(available.contains), "\(pass.id) runs before one of its inputs")
            available.formUnion(pass.produces)
        }
    }

    @Test("the libclang alternative replaces the fast C-family frontend")
    func alternative() throws {
        let plan = try registry.plan(
            enabled: ["clang-frontend"], disabled: ["cfamily-lexer-frontend"], inputs: Scanner.inputs, goals: Scanner.goals)
        #expect(plan.passes.map { $0.id }.contains("clang-frontend"))
        #expect(!plan.passes.map { $0.id }.contains("cfamily-lexer-frontend"))
    }

    @Test("two producers of one artifact are rejected")
    func doubleProducer() {
        #expect(throws: CouplingError.invalidPlan("`cfamily-facts` is produced by both `clang-frontend` and `cfamily-lexer-frontend`: disable one of them")) {
            try registry.plan(enabled: ["clang-frontend"], inputs: Scanner.inputs, goals: Scanner.goals)
        }
    }

    @Test("disabling a needed pass names the chain")
    func disabledChain() {
        #expect(
            throws: CouplingError.invalidPlan(
                "`resolve-references` ← `component-graph` ← `cycles` needs `module-map`, but it is produced by `module-map`, which is disabled")
        ) {
            try registry.plan(disabled: ["module-map"], inputs: Scanner.inputs, goals: [ArtifactID(CyclesKey.self)])
        }
    }

    @Test("an unknown pass id is rejected with the known ones")
    func unknownPass() {
        #expect(throws: CouplingError.self) {
            try registry.plan(disabled: ["cycels"], inputs: Scanner.inputs, goals: Scanner.goals)
        }
    }

    @Test("passes nobody needs are pruned")
    func pruning() throws {
        let plan = try registry.plan(inputs: Scanner.inputs, goals: [ArtifactID(ModuleMapKey.self)])
        #expect(plan.passes.map { $0.id } == ["discover-files", "xcode-projects", "module-map"])
    }

    @Test("ids are unique kebab-case; every pass or rule file is a registered type of its name, and every registered type has its file")
    func registryMatchesFolder() throws {
        let ids = BuiltInPasses.all.map { $0.id }
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)") }
        // A type's name without its generic arguments: `ReadFactsCachePass<SwiftFrontendPass>` lives in
        // `ReadFactsCachePass.swift`.
        let registered = Set(BuiltInPasses.all.map { String(String(describing: $0).prefix { $0 != "<" }) })
        var files = Set<String>()
        for (folderName, suffix) in [("Passes", "Pass.swift"), ("Rules", "Rule.swift")] {
            let folder = Fixture.repositoryRoot.appendingPathComponent("Sources/CouplingKit/\(folderName)").path
            for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(suffix) {
                files.insert(String(file.dropLast(".swift".count)))
            }
        }
        #if !SwiftSyntaxReader
            files.remove("SwiftFrontendPass")  // (built with the trait only)
        #endif
        #expect(files == registered)
    }
}
