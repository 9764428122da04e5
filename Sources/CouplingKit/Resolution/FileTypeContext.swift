import CouplingModel

/// Which of its component's types a place in a Swift file may stand inside, for a member another file
/// of the component declares: Swift looks in the enclosing types first, so inside that type (an
/// extension of it, a subclass) a bare name may mean the member. By the file's type bodies
/// (`FileFacts.typeSpans`); what the file as a whole does, worked out on first need, once per file.
struct FileTypeContext {
    private let facts: FileFacts
    private let own: Int
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

    /// Where a reference stands with respect to the types declaring a member of its name.
    enum Inside {
        /// In no body of theirs: the member is not what the name means.
        case no
        /// Perhaps in one (an extension of a type whose name is not kept, a member whose type is not).
        case maybe
        /// In the body of one of them, of an extension of one, or of a type inheriting from one,
        /// directly or through its superclasses, whose member of the name is no method: Swift's lookup
        /// finds it before anything global.
        case surely
    }

    /// Whether the reference at `line` stands inside one of the types of `owner` (its component's
    /// members of a name): in the body of a type or extension of one of them, or of a type that
    /// inherits from one (a superclass, a protocol, at any distance: realm's test classes two levels
    /// below the one declaring `app`); perhaps in any when it extends a type whose name is not kept,
    /// or when a member's type is not known. Top-level code never names a member bare.
    /// (`name` on the line a span of that name opens, `extension Value {`, names what the span extends,
    /// from outside it: WasmKit's `extension Value` is WasmTypes' `Value`, not a `Value` nested in it.)
    mutating func mayBeInside(
        _ owner: SymbolIndex.MemberOwner, name: String, line: Int, references: UnsafeBufferPointer<Reference>, index: SymbolIndex
    ) -> Inside {
        guard owner.component == own else { return .no }
        var names: Set<String> = []
        var inherited: Set<String> = []
        for span in facts.typeSpans where span.contains(line: line) && !(span.firstLine == line && span.names.first == name) {
            names.formUnion(span.names)
            inherited.formUnion(span.names.dropFirst())
        }
        if names.isEmpty { return .no }
        // (Where the types in reach have the name only as methods, which of them or a global function of
        // the name a call means, the argument labels decide, which the names do not say.)
        if !owner.types.isEmpty, Self.meet(names, owner.types) {
            return Self.meet(names, owner.nonFunctionTypes) ? .surely : .maybe
        }
        // (A class it inherits from may declare the member, a class, not a struct: Stats' `Battery_Usage`.)
        if !owner.inheritable.isEmpty, Self.inherits(inherited, from: owner.inheritable, index) {
            return Self.inherits(inherited, from: owner.nonFunctionTypes.intersection(owner.inheritable), index) ? .surely : .maybe
        }
        if owner.unknownType, mayBeInsideOwnType(references, index: index) { return .maybe }
        return !owner.types.isEmpty && unknownExtension() ? .maybe : .no
    }

    /// Whether one of `names`, or what they inherit from as far as the tree's type declarations say,
    /// is one of `owners`. (Asked per reference: short chains walked, no set built.)
    private static func inherits(_ names: Set<String>, from owners: Set<String>, _ index: SymbolIndex) -> Bool {
        var pending = Array(names)
        var seen = pending
        while let name = pending.popLast() {
            if owners.contains(name) { return true }
            for parent in index.supertypes[name] ?? [] where seen.count < 256 && !seen.contains(parent) {
                seen.append(parent)
                pending.append(parent)
            }
        }
        return false
    }

    /// Whether two sets share an element, looked up from the smaller.
    private static func meet(_ a: Set<String>, _ b: Set<String>) -> Bool {
        a.count < b.count ? !a.isDisjoint(with: b) : !b.isDisjoint(with: a)
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
