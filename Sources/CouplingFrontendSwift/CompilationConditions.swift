import SwiftSyntax

/// Decides which `#if` clauses can be active. The graph is that of every configuration the code
/// is built for (as in the C family, where every branch is read): a dependency that only the
/// Windows or Linux build has (`#if os(Windows) import CNIOWindows`) is still a dependency of the
/// code, and its manifest lists it. Only bare-metal `os(none)` clauses, which no app or package
/// build compiles, are skipped, together with the `#else` after a condition that is always true
/// (`#if !os(none)`). Anything else (`DEBUG`, `canImport(UIKit)`, `os(Windows)`) counts as possibly
/// active, so every branch is read.
public struct CompilationConditions: Sendable {
    /// Operating systems none of the analysed platforms is.
    public var inactiveOperatingSystems: Set<String>

    public static let standard = CompilationConditions(
        inactiveOperatingSystems: ["none"])

    public init(inactiveOperatingSystems: Set<String>) {
        self.inactiveOperatingSystems = inactiveOperatingSystems
    }

    /// The clauses of an `#if` that may be active, in order.
    func activeClauses(of node: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var result: [IfConfigClauseSyntax] = []
        for clause in node.clauses {
            let value = clause.condition.map(evaluate) ?? .unknown  // `#else`: no condition
            if value != .no { result.append(clause) }
            if value == .yes { break }  // later clauses can never be taken
        }
        return result
    }

    enum Truth { case yes, no, unknown }

    func evaluate(_ expression: ExprSyntax) -> Truth {
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
        {
            return inactiveOperatingSystems.contains(argument.baseName.text) ? .no : .unknown
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            switch evaluate(prefix.expression) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            let left = evaluate(infix.leftOperand)
            let right = evaluate(infix.rightOperand)
            switch op {
            case "&&": return left == .no || right == .no ? .no : (left == .yes && right == .yes ? .yes : .unknown)
            case "||": return left == .yes || right == .yes ? .yes : (left == .no && right == .no ? .no : .unknown)
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
            if Set(operators) == ["&&"] {
                return operands.contains(.no) ? .no : (operands.allSatisfy { $0 == .yes } ? .yes : .unknown)
            }
            if Set(operators) == ["||"] {
                return operands.contains(.yes) ? .yes : (operands.allSatisfy { $0 == .no } ? .no : .unknown)
            }
        }
        return .unknown
    }
}
