@testable import CouplingKit
import CouplingModel
import Testing

/// Nothing is dropped without a trace: every reference that names an in-tree declaration ends as
/// own, edge, ambiguous, not visible or the SDK's, and those counts add up. The names an in-tree
/// declaration gives are worked out here on their own, from the facts, not by the resolver's index.
@Suite("Every reference accounted for")
struct ReferenceAccountingTests {
    @Test("the outcomes add up to the references that name an in-tree declaration", arguments: Fixture.all)
    func outcomesAddUp(fixture: Fixture) async throws {
        for swiftFrontend in BuiltInPasses.hasSwiftSyntaxReader ? ["lexer", "syntax"] : ["lexer"] {
            let settings = try fixture.settings(swiftFrontend: swiftFrontend)
            let scanner = Scanner(settings: settings)
            let store = ArtifactStore()
            store.seed(ScanSettingsKey.self, settings)
            _ = try await PassRunner(plan: try scanner.plan(), configuration: scanner.settings.configuration).run(in: store)
            await store.finishDeferred()
            let tree = try #require(store.result(SourceTreeKey.self))
            let modules = try #require(store.result(ModuleMapKey.self))
            let swiftFacts = try #require(store.result(SwiftFactsKey.self))
            let cFamilyFacts = try #require(store.result(CFamilyFactsKey.self)).files
            let swift = swiftFacts.files.map(\.facts)
            let cFamily = cFamilyFacts.files.map(\.facts)
            let report = try ReportBuilder.build(from: store, rules: [])

            // (A file no target compiles is not analysed, as one outside every component is not.)
            let build = try #require(store.result(BuildModelKey.self))
            let inNoTarget = Set(build.filesNotCompiled)
            var inComponent = Set<String>()
            for file in tree.files where file.component != nil && !inNoTarget.contains(file.path) { inComponent.insert(file.path) }
            var swiftNames = Set<String>()
            var cNames = Set<String>()
            // Names C headers declare only as function-like macros: what only a name followed by `(` names.
            var functionLikeMacros = Set<String>()
            var otherCNames = Set<String>()
            // Names C-family code may write before `::` (classes, enums, aliases, object-like macros): a
            // name before `::` that the tree declares as none of these is a namespace, no declaration.
            var scopeCNames = Set<String>()
            var scopeComponents: [String: Set<Int>] = [:]
            var swiftDeclared = Set<String>()  // (names Swift declares: a Swift type may be an `N::`)
            // C++: the namespaces declaring each name (nil: a namespace a macro opens), and the names
            // declared outside every namespace. A bare name all of whose declarations are members of
            // namespaces the file does not use names none of them; `N::name` where N is no namespace of
            // the name's declarations and nothing the tree declares (`Gtk::AboutDialog`) neither.
            var namespacesOf: [String: [String?]] = [:]
            var globalCNames = Set<String>()
            var cNameComponents: [String: Set<Int>] = [:]
            var extensionMembers = Set<String>()  // `DependencyValues.apiClient`, `Color.brand`
            var extendedTypes = Set<String>()  // `DependencyValues`, `Color`
            // Components declaring a Swift type (or value) of each name: where module M declares one
            // named M, `M.Name` is its member, no top-level name.
            var swiftValueComponents: [String: Set<Int>] = [:]
            for facts in swift {
                guard let component = tree.componentOfFile[facts.path] else { continue }
                for declaration in facts.declarations where declaration.scope.isSurface && ![.function, .macro].contains(declaration.kind) {
                    swiftValueComponents[declaration.name, default: []].insert(component)
                }
            }
            for facts in swift where inComponent.contains(facts.path) {
                for declaration in facts.declarations {
                    if let type = declaration.extendedType {
                        extensionMembers.insert(type + "." + declaration.name)
                        extendedTypes.insert(type)
                    }
                    // (A nested class `@objc(AssetImages)` names is a top-level class to Objective-C.)
                    if declaration.scope == .member, declaration.isObjCVisible, let objcName = declaration.objcName {
                        cNames.insert(objcName)
                        otherCNames.insert(objcName)
                    }
                }
                for declaration in facts.declarations where declaration.scope.isSurface {
                    swiftNames.insert(declaration.name)
                    swiftDeclared.insert(declaration.name)
                    if declaration.isObjCVisible, [.class, .protocol, .enum].contains(declaration.kind) {
                        cNames.insert(declaration.objcName ?? declaration.name)
                        otherCNames.insert(declaration.objcName ?? declaration.name)
                        if declaration.kind != .protocol { scopeCNames.insert(declaration.objcName ?? declaration.name) }
                    }
                }
            }
            for facts in cFamily where facts.language == .header && inComponent.contains(facts.path) {
                // (An SDK fallback is declared in the tree too: its uses are counted, as the SDK's.)
                for declaration in facts.declarations where declaration.scope.isSurface || declaration.scope == .sdkFallback {
                    cNames.insert(declaration.name)
                    if declaration.kind.isType && declaration.kind != .protocol || declaration.kind == .macro && declaration.scope != .cFamily {
                        scopeCNames.insert(declaration.name)
                        if let component = tree.componentOfFile[facts.path] { scopeComponents[declaration.name, default: []].insert(component) }
                    }
                    if let component = tree.componentOfFile[facts.path] { cNameComponents[declaration.name, default: []].insert(component) }
                    if declaration.scope == .cplusplusNamespace {
                        namespacesOf[declaration.name, default: []].append(declaration.namespace)
                    } else {
                        globalCNames.insert(declaration.name)
                    }
                    if declaration.kind == .macro, declaration.scope == .cFamily {
                        functionLikeMacros.insert(declaration.name)
                    } else {
                        otherCNames.insert(declaration.name)
                    }
                    let swiftName = declaration.swiftName ?? declaration.name
                    if !swiftName.contains(".") { swiftNames.insert(swiftName) }
                }
            }
            // A reference names an in-tree declaration when another file could declare what it names
            // (a surface name); a name only the file itself declares cannot be mistaken for anything.
            var inTree = 0
            for list in [swiftFacts, cFamilyFacts] {
                for index in list.files.indices where inComponent.contains(list.files[index].facts.path) {
                    let facts = list.files[index].facts
                    for reference in try #require(list.references(of: index)) {
                        if facts.language != .swift, reference.kind == .scope, !scopeCNames.contains(reference.name) { continue }
                        // A key path's member, or `T.name` where T is a capitalized name and no module:
                        // a member of T, in the tree when the tree extends T with that member (whoever
                        // declares T, whatever kind of member it is: what it cannot be is said too). Of a
                        // nested `A.B`, by B's name, unless the tree declares a type B at the top level
                        // and A is no module of the tree nor a type it declares or extends: another type's then.
                        func memberRoot(_ qualifier: String) -> String? {
                            guard let dot = qualifier.lastIndex(of: ".") else { return qualifier }
                            let (outer, type) = (String(qualifier[..<dot]), String(qualifier[qualifier.index(after: dot)...]))
                            return swiftValueComponents[type] != nil && modules.components(ofModule: outer).isEmpty
                                && swiftValueComponents[outer] == nil && !extendedTypes.contains(outer) ? nil : type
                        }
                        let isMember =
                            reference.kind == .member
                            || (facts.language == .swift && reference.qualifier.map {
                                (($0.split(separator: ".").last?.first).map { $0 >= "A" && $0 <= "Z" } ?? false) && modules.components(ofModule: $0).isEmpty
                                    && extensionMembers.contains((memberRoot($0) ?? "") + "." + reference.name)
                            } == true)
                        if isMember {
                            let root = reference.kind == .member ? reference.qualifier ?? "" : reference.qualifier.flatMap(memberRoot) ?? ""
                            if extensionMembers.contains(root + "." + reference.name) { inTree += 1 }
                        } else if facts.language == .swift, let qualifier = reference.qualifier {
                            let module = modules.components(ofModule: qualifier)
                            if !module.isEmpty && swiftNames.contains(reference.name)
                                && !(module + [tree.componentOfFile[facts.path] ?? -1]).contains(where: {
                                    swiftValueComponents[qualifier]?.contains($0) == true
                                })
                            {
                                inTree += 1
                            }
                        } else if facts.language != .swift, cNames.contains(reference.name), !globalCNames.contains(reference.name),
                            cNameComponents[reference.name]?.contains(tree.componentOfFile[facts.path] ?? -1) != true,
                            let namespaces = namespacesOf[reference.name], reference.qualifier == nil,
                            namespaces.allSatisfy({ namespace in
                                let used = [.cpp, .objcpp, .header].contains(facts.language)
                                    ? Set(facts.imports.filter { $0.kind == .usingNamespace }.map(\.name)) : []
                                return namespace.map { !used.contains($0) } ?? used.isEmpty
                            })
                        {
                            continue
                        } else if facts.language != .swift, let qualifier = reference.qualifier, !qualifier.isEmpty,
                            cNames.contains(reference.name), !(namespacesOf[reference.name] ?? []).contains(where: { $0 == nil || $0 == qualifier }),
                            scopeComponents[qualifier]?.contains(tree.componentOfFile[facts.path] ?? -1) != true,
                            scopeComponents[qualifier] != nil || !swiftDeclared.contains(qualifier)
                        {
                            // (`N::name`, N no namespace of name's: a member of another component's class N, or of
                            // a scope the tree never declares, own or not: no top-level name of the tree's.)
                            continue
                        } else if facts.language == .swift ? swiftNames.contains(reference.name) : cNames.contains(reference.name)
                            && (reference.kind == .call || !functionLikeMacros.contains(reference.name) || otherCNames.contains(reference.name))
                        {
                            inTree += 1
                        }
                    }
                }
            }
            let outcomes = report.stats.outcomes
            #expect(outcomes.inTree == inTree, "\(fixture) (\(swiftFrontend)): \(outcomes)")
            // Every case has compile-time references but one whose components talk only through routes.
            let compileTime = report.edges.contains { $0.evidence.contains { !$0.kind.isRuntime } }
            #expect(outcomes.inTree > 0 || !compileTime)
            func listed(_ reason: UnresolvedReference.Reason) -> Int {
                report.unresolved.filter { $0.reason == reason }.reduce(0) { $0 + $1.count }
            }
            #expect(listed(.severalCandidates) == outcomes.ambiguous)
            #expect(listed(.notVisible) == outcomes.notVisible)
            #expect(listed(.sdkShadowed) == outcomes.sdkShadowed)
            let symbolEvidence = report.edges.flatMap(\.evidence).filter { $0.kind != .import }.count
            #expect(symbolEvidence >= outcomes.edge)
        }
    }
}
