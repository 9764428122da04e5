// Built with the `SwiftSyntaxReader` trait only (Package.swift).
#if SwiftSyntaxReader
import CouplingModel
import SwiftSyntax

/// Decides which `#if` clauses can be active, over swift-syntax's tree, with the rules of
/// `ConditionValue` and `CompilationPlatforms` (the fast reader applies the same to its tokens).
/// coupling analyses code for Apple platforms (and Linux, for server-side Swift); a clause whose condition is false on all of them, such as
/// `#if os(Windows)`, is not read as code, together with the `#else` after a condition that is
/// always true there (`#if !os(Windows)`): a Windows-only declaration must not stand for a name
/// the Apple build means. Its imports are still dependencies of the code (`inactiveClauses`).
/// Anything it cannot decide (`DEBUG`, `canImport(UIKit)`, `os(Linux)`) counts as possibly active,
/// so both branches are read.
public struct CompilationConditions: Sendable {
    public var platforms: CompilationPlatforms

    /// Operating systems none of the analysed platforms is.
    public var inactiveOperatingSystems: Set<String> { platforms.inactiveOperatingSystems }

    public static let standard = CompilationConditions(platforms: .standard)

    public init(platforms: CompilationPlatforms) {
        self.platforms = platforms
    }

    /// The clauses of an `#if` in order with their conditions' values (`#else`: always true), up to the
    /// first that is always true: later ones can never be taken.
    func clauses(of node: IfConfigDeclSyntax) -> [(clause: IfConfigClauseSyntax, value: ConditionValue)] {
        var result: [(clause: IfConfigClauseSyntax, value: ConditionValue)] = []
        for clause in node.clauses {
            let value = clause.condition.map(evaluate) ?? .yes
            result.append((clause, value))
            if value.isAlways { break }
        }
        return result
    }

    /// The clauses of an `#if` that can never be active on the analysed platforms, given what
    /// `clauses(of:)` gave for it.
    func inactiveClauses(
        of node: IfConfigDeclSyntax, evaluated: [(clause: IfConfigClauseSyntax, value: ConditionValue)]
    ) -> [IfConfigClauseSyntax] {
        let active = Set(evaluated.filter { !$0.value.isNever }.map(\.clause.id))
        return node.clauses.filter { !active.contains($0.id) }
    }

    func evaluate(_ expression: ExprSyntax) -> ConditionValue {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee == "os" || callee == "canImport",
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
        {
            return callee == "os" ? platforms.os(argument.baseName.text) : platforms.canImport(argument.baseName.text)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true) ? .yes : .no  // (`#if false`: never compiled)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !evaluate(prefix.expression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            let operands = [evaluate(infix.leftOperand), evaluate(infix.rightOperand)]
            switch op {
            case "&&": return .all(operands)
            case "||": return .any(operands)
            default: return .unknown
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // Unfolded `a && b || c`: decide only when every operator is the same.
            let elements = Array(sequence.elements)
            let operators = stride(from: 1, to: elements.count, by: 2).compactMap {
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            }
            let operands = stride(from: 0, to: elements.count, by: 2).map { evaluate(elements[$0]) }
            if Set(operators) == ["&&"] { return .all(operands) }
            if Set(operators) == ["||"] { return .any(operands) }
        }
        return .unknown
    }
}
#endif
