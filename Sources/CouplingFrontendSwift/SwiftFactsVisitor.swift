// Built with the `SwiftSyntaxReader` trait only (Package.swift).
#if SwiftSyntaxReader
import CouplingModel
import SwiftSyntax

/// One walk over a file: top-level declarations (`private` ones with the file's scope), references,
/// imports, and the names the file binds below the top level. A reference whose name the file
/// binds locally may mean that local thing rather than another component's declaration, so it is
/// dropped at the end: a name bound in a body (a local, a parameter) within that body, a member (a
/// nested type, a property, a case) in its type's bodies and those of its extensions and heirs, any
/// other (a generic parameter) in the whole file.
final class SwiftFactsVisitor: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private let conditions: CompilationConditions
    /// Nesting below the top level: declarations are only recorded at depth 0.
    private var depth = 0
    /// The type a top-level `extension` extends, while its members are read (`B` of `extension A.B`).
    private var extendedType: String?
    /// Inside the bindings of a top-level `let`/`var` (those names are declarations, not locals).
    private var inTopLevelVariable = false
    /// Nodes already reported with a more specific kind (the extended type of an extension).
    private var handled: Set<SyntaxIdentifier> = []
    /// Names bound below the top level, outside any body: local to the whole file.
    private var local: Set<String> = []
    /// Names bound in a body: local from the binding to the body's end (UTF-8 offsets).
    private var scoped: [String: [Range<Int>]] = [:]
    private var uses: [Reference] = []
    /// The bodies of the file's types and extensions (`FileFacts.typeSpans`), and their bytes.
    private(set) var typeSpans: [TypeSpan] = []
    private var spanRanges: [Range<Int>] = []
    /// Members of the file's types by their type's name: bound in the bodies of that type, of its
    /// extensions and of the types that inherit from it, not file-wide.
    private var memberBindings: [(name: String, type: String)] = []

    private(set) var declarations: [Declaration] = []
    private(set) var imports: [Import] = []

    init(path: String, converter: SourceLocationConverter, conditions: CompilationConditions) {
        self.path = path
        self.converter = converter
        self.conditions = conditions
        super.init(viewMode: .sourceAccurate)
    }

    /// Uses, without those the file's own local names may explain.
    var references: [Reference] {
        var scoped = scoped
        var bodies: [String: [Range<Int>]] = [:]
        for (span, range) in zip(typeSpans, spanRanges) {
            for name in span.names { bodies[name, default: []].append(range) }
        }
        for (name, type) in memberBindings where !local.contains(name) {
            scoped[name, default: []].append(contentsOf: bodies[type] ?? [])
        }
        return uses.filter { use in
            // (`#line` names a macro, never a local `line`.)
            guard use.qualifier == nil, use.kind != .macroExpansion else { return true }
            if local.contains(use.name) { return false }
            guard let ranges = scoped[use.name] else { return true }
            let offset = converter.position(ofLine: use.location.line, column: use.location.column).utf8Offset
            return !ranges.contains { $0.contains(offset) }
        }
    }

    private func location(of node: some SyntaxProtocol) -> CouplingModel.SourceLocation {
        let loc = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return CouplingModel.SourceLocation(path: path, line: loc.line, column: loc.column)
    }

    /// Which platforms compile each line (`#if os(…)`).
    private(set) var platforms = PlatformRegions.Builder()

    /// Binds the token's name from there to the end of the innermost body around it (a code block, a
    /// closure, an accessor block), or, outside any body, in the whole file.
    private func bind(_ token: TokenSyntax?) {
        guard let token, case .identifier = token.tokenKind, token.presence == .present else { return }
        var ancestor = token.parent
        while let current = ancestor {
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) {
                bind(token.identifierName, in: token.positionAfterSkippingLeadingTrivia.utf8Offset..<current.endPositionBeforeTrailingTrivia.utf8Offset)
                return
            }
            ancestor = current.parent
        }
        local.insert(token.identifierName)
    }

    private func bind(_ name: String, in range: Range<Int>) { scoped[name, default: []].append(range) }

    /// The range of a body, from its `{` to its `}`.
    private func range(of body: some SyntaxProtocol) -> Range<Int> {
        body.positionAfterSkippingLeadingTrivia.utf8Offset..<body.endPositionBeforeTrailingTrivia.utf8Offset
    }

    // MARK: #if

    /// Conditions are not code (`os(Windows)` names no declaration), and clauses that can never be
    /// active on the platforms coupling analyses for are skipped whole.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        // (Each clause that can be taken walked, with the platforms it compiles on from its next line.)
        let evaluated = conditions.clauses(of: node)
        for (index, (clause, value)) in evaluated.enumerated() {
            let end = clause.condition.map { $0.endLocation(converter: converter) }
                ?? clause.poundKeyword.endLocation(converter: converter)
            if index == 0 { platforms.enter(value, line: end.line + 1) } else { platforms.clause(value, line: end.line + 1) }
            if !value.isNever, let elements = clause.elements { walk(elements) }
        }
        platforms.exit(line: node.poundEndif.endLocation(converter: converter).line + 1)
        if depth == 0 {
            for clause in conditions.inactiveClauses(of: node, evaluated: evaluated) { otherPlatformImports(in: clause) }
        }
        return .skipChildren
    }

    /// The imports of a clause only other platforms compile, nested `#if`s included.
    private func otherPlatformImports(in clause: IfConfigClauseSyntax) {
        guard case .statements(let items) = clause.elements else { return }
        for item in items {
            if let declaration = item.item.as(ImportDeclSyntax.self), let first = declaration.path.first {
                let exported = declaration.attributes.contains(named: "_exported")
                imports.append(
                    Import(
                        name: first.name.identifierName, kind: exported ? .swiftExportedModule : .swiftModule,
                        location: location(of: first.name), isOtherPlatformsOnly: true,
                        isTestable: declaration.attributes.contains(named: "testable")))
            } else if let nested = item.item.as(IfConfigDeclSyntax.self) {
                for inner in nested.clauses { otherPlatformImports(in: inner) }
            }
        }
    }

    // MARK: Declarations

    /// A member of a type or extension (a declaration directly in its member block): recorded
    /// (`DeclarationScope.member`) and bound, like every name below the top level.
    private func member(
        _ name: TokenSyntax, _ kind: DeclarationKind, of node: some SyntaxProtocol, isStatic: Bool, objcName: String? = nil
    ) {
        // (Not of a type declared in a body: no other file can name or extend a local type.)
        if node.parent?.is(MemberBlockItemSyntax.self) == true, !Self.isInBody(node), case .identifier = name.tokenKind,
            name.presence == .present
        {
            var declaration = Declaration(
                name: name.identifierName, kind: kind, location: location(of: name), scope: .member,
                extendedType: depth == 1 ? extendedType : nil, isStatic: isStatic)
            // (A nested type `@objc(AssetImages)` names for Objective-C is a top-level class there.)
            if let objcName, kind.isType {
                declaration.objcName = objcName
                declaration.isObjCVisible = true
            }
            declarations.append(declaration)
            if let type = Self.enclosingTypeName(of: node) {
                memberBindings.append((name.identifierName, type))
                return
            }
        }
        bind(name)
    }

    /// The body of a type or extension: its span.
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        guard let group = node.parent?.asProtocol(DeclGroupSyntax.self), let name = Self.typeName(of: group) else {
            return .visitChildren
        }
        var inherited = group.inheritanceClause?.inheritedTypes.compactMap { Self.lastName(of: $0.type) } ?? []
        // (`extension A.B`: B's body, inside A too, whose members it sees.)
        var outer = group.as(ExtensionDeclSyntax.self)?.extendedType.as(MemberTypeSyntax.self)?.baseType
        while let type = outer {
            if let name = Self.lastName(of: type) { inherited.insert(name, at: 0) }
            outer = type.as(MemberTypeSyntax.self)?.baseType
        }
        let first = node.leftBrace.startLocation(converter: converter).line
        let last = node.rightBrace.startLocation(converter: converter).line
        typeSpans.append(TypeSpan(names: [name] + inherited, firstLine: first, lastLine: last))
        spanRanges.append(range(of: node))
        return .visitChildren
    }

    private func declare(
        _ name: TokenSyntax, _ kind: DeclarationKind, of node: some SyntaxProtocol, modifiers: DeclModifierListSyntax,
        attributes: AttributeListSyntax, objcVisible: Bool = false
    ) {
        guard name.presence == .present else { return }
        guard depth == 0 else {
            // (A nested type or alias is the type's own; a function or property only when `static`/`class`.)
            member(
                name, kind, of: node, isStatic: (kind != .function && kind != .variable) || modifiers.isStatic,
                objcName: attributes.objcAttribute.name)
            return
        }
        // A `private`/`fileprivate` top-level name is the file's own: not part of the surface, and
        // inside the file the declaration the name means.
        let objc = attributes.objcAttribute
        var declaration = Declaration(
            name: name.identifierName, kind: kind, location: location(of: name),
            objcName: objc.name, isObjCVisible: objc.present || objcVisible,
            scope: modifiers.isPrivate ? .file : .module)
        declaration.isModuleInternal = !modifiers.isPrivate && !modifiers.isPublic
        declarations.append(declaration)
    }

    private func scope() -> SyntaxVisitorContinueKind {
        depth += 1
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(
            node.name, .class, of: node, modifiers: node.modifiers, attributes: node.attributes,
            objcVisible: node.inheritanceClause != nil || node.attributes.contains(named: "objcMembers"))
        return scope()
    }
    override func visitPost(_ node: ClassDeclSyntax) { depth -= 1 }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .struct, of: node, modifiers: node.modifiers, attributes: node.attributes)
        return scope()
    }
    override func visitPost(_ node: StructDeclSyntax) { depth -= 1 }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .enum, of: node, modifiers: node.modifiers, attributes: node.attributes)
        return scope()
    }
    override func visitPost(_ node: EnumDeclSyntax) { depth -= 1 }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .protocol, of: node, modifiers: node.modifiers, attributes: node.attributes)
        return scope()
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { depth -= 1 }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .actor, of: node, modifiers: node.modifiers, attributes: node.attributes)
        return scope()
    }
    override func visitPost(_ node: ActorDeclSyntax) { depth -= 1 }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .typealias, of: node, modifiers: node.modifiers, attributes: node.attributes)
        return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        member(node.name, .typealias, of: node, isStatic: true)
        return .visitChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .macro, of: node, modifiers: node.modifiers, attributes: node.attributes)
        return scope()
    }
    override func visitPost(_ node: MacroDeclSyntax) { depth -= 1 }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Operator implementations (`func == (...)`) overload an operator; they do not declare
        // a name of their own (the `operator` declaration does).
        if case .identifier = node.name.tokenKind {
            declare(node.name, .function, of: node, modifiers: node.modifiers, attributes: node.attributes)
        }
        return scope()
    }
    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }

    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
        if depth == 0 {
            declarations.append(
                Declaration(name: node.name.text, kind: .operator, location: location(of: node.name)))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard depth == 0 else {
            // A stored or computed property of a type: a member (its pattern binds it as well).
            if node.parent?.is(MemberBlockItemSyntax.self) == true {
                for binding in node.bindings {
                    if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                        member(identifier.identifier, .variable, of: node, isStatic: node.modifiers.isStatic)
                    }
                }
            }
            return .visitChildren
        }
        for binding in node.bindings {
            for identifier in binding.pattern.boundIdentifiers {
                declare(identifier, .variable, of: node, modifiers: node.modifiers, attributes: node.attributes)
            }
        }
        inTopLevelVariable = true
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        if depth == 0 { inTopLevelVariable = false }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.extendedType.as(IdentifierTypeSyntax.self) {
            handled.insert(type.id)
            uses.append(
                Reference(name: type.name.identifierName, kind: .extension, location: location(of: type.name)))
        } else if let member = node.extendedType.as(MemberTypeSyntax.self),
            let base = member.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil
        {
            // `extension A.B`: B of module A, or a type nested in type A; either way A is extended
            // once (one reference, of the extension kind).
            handled.insert(member.id)
            handled.insert(base.id)
            uses.append(
                Reference(
                    name: member.name.identifierName, kind: .extension, location: location(of: member.name),
                    qualifier: base.name.identifierName))
            uses.append(Reference(name: base.name.identifierName, kind: .extension, location: location(of: base.name)))
        }
        // (`extension ShapeStyle where Self == Color`: its static members are Color's, `Color.haPrimary`.)
        let sameType = node.genericWhereClause?.requirements.count == 1
            ? node.genericWhereClause?.requirements.first?.requirement.as(SameTypeRequirementSyntax.self).flatMap { requirement in
                requirement.leftType.as(IdentifierTypeSyntax.self)?.name.text == "Self"
                    ? requirement.rightType.as(IdentifierTypeSyntax.self)?.name.identifierName : nil
            } : nil
        if depth == 0 {
            extendedType = sameType ??
                node.extendedType.as(IdentifierTypeSyntax.self)?.name.identifierName
                ?? node.extendedType.as(MemberTypeSyntax.self).flatMap { member in
                    // (`A<B>.C` is a type like any other, as for the references above.)
                    member.baseType.as(IdentifierTypeSyntax.self).map { $0.genericArgumentClause == nil } == true
                        ? member.name.identifierName : nil
                }
        }
        return scope()
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        depth -= 1
        if depth == 0 { extendedType = nil }
    }

    // Bodies: nothing below them is top level.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { scope() }
    override func visitPost(_ node: InitializerDeclSyntax) { depth -= 1 }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { scope() }
    override func visitPost(_ node: SubscriptDeclSyntax) { depth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { scope() }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    // Implicit bindings: `error` in a `catch` without a pattern, `newValue`/`oldValue` in an accessor
    // without a parameter name — never a declaration of the tree.
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        if node.catchItems.isEmpty { bind("error", in: range(of: node.body)) }
        return .visitChildren
    }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parameters == nil, let body = node.body {
            switch node.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): bind("newValue", in: range(of: body))
            case .keyword(.didSet): bind("oldValue", in: range(of: body))
            default: break
            }
        }
        return .visitChildren
    }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { scope() }
    override func visitPost(_ node: AccessorBlockSyntax) { depth -= 1 }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { scope() }
    override func visitPost(_ node: CodeBlockSyntax) { depth -= 1 }

    // MARK: Local bindings

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        // Top-level `let x` declares x; every other binding (`guard let x` in main.swift, a
        // parameter, a local) is local to the file.
        // (A property's name is its type's member: `member` binds it in the type's bodies.)
        if let binding = node.parent?.as(PatternBindingSyntax.self), let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            variable.parent?.is(MemberBlockItemSyntax.self) == true, !Self.isInBody(variable),
            Self.enclosingTypeName(of: variable) != nil
        {
            return .visitChildren
        }
        if depth > 0 || !inTopLevelVariable { bind(node.identifier) }
        return .visitChildren
    }
    /// A parameter is a name of its function's body only (none without one: a protocol's requirement).
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = node.secondName ?? node.firstName
        if case .identifier = name.tokenKind, name.presence == .present, let body = Self.body(ofParameter: node) {
            bind(name.identifierName, in: range(of: body))
        }
        return .visitChildren
    }

    /// (A case's associated value labels bind nothing.)
    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        bind(node.secondName ?? node.firstName)
        return .visitChildren
    }
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        bind(node.name)  // `[channel = context.channel]`, `[x]`: a name of the closure's body
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        bind(node.name)
        return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        bind(node.name)
        return .visitChildren
    }
    override func visit(_ node: PrimaryAssociatedTypeSyntax) -> SyntaxVisitorContinueKind {
        bind(node.name)
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if !Self.isInBody(node), case .identifier = node.name.tokenKind, node.name.presence == .present,
            let type = Self.enclosingTypeName(of: node)
        {
            memberBindings.append((node.name.identifierName, type))
        } else {
            bind(node.name)
        }
        // A case of a top-level `@objc enum` is `<ObjCName><Case>` to Objective-C (`RoomStateOpen`).
        guard depth == 1, node.name.presence == .present else { return .visitChildren }
        var ancestor = node.parent
        while let current = ancestor, !current.is(EnumDeclSyntax.self) { ancestor = current.parent }
        if let decl = ancestor?.as(EnumDeclSyntax.self), case let objc = decl.attributes.objcAttribute, objc.present {
            let name = SwiftObjCNames.enumCase(node.name.identifierName, of: objc.name ?? decl.name.identifierName)
            declarations.append(
                Declaration(
                    name: name, kind: .enumConstant, location: location(of: node.name), objcName: name, isObjCVisible: true))
        }
        return .visitChildren
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first else { return .skipChildren }
        let exported = node.attributes.contains(named: "_exported")
        imports.append(
            Import(
                name: first.name.identifierName, kind: exported ? .swiftExportedModule : .swiftModule,
                location: location(of: first.name), isTestable: node.attributes.contains(named: "testable")))
        return .skipChildren
    }

    // MARK: References

    private func use(_ token: TokenSyntax, kind: ReferenceKind = .symbol, qualifier: String? = nil) {
        guard case .identifier = token.tokenKind, token.presence == .present else { return }
        uses.append(Reference(name: token.identifierName, kind: kind, location: location(of: token), qualifier: qualifier))
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        // `@main`, `@objc`: the compiler's, no declaration's use.
        if let name = node.attributeName.as(IdentifierTypeSyntax.self), SwiftAttributes.isBuiltIn(name.name.text) {
            handled.insert(name.id)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if !handled.contains(node.id) { use(node.name) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        // `M.Name`: a use of Name only if M turns out to be a module (decided at resolution).
        if !handled.contains(node.id), let base = node.baseType.as(IdentifierTypeSyntax.self),
            base.genericArgumentClause == nil
        {
            use(node.name, qualifier: base.name.identifierName)
        } else if !handled.contains(node.id), let base = node.baseType.as(MemberTypeSyntax.self), base.genericArgumentClause == nil,
            base.name.text.first.map({ $0 >= "A" && $0 <= "Z" }) == true,
            let outer = base.baseType.as(IdentifierTypeSyntax.self), outer.genericArgumentClause == nil,
            base.period.leadingTrivia.isEmpty, base.period.trailingTrivia.isEmpty, outer.name.trailingTrivia.isEmpty
        {
            // `Model.Item.ID`: the member of a nested type, qualified by both names (as the fast reader reads it).
            use(node.name, qualifier: outer.name.identifierName + "." + base.name.identifierName)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The member name of `x.member` is not a top-level reference, nor is a key path's member
        // (its first one, when the root type is known, is a member reference: below).
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id {
            return .visitChildren
        }
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
        use(node.baseName)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), case .identifier = base.baseName.tokenKind {
            use(node.declName.baseName, qualifier: base.baseName.identifierName)
        } else if let base = node.base?.as(MemberAccessExprSyntax.self), case .identifier = base.declName.baseName.tokenKind,
            base.declName.baseName.text.first.map({ $0 >= "A" && $0 <= "Z" }) == true,
            let outer = base.base?.as(DeclReferenceExprSyntax.self), case .identifier = outer.baseName.tokenKind,
            base.period.leadingTrivia.isEmpty, base.period.trailingTrivia.isEmpty, outer.baseName.trailingTrivia.isEmpty
        {
            // `Notification.Name.taskNotification`: the member of a nested type, qualified by both names.
            use(node.declName.baseName, qualifier: outer.baseName.identifierName + "." + base.declName.baseName.identifierName)
        }
        return .visitChildren
    }

    /// A key path whose root type is written (`\EnvironmentValues.theme`) or known from the wrapper
    /// it is the first argument of (`@Dependency(\.apiClient)`, `.environment(\.theme, …)`): its
    /// first member is a member of that type.
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.components.first, first.period != nil, case .property(let property) = first.component
        else { return .visitChildren }
        let root: String?
        if let written = node.root {
            // (`\Self.x`: the enclosing type's own member.)
            let type = written.as(IdentifierTypeSyntax.self)
            root = type?.genericArgumentClause == nil && type?.name.tokenKind != .keyword(.Self) ? type?.name.identifierName : nil
        } else {
            root = wrapper(taking: node).flatMap { KeyPathRoots.root(ofWrapper: $0) }
        }
        guard let root, case .identifier = property.declName.baseName.tokenKind else { return .visitChildren }
        uses.append(
            Reference(
                name: property.declName.baseName.identifierName, kind: .member,
                location: location(of: property.declName.baseName), qualifier: root))
        return .visitChildren
    }

    /// The attribute (`Dependency` of `@Dependency(\.x)`) or called member (`environment` of
    /// `.environment(\.x, v)`) whose first, unlabelled argument `keyPath` is.
    private func wrapper(taking keyPath: KeyPathExprSyntax) -> String? {
        guard let argument = keyPath.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id
        else { return nil }
        if let attribute = list.parent?.as(AttributeSyntax.self) {
            return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
        }
        if let call = list.parent?.as(FunctionCallExprSyntax.self), call.leftParen != nil,
            let called = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            return called.declName.baseName.text
        }
        return nil
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        use(node.macroName, kind: .macroExpansion)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        use(node.macroName, kind: .macroExpansion)
        return .visitChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        operatorUse(node.operator)
        return .visitChildren
    }

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        operatorUse(node.operator)
        return .visitChildren
    }

    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        operatorUse(node.operator)
        return .visitChildren
    }

    private func operatorUse(_ token: TokenSyntax) {
        switch token.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            uses.append(Reference(name: token.text, location: location(of: token)))
        default:
            break
        }
    }
}
#endif
