import CouplingModel

/// Where the tree declares each Objective-C class and protocol under its run-time name: an
/// `@interface` (in a header or an implementation file: private classes are found at run time too),
/// a Swift class or protocol Objective-C sees (`@objc(Name)` gives `Name`, any other gives
/// `Module.Name`). C++ classes and Swift structs are never run-time names.
struct RuntimeDeclarations {
    struct Place: Hashable {
        var component: Int
        var location: SourceLocation
    }

    var classes: [String: [Place]] = [:]
    var protocols: [String: [Place]] = [:]
    /// What the tree's Swift types inherit from or conform to: a class named there that no file
    /// declares is a module's the tree does not hold (OpenEmu's plug-ins subclass OpenEmuSystem's
    /// `OESystemController`, the principal class their Info.plists name), never a dangling one.
    var inherited: Set<String> = []
    /// The components whose implementation files implement each Objective-C class (`@implementation X`).
    var implementers: [String: Set<Int>] = [:]

    /// - Parameter targetModules: the module names of the targets compiling a Swift file, when a
    ///   project says (an example app's extension `IGListKitMessageExample` in a folder of several).
    init(files: [(facts: FileFacts, component: Int)], moduleOf: [Int: String], targetModules: (String, Int) -> [String] = { _, _ in [] }) {
        for (facts, component) in files {
            for span in facts.typeSpans where span.names.count > 1 { inherited.formUnion(span.names.dropFirst()) }
            if facts.language != .swift {
                for name in facts.typeSpans.compactMap(\.names.first) { implementers[name, default: []].insert(component) }
            }
            let declarations = facts.declarations
            // (By index: the kind is read before any declaration is copied.)
            for index in declarations.indices where declarations[index].kind == .class || declarations[index].kind == .protocol {
                let d = declarations[index]
                let place = Place(component: component, location: d.location)
                var names: [String] = []
                if facts.language == .swift {
                    guard d.isObjCVisible, d.scope == .module || d.scope == .file else { continue }
                    if let objc = d.objcName {
                        names = [objc]
                    } else {
                        let modules = Set([moduleOf[component] ?? ""] + targetModules(facts.path, component)).sorted()
                        names = modules.map { "\($0).\(d.name)" }
                        // A Swift protocol's `P.self` key and an `@objc` class spelled bare still name it.
                        if d.kind == .protocol { names.append(d.name) }
                    }
                } else {
                    guard !d.scope.isCPlusPlus, d.scope != .member else { continue }
                    names = [d.name]
                }
                for name in names {
                    if d.kind == .class {
                        classes[name, default: []].append(place)
                    } else {
                        protocols[name, default: []].append(place)
                    }
                }
            }
        }
    }

    /// The run-time names `Module.name` of Swift classes called `name`, in any module, sorted.
    func swiftClassNames(named name: String) -> [String] {
        classes.keys.filter { $0.hasSuffix("." + name) && !$0.dropLast(name.count + 1).contains(".") }.sorted()
    }

    /// The places of a name of the given kind (a protocol key may also name a class, and the reverse).
    func places(of name: String, names: RuntimeNames) -> [Place] {
        switch names {
        case .class: return classes[name] ?? []
        case .protocol: return protocols[name] ?? []
        case .url, .string: return []
        }
    }
}
