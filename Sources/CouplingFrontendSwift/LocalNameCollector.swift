import SwiftSyntax

/// Collects the names a file binds below the top level: parameters, local and member variables,
/// methods, nested types, generic parameters, associated types, enum cases. Inside this file such a
/// name may mean the local thing rather than another component's top-level declaration, so the
/// frontend does not report unqualified uses of it: a missed edge is cheaper than an invented one.
final class LocalNameCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []
    private var depth = 0

    static func collect(in tree: SourceFileSyntax) -> Set<String> {
        let collector = LocalNameCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    private func add(_ token: TokenSyntax?) {
        guard let token, case .identifier = token.tokenKind else { return }
        names.insert(token.identifierName)
    }

    /// Below the top level every declared name is local; at the top level only private ones are
    /// (a `private`/`fileprivate` type shadows another component's type of that name in this file).
    private func declared(_ token: TokenSyntax, _ modifiers: DeclModifierListSyntax) {
        if depth > 0 || modifiers.isPrivate { add(token) }
    }

    private func enter() -> SyntaxVisitorContinueKind {
        depth += 1
        return .visitChildren
    }

    // Scopes: anything below these is not top level.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declared(node.name, node.modifiers)
        return enter()
    }
    override func visitPost(_ node: ClassDeclSyntax) { depth -= 1 }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declared(node.name, node.modifiers)
        return enter()
    }
    override func visitPost(_ node: StructDeclSyntax) { depth -= 1 }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declared(node.name, node.modifiers)
        return enter()
    }
    override func visitPost(_ node: EnumDeclSyntax) { depth -= 1 }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declared(node.name, node.modifiers)
        return enter()
    }
    override func visitPost(_ node: ActorDeclSyntax) { depth -= 1 }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declared(node.name, node.modifiers)
        return enter()
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { depth -= 1 }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
    override func visitPost(_ node: ExtensionDeclSyntax) { depth -= 1 }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declared(node.name, node.modifiers)
        return enter()
    }
    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
    override func visitPost(_ node: InitializerDeclSyntax) { depth -= 1 }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
    override func visitPost(_ node: SubscriptDeclSyntax) { depth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enter() }
    override func visitPost(_ node: AccessorBlockSyntax) { depth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enter() }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { enter() }
    override func visitPost(_ node: CodeBlockSyntax) { depth -= 1 }

    // Bindings.
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if depth > 0 { add(node.identifier) }
        return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if depth == 0, node.modifiers.isPrivate {
            for binding in node.bindings { binding.pattern.boundIdentifiers.forEach(add) }
        }
        return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.secondName ?? node.firstName)
        return .visitChildren
    }
    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.secondName ?? node.firstName)
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.secondName ?? node.firstName)
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: PrimaryAssociatedTypeSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declared(node.name, node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let x` without `= expr` binds x (handled by IdentifierPatternSyntax), nothing else to do.
        .visitChildren
    }
}

extension TokenSyntax {
    /// The identifier without backticks.
    var identifierName: String {
        let text = self.text
        if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
