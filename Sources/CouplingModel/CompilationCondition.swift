/// What an `#if` condition is where coupling reads code: Apple's platforms and Linux. `no` only when
/// the condition is false on all of them (`os(Windows)`), `yes` only when true on all (`!os(Windows)`),
/// `unknown` for the rest (`DEBUG`, `canImport(UIKit)`, `os(Linux)`): both branches are then read.
/// The two Swift readers evaluate conditions with these rules; each walks its own syntax.
public enum ConditionValue: Sendable, Equatable {
    case yes, no, unknown

    public static prefix func ! (value: ConditionValue) -> ConditionValue {
        switch value {
        case .yes: .no
        case .no: .yes
        case .unknown: .unknown
        }
    }

    /// `a && b && …`
    public static func all(_ operands: [ConditionValue]) -> ConditionValue {
        operands.contains(.no) ? .no : (operands.allSatisfy { $0 == .yes } ? .yes : .unknown)
    }

    /// `a || b || …`
    public static func any(_ operands: [ConditionValue]) -> ConditionValue {
        operands.contains(.yes) ? .yes : (operands.allSatisfy { $0 == .no } ? .no : .unknown)
    }
}

/// The platforms coupling analyses code for, as `#if` conditions see them.
public struct CompilationPlatforms: Sendable {
    /// Operating systems none of the analysed platforms is.
    public var inactiveOperatingSystems: Set<String>

    public static let standard = CompilationPlatforms(
        inactiveOperatingSystems: ["Windows", "Android", "WASI", "OpenBSD", "FreeBSD", "Cygwin", "PS4", "Haiku", "none"])

    public init(inactiveOperatingSystems: Set<String>) {
        self.inactiveOperatingSystems = inactiveOperatingSystems
    }

    /// `os(name)`.
    public func os(_ name: String) -> ConditionValue {
        inactiveOperatingSystems.contains(name) ? .no : .unknown
    }
}
