// Built with the `SwiftSyntaxReader` trait only (Package.swift).
#if SwiftSyntaxReader
import SwiftSyntax

/// What the facts visitor reads off syntax nodes: the type a member belongs to, whether a node
/// stands in a body, a parameter's body.
extension SwiftFactsVisitor {
    /// The name of the type a member block's declaration group declares or extends.
    static func typeName(of group: some DeclGroupSyntax) -> String? {
        if let named = group.asProtocol(NamedDeclSyntax.self) { return named.name.identifierName }
        if let extensionDecl = group.as(ExtensionDeclSyntax.self) { return lastName(of: extensionDecl.extendedType) }
        return nil
    }

    /// `B` of `A.B`, `B<T>` or `B`.
    static func lastName(of type: TypeSyntax) -> String? {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.identifierName }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.identifierName }
        return nil
    }

    /// The type whose member block holds `node` (through `#if` clauses).
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var ancestor = node.parent
        while let current = ancestor {
            if let block = current.as(MemberBlockSyntax.self) {
                return block.parent?.asProtocol(DeclGroupSyntax.self).flatMap { typeName(of: $0) }
            }
            ancestor = current.parent
        }
        return nil
    }

    /// Whether a code block, closure or accessor encloses `node`.
    static func isInBody(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }

    static func body(ofParameter node: FunctionParameterSyntax) -> Syntax? {
        var ancestor = node.parent
        while let current = ancestor {
            if let function = current.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = current.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if let subscriptDecl = current.as(SubscriptDeclSyntax.self) { return subscriptDecl.accessorBlock.map(Syntax.init) }
            if current.is(MacroDeclSyntax.self) || current.is(MemberBlockSyntax.self) || current.is(CodeBlockSyntax.self) { return nil }
            ancestor = current.parent
        }
        return nil
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

extension DeclModifierListSyntax {
    var isStatic: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    var isPrivate: Bool {
        contains { modifier in
            switch modifier.name.tokenKind {
            case .keyword(.private), .keyword(.fileprivate): modifier.detail == nil
            default: false
            }
        }
    }

    /// `public`, `open` or `package` (not `public(set)` alone): seen by other modules.
    var isPublic: Bool {
        contains { modifier in
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open), .keyword(.package): modifier.detail == nil
            default: false
            }
        }
    }
}

extension AttributeListSyntax {
    func contains(named name: String) -> Bool {
        contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
        }
    }

    /// `@objc` / `@objc(Name)`: whether it is there, and the explicit Objective-C name.
    var objcAttribute: (present: Bool, name: String?) {
        for element in self {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "objc"
            else { continue }
            if case .objCName(let pieces) = attribute.arguments {
                let name = pieces.map { piece in piece.name?.text ?? "" }.joined(separator: ":")
                return (true, name.isEmpty ? nil : name)
            }
            return (true, nil)
        }
        return (false, nil)
    }
}

extension PatternSyntax {
    /// The names a binding pattern introduces: `x`, `(a, b)`.
    var boundIdentifiers: [TokenSyntax] {
        if let identifier = self.as(IdentifierPatternSyntax.self) { return [identifier.identifier] }
        if let tuple = self.as(TuplePatternSyntax.self) {
            return tuple.elements.flatMap { $0.pattern.boundIdentifiers }
        }
        return []
    }
}
#endif
