// Differential checker of the two C-family declaration extractors: libclang (precise) and
// the token-shape scanner (fast, "regex"), run on every header of the given folders.
//
//   CFamilyFrontendDiff compare <root>... [--out FILE] [--examples N] [--libclang PATH]
//   CFamilyFrontendDiff bench <root>... [--libclang PATH]
//   CFamilyFrontendDiff dump <file.h> [<root>] [--libclang PATH]   (file relative to root when given)
//
// Declarations are keyed by (path, name, kind) and by (path, name); agreement is given both
// ways: the share of libclang's declarations the fast extractor finds, and the share of the
// fast extractor's declarations libclang finds. Each difference gets a category (see
// `categorise`), so that what remains can be explained.
import CouplingFrontendClang
import CouplingModel
import Foundation

let headerExtensions: Set<String> = ["h", "hh", "hpp", "hxx", "pch"]

func headers(under root: String) -> [String] {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else { return [] }
    if !isDir.boolValue { return [root] }
    guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
    var out: [String] = []
    while let rel = e.nextObject() as? String {
        let ext = (rel as NSString).pathExtension.lowercased()
        guard headerExtensions.contains(ext) else { continue }
        var fileIsDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: root + "/" + rel, isDirectory: &fileIsDir), !fileIsDir.boolValue {
            out.append(rel)
        }
    }
    return out.sorted()
}

func read(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return [UInt8](data)
}

struct Key: Hashable, Comparable {
    var path: String
    var name: String
    var kind: String
    static func < (a: Key, b: Key) -> Bool { (a.path, a.name, a.kind) < (b.path, b.name, b.kind) }
}

/// Multiset difference: (in both, only in a, only in b).
func compare<K: Hashable>(_ a: [K], _ b: [K]) -> (both: Int, onlyA: [K], onlyB: [K]) {
    var counts: [K: Int] = [:]
    for k in a { counts[k, default: 0] += 1 }
    var both = 0
    var onlyB: [K] = []
    for k in b {
        if let c = counts[k], c > 0 { counts[k] = c - 1; both += 1 } else { onlyB.append(k) }
    }
    var onlyA: [K] = []
    for (k, c) in counts where c > 0 { for _ in 0..<c { onlyA.append(k) } }
    return (both, onlyA, onlyB)
}

func pct(_ n: Int, _ d: Int) -> String { d == 0 ? "100.00%" : String(format: "%.2f%%", 100.0 * Double(n) / Double(d)) }

func lines(_ bytes: [UInt8]) -> [Substring] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
}

/// One declaration only one extractor reports, with the line it is on.
struct Difference {
    var side: String // "clang-only" or "fast-only"
    var declaration: Declaration
    var path: String
    var lineText: String
    var category: String
}

/// Per line (1-based index): whether it lies in an `#elif`/`#else` branch of some conditional,
/// and whether it lies in a C++-only region (`#ifdef __cplusplus` / `#if defined(__cplusplus)`).
struct Branches {
    var alternative: [Bool]
    var cPlusPlusOnly: [Bool]

    init(_ text: [Substring]) {
        alternative = [false]
        cPlusPlusOnly = [false]
        var stack: [(branch: Int, cPlusPlus: Bool)] = []
        var continued = false
        for line in text {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if !continued && trimmed.hasPrefix("#") {
                let word = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter }
                switch word {
                case "if", "ifdef", "ifndef":
                    let isCPlusPlus = (word == "ifdef" || word == "if") && trimmed.contains("__cplusplus") && !trimmed.contains("!")
                    stack.append((0, isCPlusPlus))
                case "elif", "else":
                    if let last = stack.popLast() { stack.append((last.branch + 1, false)) }
                case "endif":
                    _ = stack.popLast()
                default: break
                }
            }
            continued = line.hasSuffix("\\")
            alternative.append(stack.contains { $0.branch > 0 })
            cPlusPlusOnly.append(stack.contains { $0.cPlusPlus })
        }
    }
}

/// Why a declaration is reported by one extractor only. The categories are heuristics on the
/// file's text, to group the differences; the full list says which declaration is in which.
/// `clangLastLine` is the line of libclang's last declaration (not a macro) in the file.
func categorise(
    _ d: Declaration, side: String, otherKinds: [String], fileText: [Substring], branches: Branches,
    clangLastLine: Int, fastHasName: Bool
) -> String {
    let line = d.location.line
    let lineText = line - 1 < fileText.count ? String(fileText[line - 1]) : ""
    let trimmed = lineText.trimmingCharacters(in: .whitespaces)
    let column = d.location.column
    let beforeName = column - 1 <= lineText.utf8.count ? String(decoding: lineText.utf8.prefix(column - 1), as: UTF8.self) : ""
    if side == "clang-only" {
        // libclang's own errors, set aside in the agreement "without libclang's errors".
        let typeKinds: Set<String> = ["class", "struct", "union", "enum", "typedef"]
        if d.kind == .variable && !otherKinds.isEmpty && otherKinds.allSatisfy({ typeKinds.contains($0) }) {
            return "\(libclangError)a type name read as a variable's name (its declaration uses an undefined macro)"
        }
        if d.kind == .variable && otherKinds == ["function"] {
            return "\(libclangError)a function read as a variable (a parameter type it cannot see)"
        }
        if beforeName.hasSuffix("::") || beforeName.hasSuffix("::~") || beforeName.hasSuffix(">::") {
            return "\(libclangError)a member defined out of line (`A::B`) listed at the top level"
        }
        if otherKinds.isEmpty && d.kind == .function {
            let above = (max(0, line - 6)..<max(0, line - 1)).map { fileText[$0].trimmingCharacters(in: .whitespaces) }
            if above.contains(where: { $0.hasPrefix("template") }) || trimmed.hasPrefix("template") {
                return "\(libclangError)a function template it reports only after a parse error"
            }
            if d.name == "static_assert" || d.name == "alignas" {
                return "\(libclangError)a C++ keyword read as a function (header parsed as C)"
            }
            if insideMacroArguments(beforeName) {
                return "\(libclangError)a declaration inside a project macro's arguments"
            }
        }
    }
    if !otherKinds.isEmpty {
        return "\(side): kind differs (\(d.kind.rawValue) vs \(otherKinds.joined(separator: "/")))"
    }
    let inAlternative = line < branches.alternative.count && branches.alternative[line]
    if side == "fast-only" {
        if inAlternative { return "fast-only: in an #elif/#else branch (libclang parses one branch)" }
        if d.kind == .macro { return "fast-only: macro libclang does not report (its #if evaluated false)" }
        if line > clangLastLine { return "fast-only: after libclang's last declaration in the file (libclang gave up after a parse error)" }
        if trimmed.hasPrefix("using ") { return "fast-only: type alias (libclang drops an alias of a type it cannot see)" }
        return "fast-only: \(d.kind.rawValue)"
    }
    let name = d.name
    let macroLike = name.count > 1 && !name.contains { $0.isLowercase }
    if macroLike || name.hasPrefix("__") || name.hasSuffix("_t") {
        return "\(libclangError)an undefined macro or type read as the declared name"
    }
    if inAlternative { return "clang-only: in an #elif/#else branch" }
    if lineText.contains("(") && d.kind != .function {
        return "\(libclangError)\(d.kind.rawValue) on a line with a macro call (generated by the file's macros, or recovery)"
    }
    return "clang-only: \(d.kind.rawValue)"
}

/// The prefix of the categories that are libclang's errors, not the fast extractor's misses.
let libclangError = "clang-only, libclang's error: "

/// Whether `text` (a line up to a name) leaves open a parenthesis of an ALL_CAPS macro call:
/// `NIMBLE_SHORT(NMBMatcher *allPass(`, `UPB_PRIVATE(`.
func insideMacroArguments(_ text: String) -> Bool {
    var open: [Bool] = [] // per open parenthesis: whether an ALL_CAPS word precedes it
    var word = ""
    for c in text {
        if c.isLetter || c.isNumber || c == "_" { word.append(c); continue }
        if c == "(" { open.append(word.count > 1 && !word.contains { $0.isLowercase }) }
        if c == ")" { _ = open.popLast() }
        if c != " " { word = "" }
    }
    return open.contains(true)
}

/// A header with C++: a C++ extension, or `namespace`/`template`/`class` starting a line.
func isCPlusPlus(_ path: String, _ bytes: [UInt8]) -> Bool {
    let ext = (path as NSString).pathExtension.lowercased()
    if ext == "hh" || ext == "hpp" || ext == "hxx" { return true }
    for line in lines(bytes) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("namespace ") || trimmed.hasPrefix("template") || trimmed.hasPrefix("class ") { return true }
    }
    return false
}

func loadLibclang(_ explicit: String?) -> Libclang? {
    switch Libclang.locate(explicitPath: explicit, environment: ProcessInfo.processInfo.environment) {
    case .success(let library): return library
    case .failure: return nil
    }
}

func runCompare(roots: [String], out: String?, examples: Int, libclang: Libclang) {
    var fast = CFamilyFrontend(extractor: .regex, libclang: nil)
    var report = "libclang: \(libclang.version) (\(libclang.path))\n\n"
    var full = ""
    var grand = (files: 0, clang: 0, fast: 0, both: 0, bothNamed: 0, clangNamed: 0, fastNamed: 0, explained: 0)
    for root in roots {
        let files = headers(under: root)
        // libclang sees the macros of the in-tree headers each header includes, as in a scan of `root`.
        var macros = IncludedMacros()
        let macrosTime = ContinuousClock().measure {
            macros = IncludedMacros(headers: files.lazy.map { (path: $0, contents: read(root + "/" + $0)) })
        }
        var clang = CFamilyFrontend(extractor: .clang, libclang: libclang, includedMacros: macros)
        var clangCount = 0, fastCount = 0, both = 0
        var clangNamed = 0, fastNamed = 0, bothNamed = 0
        var fallbacks = 0
        // The same counts for headers without C++ (Objective-C and C only).
        var cClang = 0, cFast = 0, cBoth = 0, cFiles = 0
        var clangTime = macrosTime, fastTime = Duration.zero
        var categories: [String: Int] = [:]
        var explained = 0 // libclang's declarations the fast extractor misses because libclang erred
        var categoryExamples: [String: [String]] = [:]
        var differences: [Difference] = []
        let clock = ContinuousClock()
        for rel in files {
            let bytes = read(root + "/" + rel)
            var c = FileFacts(path: rel, language: .header)
            var f = FileFacts(path: rel, language: .header)
            clangTime += clock.measure { c = clang.facts(path: rel, contents: bytes, language: .header) }
            fastTime += clock.measure { f = fast.facts(path: rel, contents: bytes, language: .header) }
            let fellBack = c.diagnostics.contains { $0.code == "clang-parse-failed" }
            if fellBack { fallbacks += 1 }
            let ck = c.declarations.map { Key(path: rel, name: $0.name, kind: $0.kind.rawValue) }
            let fk = f.declarations.map { Key(path: rel, name: $0.name, kind: $0.kind.rawValue) }
            let r = compare(ck, fk)
            clangCount += ck.count; fastCount += fk.count; both += r.both
            let rn = compare(ck.map { "\($0.name)" }, fk.map { "\($0.name)" })
            clangNamed += ck.count; fastNamed += fk.count; bothNamed += rn.both
            if !isCPlusPlus(rel, bytes) { cFiles += 1; cClang += ck.count; cFast += fk.count; cBoth += r.both }
            guard !r.onlyA.isEmpty || !r.onlyB.isEmpty else { continue }
            let text = lines(bytes)
            let branches = Branches(text)
            let clangLastLine = c.declarations.filter { $0.kind != .macro }.map(\.location.line).max() ?? 0
            func record(_ keys: [Key], side: String, mine: [Declaration], other: [Declaration]) {
                var pool = mine
                for k in keys.sorted() {
                    guard let i = pool.firstIndex(where: { $0.name == k.name && $0.kind.rawValue == k.kind }) else { continue }
                    let d = pool.remove(at: i)
                    let otherKinds = other.filter { $0.name == d.name && $0.kind != d.kind }.map(\.kind.rawValue)
                    let category = fellBack ? "\(side): libclang gave no translation unit"
                        : categorise(d, side: side, otherKinds: otherKinds, fileText: text, branches: branches,
                                     clangLastLine: clangLastLine, fastHasName: f.declarations.contains { $0.name == d.name })
                    let line = d.location.line - 1 < text.count ? text[d.location.line - 1].trimmingCharacters(in: .whitespaces) : ""
                    differences.append(Difference(side: side, declaration: d, path: rel, lineText: line, category: category))
                    categories[category, default: 0] += 1
                    if category.hasPrefix(libclangError) { explained += 1 }
                    if categoryExamples[category, default: []].count < examples {
                        categoryExamples[category, default: []].append(
                            "\(rel):\(d.location.line):\(d.location.column) \(d.name): \(line.prefix(140))")
                    }
                }
            }
            record(r.onlyA, side: "clang-only", mine: c.declarations, other: f.declarations)
            record(r.onlyB, side: "fast-only", mine: f.declarations, other: c.declarations)
        }
        grand.files += files.count
        grand.clang += clangCount; grand.fast += fastCount; grand.both += both; grand.explained += explained
        grand.clangNamed += clangNamed; grand.fastNamed += fastNamed; grand.bothNamed += bothNamed
        func seconds(_ d: Duration) -> String {
            String(format: "%.2f s", Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
        }
        report += "== \(root): \(files.count) headers\n"
        report += "declarations: libclang \(clangCount), fast \(fastCount), in both \(both)\n"
        report += "  (path,name,kind): libclang's found by fast \(pct(both, clangCount)), fast's found by libclang \(pct(both, fastCount))\n"
        report += "  (path,name):      libclang's found by fast \(pct(bothNamed, clangNamed)), fast's found by libclang \(pct(bothNamed, fastNamed))\n"
        report += "  (path,name,kind), libclang's errors set aside (\(explained)): libclang's found by fast \(pct(both, clangCount - explained))\n"
        report += "  headers without C++ (\(cFiles)): libclang \(cClang), fast \(cFast), in both \(cBoth); libclang's found by fast \(pct(cBoth, cClang)), fast's found by libclang \(pct(cBoth, cFast))\n"
        report += "libclang gave no translation unit (fast extractor used instead): \(fallbacks) files\n"
        report += "time (lex + references + declarations): libclang frontend \(seconds(clangTime)), fast frontend \(seconds(fastTime))\n"
        if !categories.isEmpty {
            report += "differences by category (\(categories.values.reduce(0, +))):\n"
            for (category, count) in categories.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
                report += "  \(count)  \(category)\n"
                for example in categoryExamples[category] ?? [] { report += "        \(example)\n" }
            }
        }
        report += "\n"
        full += "== \(root)\n"
        for d in differences {
            full += "\(d.side)\t\(d.declaration.kind.rawValue)\t\(d.declaration.name)\t\(d.path):\(d.declaration.location.line):\(d.declaration.location.column)\t\(d.category)\t\(d.lineText)\n"
        }
    }
    if roots.count > 1 {
        report += "== total: \(grand.files) headers\n"
        report += "declarations: libclang \(grand.clang), fast \(grand.fast), in both \(grand.both)\n"
        report += "  (path,name,kind): libclang's found by fast \(pct(grand.both, grand.clang)), fast's found by libclang \(pct(grand.both, grand.fast))\n"
        report += "  (path,name,kind), libclang's errors set aside (\(grand.explained)): libclang's found by fast \(pct(grand.both, grand.clang - grand.explained))\n"
        report += "  (path,name):      libclang's found by fast \(pct(grand.bothNamed, grand.clangNamed)), fast's found by libclang \(pct(grand.bothNamed, grand.fastNamed))\n"
    }
    print(report, terminator: "")
    if let out {
        do {
            try full.write(toFile: out, atomically: true, encoding: .utf8)
            print("all differences (side, kind, name, place, category, line) written to \(out)")
        } catch {
            print("could not write \(out): \(error)")
        }
    }
}

func runBench(roots: [String], libclang: Libclang) {
    let files = roots.flatMap { root in headers(under: root).map { (path: $0, bytes: read(root + "/" + $0)) } }
    let megabytes = Double(files.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
    func measure(_ name: String, repeats: Int, extractor: CDeclarationExtractor) {
        // As in a scan: the macro table is built from the headers (its time counted), then each header is read.
        var frontend = CFamilyFrontend(extractor: .regex, libclang: nil)
        var best = Double.infinity
        var declarations = 0
        for _ in 0..<repeats {
            declarations = 0
            let t = ContinuousClock().measure {
                if extractor == .clang {
                    frontend = CFamilyFrontend(
                        extractor: .clang, libclang: libclang,
                        includedMacros: IncludedMacros(headers: files.map { (path: $0.path, contents: $0.bytes) }))
                }
                for file in files { declarations += frontend.facts(path: file.path, contents: file.bytes, language: .header).declarations.count }
            }
            best = min(best, Double(t.components.seconds) + Double(t.components.attoseconds) / 1e18)
        }
        print(String(format: "%@: %d headers, %.2f MB in %.3f s (best of %d; %d declarations)", name, files.count, megabytes, best, repeats, declarations))
    }
    measure("fast frontend", repeats: 5, extractor: .regex)
    measure("libclang frontend", repeats: 1, extractor: .clang)
}

/// `root`: the folder `file` is relative to, whose headers' macros libclang sees (as in a scan).
func runDump(file: String, root: String?, libclang: Libclang) {
    let bytes = read(root.map { $0 + "/" + file } ?? file)
    let macros = root.map { root in IncludedMacros(headers: headers(under: root).lazy.map { (path: $0, contents: read(root + "/" + $0)) }) }
    if ProcessInfo.processInfo.environment["DUMP_PRELUDE"] != nil, let macros { print(macros.prelude(for: file).text) }
    var clang = CFamilyFrontend(extractor: .clang, libclang: libclang, includedMacros: macros ?? IncludedMacros())
    var fast = CFamilyFrontend(extractor: .regex, libclang: nil)
    func show(_ facts: FileFacts) -> [String] {
        facts.declarations.map { "\($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column)\($0.swiftName.map { " swift=\($0)" } ?? "")" }
    }
    let path = root == nil ? "f.h" : file
    let c = clang.facts(path: path, contents: bytes, language: .header)
    let f = fast.facts(path: path, contents: bytes, language: .header)
    for d in c.diagnostics { print("diagnostic: \(d.message)") }
    let (both, onlyC, onlyF) = compare(show(c), show(f))
    print("same: \(both)")
    for l in onlyC.sorted() { print("C " + l) }
    for l in onlyF.sorted() { print("F " + l) }
}

var args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else {
    print("usage: CFamilyFrontendDiff compare|bench|dump ...")
    exit(2)
}
args.removeFirst()
var out: String?
var examples = 3
var libclangPath: String?
if let i = args.firstIndex(of: "--out"), i + 1 < args.count { out = args[i + 1]; args.removeSubrange(i...(i + 1)) }
if let i = args.firstIndex(of: "--examples"), i + 1 < args.count { examples = Int(args[i + 1]) ?? 3; args.removeSubrange(i...(i + 1)) }
if let i = args.firstIndex(of: "--libclang"), i + 1 < args.count { libclangPath = args[i + 1]; args.removeSubrange(i...(i + 1)) }
guard let libclang = loadLibclang(libclangPath) else {
    print("no libclang could be loaded: nothing to compare against (skipped)")
    exit(0)
}
switch command {
case "compare": runCompare(roots: args, out: out, examples: examples, libclang: libclang)
case "bench": runBench(roots: args, libclang: libclang)
case "dump": runDump(file: args[0], root: args.count > 1 ? args[1] : nil, libclang: libclang)
default: print("unknown command \(command)"); exit(2)
}
