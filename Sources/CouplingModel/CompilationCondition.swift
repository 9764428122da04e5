/// The platforms coupling reads code for, as a set: Apple's and Linux (server-side Swift). An `#if`
/// clause compiles on some of them; a declaration only one platform compiles is never what code
/// only another compiles names (an iOS-only `Settings` view is not the macOS app's `Settings`).
public struct PlatformSet: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let iOS = PlatformSet(rawValue: 1 << 0)
    public static let macOS = PlatformSet(rawValue: 1 << 1)
    public static let tvOS = PlatformSet(rawValue: 1 << 2)
    public static let watchOS = PlatformSet(rawValue: 1 << 3)
    public static let visionOS = PlatformSet(rawValue: 1 << 4)
    public static let linux = PlatformSet(rawValue: 1 << 5)
    public static let all: PlatformSet = [.iOS, .macOS, .tvOS, .watchOS, .visionOS, .linux]

    /// `os(name)`'s platforms; nil for a name that is none of them.
    public init?(operatingSystem name: String) {
        switch name {
        case "iOS": self = .iOS
        case "macOS", "OSX": self = .macOS
        case "tvOS": self = .tvOS
        case "watchOS": self = .watchOS
        case "visionOS", "xrOS": self = .visionOS
        case "Linux": self = .linux
        default: return nil
        }
    }
}

/// What an `#if` condition is where coupling reads code: on which analysed platforms it may be true
/// (`possible`) and on which it surely is (`definite`). `os(iOS)` is exactly iOS; `os(Windows)` is
/// none (`no`); `!os(Windows)` is all (`yes`); `canImport(UIKit)` is UIKit's platforms; what cannot
/// be decided (`DEBUG`, `canImport(Alamofire)`)
/// may be true anywhere and surely nowhere. A clause nowhere possible is not read; one always true
/// ends the `#if`. The two Swift readers evaluate conditions with these rules; each walks its own syntax.
public struct ConditionValue: Sendable, Equatable {
    public var possible: PlatformSet
    public var definite: PlatformSet

    public init(possible: PlatformSet, definite: PlatformSet) {
        self.possible = possible
        self.definite = definite
    }

    public static let yes = ConditionValue(possible: .all, definite: .all)
    public static let no = ConditionValue(possible: [], definite: [])
    public static let unknown = ConditionValue(possible: .all, definite: [])

    /// False on every analysed platform: the clause is never compiled.
    public var isNever: Bool { possible.isEmpty }
    /// True on every analysed platform: later clauses are never compiled.
    public var isAlways: Bool { definite == .all }

    public static prefix func ! (value: ConditionValue) -> ConditionValue {
        ConditionValue(possible: PlatformSet.all.subtracting(value.definite), definite: PlatformSet.all.subtracting(value.possible))
    }

    /// `a && b && …`
    public static func all(_ operands: [ConditionValue]) -> ConditionValue {
        operands.reduce(.yes) { ConditionValue(possible: $0.possible.intersection($1.possible), definite: $0.definite.intersection($1.definite)) }
    }

    /// `a || b || …`
    public static func any(_ operands: [ConditionValue]) -> ConditionValue {
        operands.reduce(.no) { ConditionValue(possible: $0.possible.union($1.possible), definite: $0.definite.union($1.definite)) }
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
        if inactiveOperatingSystems.contains(name) { return .no }
        guard let platforms = PlatformSet(operatingSystem: name) else { return .unknown }
        return ConditionValue(possible: platforms, definite: platforms)
    }

    /// `canImport(name)` of the SDK's platform frameworks: UIKit is iOS's, tvOS's, watchOS's and
    /// visionOS's (Mac Catalyst builds as iOS), AppKit and Cocoa macOS's (Provenance's `#else`
    /// `typealias UIImage = NSImage` is macOS's, never what `#if canImport(UIKit)` code names). Any
    /// other module may or may not be there.
    public func canImport(_ name: String) -> ConditionValue {
        let platforms: PlatformSet
        switch name {
        case "UIKit": platforms = [.iOS, .tvOS, .watchOS, .visionOS]
        case "AppKit", "Cocoa": platforms = .macOS
        case "WatchKit": platforms = .watchOS
        default: return .unknown
        }
        return ConditionValue(possible: platforms, definite: platforms)
    }
}

/// Which platforms compile each line of a file, from its `#if` clauses: the lines from `line` on (to
/// the next change) compile on `platforms`. Empty for a file whose code every platform compiles.
public struct PlatformRegions: Sendable, Hashable, Codable {
    public struct Change: Sendable, Hashable, Codable {
        public var line: Int32
        public var platforms: UInt8
        public init(line: Int32, platforms: UInt8) {
            self.line = line
            self.platforms = platforms
        }
    }

    public private(set) var changes: [Change] = []

    public init(changes: [Change] = []) { self.changes = changes }

    public var isEmpty: Bool { changes.isEmpty }

    /// The platforms that compile `line`.
    public func platforms(atLine line: Int) -> PlatformSet {
        guard !changes.isEmpty else { return .all }
        var low = 0
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if Int(changes[middle].line) <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? .all : PlatformSet(rawValue: changes[low - 1].platforms)
    }

    /// Builds the regions while a reader walks the `#if`s of a file, in order.
    public struct Builder: Sendable {
        private struct Level {
            var enclosing: PlatformSet
            /// Where earlier clauses' conditions surely held: a later clause is not taken there.
            var taken: PlatformSet
        }

        private var levels: [Level] = []
        private var changes: [Change] = []

        public init() {}

        /// The platforms of the code being read.
        public var current: PlatformSet {
            guard let last = changes.last else { return .all }
            return PlatformSet(rawValue: last.platforms)
        }

        /// `#if condition`: the clause's code starts at `line`.
        public mutating func enter(_ condition: ConditionValue, line: Int) {
            levels.append(Level(enclosing: current, taken: []))
            clause(condition, line: line)
        }

        /// `#elseif condition` (or `#else`, `.yes`): the clause's code starts at `line`.
        public mutating func clause(_ condition: ConditionValue, line: Int) {
            guard var level = levels.popLast() else { return }
            let platforms = level.enclosing.intersection(condition.possible).subtracting(level.taken)
            level.taken.formUnion(condition.definite)
            levels.append(level)
            set(platforms, line: line)
        }

        /// `#endif`: the enclosing code resumes at `line`.
        public mutating func exit(line: Int) {
            guard let level = levels.popLast() else { return }
            set(level.enclosing, line: line)
        }

        private mutating func set(_ platforms: PlatformSet, line: Int) {
            if let last = changes.last, last.line == Int32(line) { changes.removeLast() }
            if current == platforms { return }
            changes.append(Change(line: Int32(line), platforms: platforms.rawValue))
        }

        /// Nothing when no line compiles on fewer than every platform.
        public var regions: PlatformRegions {
            changes.contains { $0.platforms != PlatformSet.all.rawValue } ? PlatformRegions(changes: changes) : PlatformRegions()
        }
    }
}
