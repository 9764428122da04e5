import CouplingModel

/// Who declares a name, as seen from Swift and as seen from the C family. Only surface declarations
/// are here: a file's own and a type's members are never another component's.
struct SymbolIndex: Sendable {
    struct Candidate: Hashable, Sendable {
        var component: Int
        /// Declared in Swift (seen from the C family only through a generated `-Swift.h`).
        var isSwift: Bool
        /// A C++ name only (a namespace member, a class, an `enum class`...): C++ code may see it,
        /// Swift, Objective-C and C never do.
        var isCPlusPlus = false
        /// An Objective-C class or protocol: Objective-C and Objective-C++ code see it, C and C++
        /// code never do.
        var isObjectiveC = false
        /// A member of a C++ namespace: C++ code names it qualified, or unqualified after `using`.
        var isNamespaceMember = false
        /// Its namespace's name, when known: what a qualified use spells before `::`.
        var namespace: String?
        /// A name the SDK, the compiler or the standard library owns, declared in the tree too
        /// (`#define TARGET_OS_IOS 0` as a fallback, a module's own `precondition`): never another
        /// component's to a file that uses it; such a use is the SDK's (`sdk-shadowed`).
        var isSystemName = false
        /// (Swift table) the standard library or SDK modules declare the name too: these bytes of
        /// `SwiftSDKNames.packedNames` list them. Whether the file imports one of them decides between an
        /// in-tree candidate and the SDK's. Empty: no SDK module does.
        var sdkEntries: Range<Int32> = 0..<0
        var isSDKName: Bool { !sdkEntries.isEmpty }
        /// (Swift table) The standard library declares the name (every file sees it).
        var isStandardLibraryName = false
        /// (Swift) A function: one overload among the module's and the imported modules' own.
        var isFunction = false
        /// (Swift) Without `public`, `open` or `package`: another module's file sees it only through
        /// an `@testable import`.
        var isModuleInternal = false
        /// (Swift, a name the SDK declares too) The declaring file imports an SDK module that declares
        /// it (not the standard library, which every file sees): the declaration is meant to shadow
        /// that one (Swift: a module's declarations shadow those of the modules it imports), as a
        /// `Preview` view beside SwiftUI's is.
        var shadowsSDK = false
        /// (Swift) A macro: what a `#name` expansion can name. (C family) A function-like macro: what
        /// only a name followed by `(` can name.
        var isMacro = false
        /// (Swift, an extension's member) A member of the type itself (`static`, a nested type): what
        /// `T.name` can name; a key path names the others.
        var isStatic = false
        /// (C family) Declared in a prefix header (`.pch`), which no file includes: only the files of
        /// the targets it is the prefix header of see it.
        var isPrefixHeader = false
        /// (C family) The component declares the name as a class, struct, union, enum, typedef or alias,
        /// or as an object-like macro (which may spell one): what a name before `::` can be.
        var isScope = false
        /// (Swift) Which of `swiftFacts` declares it.
        var file: Int32 = -1
        /// (Swift) The platforms that compile it (`#if os(…)`): code only others compile never names it.
        var platforms: PlatformSet = .all
        /// The first declaration of the name in that component.
        var location: SourceLocation
        /// (Swift declarations) The targets that compile the files declaring the name in that component, when a
        /// project file lists one of those files (a folder whose files go to different targets);
        /// nil: every target the component belongs to.
        var targets: [Int]? = nil

        /// Whether `target` compiles a file that declares it (when no project file says, every
        /// target of its component does).
        func isCompiled(by target: Int) -> Bool { targets?.contains(target) ?? true }
    }

    /// (Tables of the names every reference is looked up in: `NameMap`s, built once.)
    let swift: NameMap<[Candidate]>
    let cFamily: NameMap<[Candidate]>
    /// Components whose Swift types or extensions declare a member named like a Swift surface name
    /// (sorted): inside them an unqualified use of the name may mean the member.
    let memberComponents: NameMap<[MemberOwner]>
    /// What each Swift type (or extension) of the tree lists as inherited, by the type's name.
    let supertypes: [String: [String]]

    /// A component whose Swift types or extensions declare a member of some name, with the top-level
    /// types it is a member of (the extended one, or the type whose body declares it), and whether
    /// one such member's type is not known.
    struct MemberOwner: Hashable, Sendable {
        var component: Int
        var types: Set<String> = []
        /// Those of `types` a class may inherit from: classes, and extended types (their kind unknown
        /// here). A struct's or enum's members are bare names inside it and its extensions only.
        var inheritable: Set<String> = []
        var unknownType = false
        /// Those of `types` with a member of the name that is no function or method (a property, a
        /// nested type, a case): inside them the name is surely the member; where only methods have
        /// it, a call may still mean a global function of other argument labels (NetNewsWire's
        /// `markArticles(_:statusKey:flag:)` beside a method `markArticles(_:read:)`).
        var nonFunctionTypes: Set<String> = []
    }
    /// Members that top-level extensions add to a type, by type and member name
    /// (`DependencyValues` → `apiClient`): what a key path rooted at the type names.
    private(set) var extensionMembers: [String: [String: [Candidate]]] = [:]
    /// Of those, the names a type's own body declares too, by type (`Note` → `sample`): there
    /// `T.name` may mean the body's, which is not indexed.
    private(set) var bodyMembers: [String: Set<String>] = [:]
    /// Every type a top-level extension of the tree extends, whatever names are looked up.
    private(set) var extendedTypes: Set<String> = []
    /// The names of `bodyMembers`, with the types whose bodies declare each.
    private(set) var bodyMemberTypes: [String: [String]] = [:]

    /// - Parameter only: the names that will be looked up, when only a few files are resolved; nil:
    ///   every name.
    /// - Parameter fileTargets: the targets of a file a project file lists (nil: its component's).
    init(
        swiftFacts: [FileFacts], cFamilyFacts: [FileFacts], only: Set<String>? = nil, componentOf: (String) -> Int?,
        fileTargets: (String) -> [Int]? = { _ in nil }
    ) {
        var swift: [String: [Candidate]] = [:]
        var cFamily: [String: [Candidate]] = [:]
        var memberComponents: [String: [Int: MemberOwner]] = [:]
        // (Sized for every name at once: growing them rehashed every name several times.)
        if only == nil {
            swift.reserveCapacity(swiftFacts.reduce(0) { $0 + $1.declarations.count } / 2)
            cFamily.reserveCapacity(cFamilyFacts.reduce(0) { $0 + ($1.language == .header ? $1.declarations.count : 0) })
        }
        func add(_ table: inout [String: [Candidate]], _ name: String, _ candidate: Candidate) {
            if let only, !only.contains(name) { return }
            table[name, default: []].append(candidate)
        }
        for (file, facts) in swiftFacts.enumerated() {
            guard let component = componentOf(facts.path) else { continue }
            let targets = fileTargets(facts.path)
            let declarations = facts.declarations
            // (By index: most are members, read in place; a copy of each retained and released every name.)
            for index in declarations.indices {
                guard declarations[index].scope.isSurface else {
                    // A nested class Objective-C sees by the name `@objc(…)` gives it: a class of
                    // the C family's table (SwiftGen's `Asset.Images`, `AssetImages` to Objective-C).
                    if declarations[index].isObjCVisible, let objcName = declarations[index].objcName {
                        add(&cFamily, objcName, Candidate(component: component, isSwift: true, location: declarations[index].location, targets: targets))
                    }
                    guard let type = declarations[index].extendedType else { continue }
                    extendedTypes.insert(type)
                    let name = declarations[index].name
                    if only?.contains(name) ?? true {
                        extensionMembers[type, default: [:]][name, default: []].append(
                            Candidate(
                                component: component, isSwift: true, isFunction: declarations[index].kind == .function,
                                isStatic: declarations[index].isStatic, location: declarations[index].location, targets: targets))
                    }
                    continue
                }
                let declaration = declarations[index]
                add(
                    &swift, declaration.name,
                    Candidate(
                        component: component, isSwift: true, isSystemName: Self.shadowsStandardLibrary(declaration),
                        isFunction: declaration.kind == .function, isModuleInternal: declaration.isModuleInternal,
                        isMacro: declaration.kind == .macro, file: Int32(file),
                        platforms: facts.platformRegions.platforms(atLine: declaration.location.line),
                        location: declaration.location,
                        targets: targets))
                if declaration.isObjCVisible,
                    declaration.kind == .class || declaration.kind == .protocol || declaration.kind == .enum || declaration.kind == .enumConstant
                {
                    add(
                        &cFamily, declaration.objcName ?? declaration.name,
                        Candidate(
                            component: component, isSwift: true, isScope: declaration.kind == .class || declaration.kind == .enum,
                            location: declaration.location, targets: targets))
                }
            }
        }
        for facts in cFamilyFacts where facts.language == .header {
            guard let component = componentOf(facts.path) else { continue }
            let isPrefixHeader = facts.path.hasSuffix(".pch")
            for index in facts.declarations.indices {
                let scope = facts.declarations[index].scope
                guard scope.isSurface || scope == .sdkFallback else { continue }
                let declaration = facts.declarations[index]  // (only the kept ones copied)
                // (The cheap test first: with `only`, most names are not wanted.)
                if let only, !only.contains(declaration.name),
                    declaration.swiftName.map({ !only.contains($0) }) ?? true
                {
                    continue
                }
                let candidate = Candidate(
                    component: component, isSwift: false, isCPlusPlus: declaration.scope.isCPlusPlus,
                    isObjectiveC: !declaration.scope.isCPlusPlus && (declaration.kind == .class || declaration.kind == .protocol),
                    isNamespaceMember: declaration.scope == .cplusplusNamespace, namespace: declaration.namespace,
                    isSystemName: declaration.scope == .sdkFallback || Self.isReservedBySystem(declaration),
                    isMacro: declaration.kind == .macro && declaration.scope == .cFamily,
                    isPrefixHeader: isPrefixHeader,
                    isScope: declaration.kind.isType && declaration.kind != .protocol || declaration.kind == .macro && declaration.scope != .cFamily,
                    location: declaration.location)
                add(&cFamily, declaration.name, candidate)
                let swiftName = declaration.swiftName ?? declaration.name
                // (Swift never imports a function-like macro. A dot is looked for in the bytes: the UTF-8
                // view's generic search took hundreds of instructions a name.)
                if declaration.scope != .cFamily, !swiftName.withUTF8Bytes({ $0.contains(UInt8(ascii: ".")) }) {
                    add(&swift, swiftName, candidate)
                }
            }
        }
        var swiftNames = NameMap(swift.mapValues(Self.firstPerComponent))
        let implicit = SwiftSDKNames.modulesSeen(importing: [])
        // (Per file, once: a file declaring many SDK names asked it for each.)
        var importedByFile: [Int32: Set<UInt16>] = [:]
        // (Seventeen thousand SDK names looked up in the table, not a hundred thousand names bisected.)
        SwiftSDKNames.forEachRecord { bytes, entries in
            swiftNames.update(String(decoding: bytes, as: UTF8.self)) { candidates in
                candidates.map { candidate in
                    var candidate = candidate
                    candidate.sdkEntries = entries
                    candidate.isStandardLibraryName = SwiftSDKNames.declares(entries: entries, in: implicit)
                    if candidate.file >= 0 {
                        // (What every file sees, the standard library, is no choice to shadow.)
                        let imported: Set<UInt16>
                        if let known = importedByFile[candidate.file] {
                            imported = known
                        } else {
                            let imports = swiftFacts[Int(candidate.file)].imports.map(\.name)
                            imported = SwiftSDKNames.modulesSeen(importing: imports).subtracting(implicit)
                            importedByFile[candidate.file] = imported
                        }
                        candidate.shadowsSDK = SwiftSDKNames.declares(entries: entries, in: imported)
                    }
                    return candidate
                }
            }
        }
        for facts in swiftFacts {
            guard let component = componentOf(facts.path) else { continue }
            // (A type's members follow its own declaration, before the next top-level one: the last
            // top-level type declared before a member is the one whose body holds it.)
            var enclosing: String?
            var enclosingIsInheritable = false
            // (What extensions add to the enclosing type, looked up once per type, not per member.)
            var extended: [String: [Candidate]]?
            // (Types nested in types: a member is the innermost one's — KeePassium's
            // `Importer.ZIPArchive.Entry` is no member of `Importer`, whose code names Lib's `Entry`.)
            let nested = Self.hasNestedSpans(facts.typeSpans)
            let declarations = facts.declarations
            for index in declarations.indices {  // (by index: only the fields read are retained)
                let (name, kind, extendedType) = (declarations[index].name, declarations[index].kind, declarations[index].extendedType)
                guard declarations[index].scope == .member else {
                    enclosing = kind.isType ? name : nil
                    enclosingIsInheritable = kind == .class
                    if let type = enclosing { extended = extensionMembers[type] } else { extended = nil }
                    continue
                }
                // (An extension's member names what it extends; those nested deeper follow it.)
                if let type = extendedType {
                    (enclosing, enclosingIsInheritable) = (type, true)
                    extended = nil
                }
                var owning = extendedType ?? enclosing
                if nested, extendedType == nil, let inner = Self.innermostType(around: declarations[index], in: facts.typeSpans) {
                    owning = inner
                }
                // (A body's members as before, by the outermost type: asked per `T.name`, more would cost a
                // walk up more conformances.)
                if extendedType == nil, let type = enclosing, extended?[name] != nil {
                    if bodyMembers[type, default: []].insert(name).inserted { bodyMemberTypes[name, default: []].append(type) }
                }
                guard swiftNames[name] != nil else { continue }
                var owner = memberComponents[name]?[component] ?? MemberOwner(component: component)
                if let type = owning {
                    owner.types.insert(type)
                    if kind != .function { owner.nonFunctionTypes.insert(type) }
                    if enclosingIsInheritable { owner.inheritable.insert(type) }
                } else {
                    owner.unknownType = true
                }
                memberComponents[name, default: [:]][component] = owner
            }
        }
        self.memberComponents = NameMap(memberComponents.mapValues { $0.values.sorted { $0.component < $1.component } })
        var supertypes: [String: [String]] = [:]
        for facts in swiftFacts {
            for span in facts.typeSpans where span.names.count > 1 { supertypes[span.names[0], default: []] += span.names.dropFirst() }
        }
        self.supertypes = supertypes
        extensionMembers = extensionMembers.mapValues { $0.mapValues(Self.firstPerComponent) }
        self.cFamily = NameMap(cFamily.mapValues(Self.firstPerComponent))
        self.swift = swiftNames
    }

    /// Whether a file's type spans nest (a type declared in another's body).
    static func hasNestedSpans(_ spans: [TypeSpan]) -> Bool {
        var lastLine = 0
        for span in spans {
            if span.firstLine <= lastLine { return true }
            lastLine = max(lastLine, span.lastLine)
        }
        return false
    }

    /// The name of the innermost type body around a member's declaration (not its own body, which
    /// opens on its line).
    static func innermostType(around declaration: Declaration, in spans: [TypeSpan]) -> String? {
        let line = declaration.location.line
        var best: TypeSpan?
        for span in spans where span.contains(line: line) && !(span.firstLine == line && span.names.first == declaration.name) {
            if best.map({ span.lastLine - span.firstLine < $0.lastLine - $0.firstLine }) ?? true { best = span }
        }
        return best?.names.first
    }

    /// Whether the body of Swift type `type`, or of a type it inherits from, may declare `name` itself.
    func bodyMayDeclare(_ type: String, _ name: String) -> Bool {
        // (Most names no body declares: one look-up, not a walk up every conformance.)
        guard bodyMemberTypes[name] != nil else { return false }
        var pending = [type]
        var seen: [String] = []  // (a few types: a list, not a set, each hashed)
        while let next = pending.popLast() {
            guard !seen.contains(next) else { continue }
            seen.append(next)
            if bodyMembers[next]?.contains(name) == true { return true }
            pending += supertypes[next] ?? []
        }
        return false
    }

    /// An Objective-C class or protocol is the tree's whatever its name: `_`-prefixed ones are a
    /// common spelling of "internal" (`@protocol _FBSDKWindowFinding`), not the implementation's.
    static func isReservedBySystem(_ declaration: Declaration) -> Bool {
        guard declaration.kind != .class && declaration.kind != .protocol else { return false }
        // `extern void free(voidpf)`, `#define strdup _strdup`: the C library's, restated or shimmed.
        if declaration.kind == .function || declaration.kind == .variable || declaration.kind == .macro || declaration.kind == .typedef,
            declaration.scope != .cplusplusNamespace,
            CStandardLibraryNames.names.contains(declaration.name)
        {
            return true
        }
        // `#define UIImage NSImage` (SDWebImage's macOS fallback): a macro named like a class or type an
        // Apple SDK declares, with its framework's prefix, stands in for the SDK's name.
        if declaration.kind == .macro, hasFrameworkPrefix(declaration.name), SwiftSDKNames.declaresAnywhere(declaration.name) {
            return true
        }
        // `_Upper` names are the implementation's, yet libraries name their own types and constants so
        // too (Texture's `_ASHierarchyChangeType`): only a macro of that shape shims the compiler's
        // (`#define _Nullable`, `_Static_assert`).
        let name = declaration.name.utf8
        if declaration.kind != .macro, name.count > 1, name.first == UInt8(ascii: "_"),
            name.dropFirst().first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true
        {
            return reservedNames.contains(declaration.name) || reservedPrefixes.contains { declaration.name.hasPrefix($0) }
        }
        return isReservedBySystem(declaration.name)
    }

    /// `UIImage`, `NSColor`, `CGFloat`: three capitals, as a framework's prefix and a type's name begin,
    /// then a lower-case letter (an ALL_CAPS `PAGE_SIZE` a tree `#undef`s and defines again is its own).
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        var count = 0
        for byte in name.utf8.prefix(3) where byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { count += 1 }
        return count == 3 && name.utf8.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// Names the SDK or the compiler own. A header that defines one (`#define TARGET_OS_IOS 0` as a
    /// fallback for old SDKs) does not make every file that tests it depend on that header's component.
    static func isReservedBySystem(_ name: String) -> Bool {
        // (Asked of every header declaration: the first bytes decide before any set or prefix is asked.)
        let utf8 = name.utf8
        guard let first = utf8.first else { return false }
        if first == UInt8(ascii: "_") {
            guard let second = utf8.dropFirst().first else { return false }
            if second == UInt8(ascii: "_") { return true }
            // `_Upper`: the compiler's keywords and the feature-test macros; a tree's own `_EINVAL` (iSH's
            // negative errno values) is the tree's.
            let isUpper = second < 0x80 ? second >= UInt8(ascii: "A") && second <= UInt8(ascii: "Z") : name.dropFirst().first?.isUppercase == true
            guard isUpper else { return false }  // (no reserved name, C type or prefix begins `_lower`)
            return compilerUnderscoreNames.contains(name) || featureTestPrefixes.contains { name.hasPrefix($0) }
                || SwiftSDKNames.declaresAnywhere(name)
        }
        if utf8.count <= 8, reservedNames.contains(name) { return true }
        if isCStandardTypeOrLimit(name) { return true }
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return false }  // (every prefix is upper case)
        return reservedPrefixes.contains { $0.utf8.first == first && name.hasPrefix($0) }
    }

    /// `<stdint.h>`'s and `<stddef.h>`'s names (`uint8_t`, `intptr_t`, `UINT32_MAX`, `INT64_C`):
    /// portability headers (`pstdint.h`) define them when the system does not; and the types of
    /// `<sys/types.h>`, `<time.h>`, `<pthread.h>` (`off_t`: XADMaster's Windows `#define off_t`).
    private static let standardTypes: Set<Substring> = [
        "size", "ssize", "ptrdiff", "wchar", "max_align", "off", "time", "clock", "pid", "uid", "gid", "mode", "dev", "ino",
        "nlink", "blksize", "blkcnt", "useconds", "suseconds", "socklen", "sig_atomic", "fpos", "pthread", "pthread_mutex",
        "pthread_cond", "pthread_key", "pthread_once",
    ]

    static func isCStandardTypeOrLimit(_ name: String) -> Bool {
        // (Only `…_t` and upper-case `SIZE_`, `PTRDIFF_`, `U…`, `INT…` names can be one.)
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last, utf8.count >= 3 else { return false }
        let endsInT = last == UInt8(ascii: "t") && utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == UInt8(ascii: "_")
        guard endsInT || first == UInt8(ascii: "S") || first == UInt8(ascii: "P") || first == UInt8(ascii: "U") || first == UInt8(ascii: "I")
        else { return false }
        var rest = Substring(name)
        if rest.hasSuffix("_t") {
            rest = rest.dropLast(2)
            if Self.standardTypes.contains(rest) { return true }
            if rest.hasPrefix("u") { rest = rest.dropFirst() }
            guard rest.hasPrefix("int") else { return false }
            rest = rest.dropFirst(3)
            for prefix in ["_least", "_fast"] where rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
            return ["8", "16", "32", "64", "ptr", "max"].contains(rest)
        }
        if name == "SIZE_MAX" || name == "PTRDIFF_MAX" || name == "PTRDIFF_MIN" { return true }
        if rest.hasPrefix("U") { rest = rest.dropFirst() }
        guard rest.hasPrefix("INT"), let underscore = rest.lastIndex(of: "_") else { return false }
        let width = rest[rest.index(rest.startIndex, offsetBy: 3)..<underscore]
        let suffix = rest[rest.index(after: underscore)...]
        return ["8", "16", "32", "64", "PTR", "MAX"].contains(width) && ["MAX", "MIN", "C"].contains(suffix)
    }

    static let reservedPrefixes = [
        "TARGET_OS_", "TARGET_CPU_", "TARGET_RT_", "TARGET_IPHONE_", "MAC_OS_X_VERSION_", "NS_", "CF_", "API_",
        "UIKIT_", "FOUNDATION_", "OBJC_", "DISPATCH_", "OS_",
    ]
    /// C's `_Upper` keywords and the annotations the compiler knows, which trees define as shims.
    static let compilerUnderscoreNames: Set<String> = [
        "_Nullable", "_Nonnull", "_Null_unspecified", "_Nullable_result", "_Static_assert", "_Noreturn", "_Bool",
        "_Alignas", "_Alignof", "_Atomic", "_Thread_local", "_Generic", "_Complex", "_Imaginary", "_Pragma",
        "_Float16", "_BitInt", "_Decimal32", "_Decimal64", "_Decimal128",
    ]
    /// Macros a build defines for the system headers to test (`_GNU_SOURCE`, `_POSIX_C_SOURCE`, `_WIN32`).
    static let featureTestPrefixes = [
        "_POSIX_", "_XOPEN_", "_DARWIN_", "_BSD_", "_GNU_", "_ISOC", "_LARGEFILE", "_FILE_OFFSET_BITS", "_REENTRANT",
        "_THREAD_SAFE", "_WIN32", "_WIN64", "_MSC_", "_LP64", "_ILP32", "_CRT_", "_FORTIFY_SOURCE", "_LIBCPP_",
        "_GLIBCXX_", "_USE_MATH_DEFINES", "_ALL_SOURCE", "_DEFAULT_SOURCE", "_SVID_SOURCE", "_ANSI_SOURCE", "_C99_SOURCE",
        "_TIME_BITS", "_NETBSD_SOURCE", "_ATFILE_SOURCE",
    ]
    static let reservedNames: Set<String> = [
        "DEBUG", "NDEBUG", "RELEASE", "YES", "NO", "nil", "Nil", "NULL", "TRUE", "FALSE", "BOOL", "MIN", "MAX", "ABS",
        "bool", "true", "false", "offsetof",
    ]

    /// A module's own `precondition` or `print` shadows the standard library's inside that module;
    /// another module calling `precondition` means the standard library's.
    static func shadowsStandardLibrary(_ declaration: Declaration) -> Bool {
        switch declaration.kind {
        case .function: standardLibraryFunctions.contains(declaration.name)
        // `prefix operator /` (a path operator) does not make every division another module's.
        case .operator: standardLibraryOperators.contains(declaration.name)
        default: false
        }
    }

    /// The operators the standard library declares, any fixity.
    static let standardLibraryOperators: Set<String> = [
        "!", "~", "+", "-", "*", "/", "%", "<<", ">>", "&<<", "&>>", "&*", "&+", "&-", "&", "|", "^", "..<", "...",
        "??", "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", "&&", "||", "=", "*=", "/=", "%=", "+=", "-=",
        "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=", ".==", ".!=", ".<", ".<=", ".>", ".>=",
        ".&", ".|", ".^", ".&=", ".|=", ".^=", ".!",
    ]

    static let standardLibraryFunctions: Set<String> = [
        "abs", "assert", "assertionFailure", "debugPrint", "dump", "fatalError", "isKnownUniquelyReferenced", "max",
        "min", "numericCast", "precondition", "preconditionFailure", "print", "readLine", "repeatElement", "sequence",
        "stride", "swap", "type", "unsafeBitCast", "unsafeDowncast", "withExtendedLifetime", "withUnsafeBytes",
        "withUnsafeMutableBytes", "withUnsafeMutablePointer", "withUnsafePointer", "withoutActuallyEscaping", "zip",
    ]

    /// One candidate per component (its first declaration by location, one that every language
    /// sees before an Objective-C or a C++ one), sorted by component; its targets are those of every
    /// declaring file.
    private static func firstPerComponent(_ list: [Candidate]) -> [Candidate] {
        if list.count == 1 { return list }
        // (Namespace members of one component, one per namespace: `Edge::Start` and `Align::Start`
        // are named apart by their qualifiers; Swift declarations of one component, one per set of
        // platforms: an iOS branch's `RSImage` and a macOS branch's are both there; a function-like
        // macro beside another declaration of its name, which only a call can mean: App Center's
        // `MSACLog(…)` and its protocol `MSACLog`; an extension's static member beside an instance
        // member of its name, which `T.name` cannot mean: Go Map's `OSMTransform.translation(_:_:)`.)
        struct Key: Hashable {
            var component: Int
            var namespace: String?
            var platforms: PlatformSet
            var isMacro: Bool
            var isStatic: Bool
        }
        var best: [Key: Candidate] = [:]
        for candidate in list {
            let key = Key(
                component: candidate.component, namespace: candidate.isNamespaceMember ? candidate.namespace ?? "" : nil,
                platforms: candidate.platforms, isMacro: candidate.isMacro && !candidate.isSwift, isStatic: candidate.isStatic)
            guard let current = best[key] else {
                best[key] = candidate
                continue
            }
            // (nil, every target of the component, holds every file's.)
            let targets = current.targets.flatMap { known in candidate.targets.map { Array(Set(known + $0)).sorted() } }
            // (C, then Objective-C, then C++: a name C sees is seen by every C-family language.)
            func rank(_ candidate: Candidate) -> Int { candidate.isCPlusPlus ? 2 : candidate.isObjectiveC ? 1 : 0 }
            let wins = (rank(candidate), candidate.location) < (rank(current), current.location)
            best[key] = wins ? candidate : current
            best[key]?.targets = targets
            // (Internal only when every declaration of the component is: a public one is seen.)
            best[key]?.isModuleInternal = current.isModuleInternal && candidate.isModuleInternal
            // (A function and a struct of one name in one component: `N::` may name the struct.)
            best[key]?.isScope = current.isScope || candidate.isScope
        }
        return best.values.sorted { ($0.component, $0.location) < ($1.component, $1.location) }
    }
}
