import SwiftSyntax

/// Decides which `#if` clauses can be active. coupling analyses code for Apple platforms (and
/// Linux, for server-side Swift); a clause whose condition is false on all of them, such as
/// `#if os(Windows)`, is not read as code, together with the `#else` after a condition that is
/// always true there (`#if !os(Windows)`): a Windows-only declaration must not stand for a name
/// the Apple build means. Its imports are still dependencies of the code (`inactiveClauses`).
/// Anything it cannot decide (`DEBUG`, `canImport(UIKit)`, `os(Linux)`) counts as possibly active,
/// so both branches are read.
public struct CompilationConditions: Sendable {
    /// Operating systems none of the analysed platforms is.
    public var inactiveOperatingSystems: Set<String>

    public static let standard = CompilationConditions(
        inactiveOperatingSystems: ["Windows", "Android", "WASI", "OpenBSD", "FreeBSD", "Cygwin", "PS4", "Haiku", "none"])

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

    /// The clauses of an `#if` that can never be active on the analysed platforms.
    func inactiveClauses(of node: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        let active = Set(activeClauses(of: node).map(\.id))
        return node.clauses.filter { !active.contains($0.id) }
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
