import CouplingModel

/// Who declares a name, as seen from Swift and as seen from the C family.
struct SymbolIndex {
    struct Candidate: Hashable {
        var component: Int
        /// Declared in Swift (seen from the C family only through a generated `-Swift.h`).
        var isSwift: Bool
        /// The first declaration of the name in that component.
        var location: SourceLocation
    }

    private(set) var swift: [String: [Candidate]] = [:]
    private(set) var cFamily: [String: [Candidate]] = [:]

    init(swiftFacts: [FileFacts], cFamilyFacts: [FileFacts], componentOf: (String) -> Int?) {
        for facts in swiftFacts {
            guard let component = componentOf(facts.path) else { continue }
            for declaration in facts.declarations {
                add(&swift, declaration.name, Candidate(component: component, isSwift: true, location: declaration.location))
                let objcTypes: Set<DeclarationKind> = [.class, .protocol, .enum]
                if declaration.isObjCVisible, objcTypes.contains(declaration.kind) {
                    add(
                        &cFamily, declaration.objcName ?? declaration.name,
                        Candidate(component: component, isSwift: true, location: declaration.location))
                }
            }
        }
        for facts in cFamilyFacts where facts.language == .header {
            guard let component = componentOf(facts.path) else { continue }
            for declaration in facts.declarations {
                let candidate = Candidate(component: component, isSwift: false, location: declaration.location)
                add(&cFamily, declaration.name, candidate)
                let swiftName = declaration.swiftName ?? declaration.name
                if !swiftName.contains(".") { add(&swift, swiftName, candidate) }
            }
        }
        for key in swift.keys { swift[key] = Self.firstPerComponent(swift[key] ?? []) }
        for key in cFamily.keys { cFamily[key] = Self.firstPerComponent(cFamily[key] ?? []) }
    }

    private func add(_ table: inout [String: [Candidate]], _ name: String, _ candidate: Candidate) {
        table[name, default: []].append(candidate)
    }

    /// One candidate per component (its first declaration by location), sorted by component.
    private static func firstPerComponent(_ list: [Candidate]) -> [Candidate] {
        var best: [Int: Candidate] = [:]
        for candidate in list {
            if let current = best[candidate.component], !(candidate.location < current.location) { continue }
            best[candidate.component] = candidate
        }
        return best.values.sorted { $0.component < $1.component }
    }
}
