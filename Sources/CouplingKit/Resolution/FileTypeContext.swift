import CouplingModel

/// Which of its component's types a Swift file's code may stand inside, for a member another file of
/// the component declares: Swift looks in the enclosing type first, so inside that type (an extension
/// of it, a subclass) a bare name may mean the member. Worked out on first need, once per file.
struct FileTypeContext {
    private let facts: FileFacts
    private let own: Int
    /// The types the file declares or extends.
    private var typeNames: Set<String>?
    /// The names it uses bare.
    private var namesUsed: Set<String>?
    /// A member it declares before any type of its own: of an extension whose type is not kept
    /// (`extension A.B.C.D`), which may be any type.
    private var extendsUnknownType: Bool?
    /// It extends a type of its component or declares a class (which may subclass one).
    private var mayBeInsideOwnTypes: Bool?
    /// It declares a class.
    private var declaresClass: Bool?

    init(_ facts: FileFacts, own: Int) {
        self.facts = facts
        self.own = own
    }

    /// Whether the file may stand inside one of the types of `owner` (its component's members of a
    /// name): a type it declares or extends, a class its class names (maybe its superclass), any when it
    /// extends a type whose name is not kept, and any of its component's when a member's type is not known.
    mutating func mayBeInside(_ owner: SymbolIndex.MemberOwner, references: UnsafeBufferPointer<Reference>, index: SymbolIndex) -> Bool {
        guard owner.component == own else { return false }
        if owner.unknownType, mayBeInsideOwnType(references, index: index) { return true }
        guard !owner.types.isEmpty else { return false }
        if unknownExtension() || Self.meet(types(references), owner.types) { return true }
        // (Its class may inherit from one it names: a class, not a struct (Stats' `Battery_Usage`).)
        guard classDeclared(), !owner.inheritable.isEmpty else { return false }
        if namesUsed == nil { namesUsed = Set(references.lazy.filter { $0.qualifier == nil }.map(\.name)) }
        return Self.meet(namesUsed ?? [], owner.inheritable)
    }

    /// Whether two sets share an element, looked up from the smaller.
    private static func meet(_ a: Set<String>, _ b: Set<String>) -> Bool {
        a.count < b.count ? !a.isDisjoint(with: b) : !b.isDisjoint(with: a)
    }

    private mutating func types(_ references: UnsafeBufferPointer<Reference>) -> Set<String> {
        if let typeNames { return typeNames }
        var names = Set(facts.declarations.lazy.filter { $0.scope != .member && $0.kind.isType }.map(\.name))
        for reference in references where reference.kind == .extension { names.insert(reference.name) }
        typeNames = names
        return names
    }

    private mutating func unknownExtension() -> Bool {
        if let extendsUnknownType { return extendsUnknownType }
        var found = false
        var enclosing: String?
        for declaration in facts.declarations {
            if declaration.scope != .member {
                enclosing = declaration.kind.isType ? declaration.name : nil
            } else if let extended = declaration.extendedType {
                enclosing = extended
            } else if enclosing == nil {
                found = true
                break
            }
        }
        extendsUnknownType = found
        return found
    }

    private mutating func classDeclared() -> Bool {
        if let declaresClass { return declaresClass }
        let found = facts.declarations.contains { $0.kind == .class && $0.scope != .member }
        declaresClass = found
        return found
    }

    private mutating func mayBeInsideOwnType(_ references: UnsafeBufferPointer<Reference>, index: SymbolIndex) -> Bool {
        if let mayBeInsideOwnTypes { return mayBeInsideOwnTypes }
        let found = classDeclared()
            || references.contains { reference in
                reference.kind == .extension && index.swift[reference.name]?.contains { $0.component == own } == true
            }
        mayBeInsideOwnTypes = found
        return found
    }
}
