// Differential checker: runs the precise (swift-syntax) and the fast (hand-written lexer)
// Swift frontends on the same files and reports where they agree.
//
//   SwiftFrontendDiff compare <root>... [--out FILE] [--examples N]
//   SwiftFrontendDiff bench <root>...
//   SwiftFrontendDiff dump <file.swift>
import CouplingFrontendSwift
import CouplingFrontendSwiftFast
import CouplingModel
import Foundation

func swiftFiles(under root: String) -> [String] {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else { return [] }
    if !isDir.boolValue { return [root] }
    guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
    var out: [String] = []
    while let rel = e.nextObject() as? String {
        if rel.hasSuffix(".swift") { out.append(root + "/" + rel) }
    }
    return out.sorted()
}

func read(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return [UInt8](data)
}

struct DeclKey: Hashable { var path: String; var name: String; var kind: String }
struct ExactDeclKey: Hashable { var declaration: Declaration }
struct RefKey: Hashable {
    var path: String; var name: String; var kind: String; var qualifier: String; var line: Int; var column: Int
}

func declKeys(_ f: FileFacts) -> [DeclKey] { f.declarations.map { DeclKey(path: f.path, name: $0.name, kind: $0.kind.rawValue) } }
func refKeys(_ f: FileFacts) -> [RefKey] {
    f.references.map {
        RefKey(path: f.path, name: $0.name, kind: $0.kind.rawValue, qualifier: $0.qualifier ?? "",
               line: $0.location.line, column: $0.location.column)
    }
}

/// Multiset difference counts: (inBoth, onlyA, onlyB) plus the unmatched elements.
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

func lineText(_ path: String, _ line: Int) -> String {
    let bytes = read(path)
    var l = 1
    var start = 0
    for (i, b) in bytes.enumerated() where b == 10 {
        if l == line { return String(decoding: bytes[start..<i], as: UTF8.self).trimmingCharacters(in: .whitespaces) }
        l += 1
        start = i + 1
    }
    return l == line ? String(decoding: bytes[start...], as: UTF8.self) : ""
}

func runCompare(roots: [String], out: String?, examples: Int) {
    let precise = SwiftFrontend()
    let fast = FastSwiftFrontend()
    var report = ""
    var totalDecl = (both: 0, p: 0, f: 0)
    var totalRef = (both: 0, p: 0, f: 0)
    for root in roots {
        let files = swiftFiles(under: root)
        var dBoth = 0, dP = 0, dF = 0, rBoth = 0, rP = 0, rF = 0, exactBoth = 0, iBoth = 0, iP = 0, iF = 0
        var declMiss: [String: Int] = [:], declExtra: [String: Int] = [:]
        var refMiss: [String: Int] = [:], refExtra: [String: Int] = [:]
        var declExamples: [String] = [], refExamples: [String: [String]] = [:]
        for file in files {
            let bytes = read(file)
            let p = precise.facts(path: file, contents: bytes)
            let f = fast.facts(path: file, contents: bytes)
            let exact = compare(p.declarations, f.declarations)
            exactBoth += exact.both
            for d in exact.onlyA where declExamples.count < examples {
                let other = f.declarations.first { $0.name == d.name && $0.kind == d.kind }
                declExamples.append(
                    "  differs: \(d.kind.rawValue) \(d.name) at \(d.location): precise objc=\(d.objcName ?? "-") visible=\(d.isObjCVisible) line:col=\(d.location.line):\(d.location.column); fast objc=\(other?.objcName ?? "-") visible=\(other?.isObjCVisible ?? false) line:col=\(other.map { "\($0.location.line):\($0.location.column)" } ?? "-")")
            }
            let im = compare(p.imports, f.imports)
            iBoth += im.both; iP += p.imports.count; iF += f.imports.count
            let d = compare(declKeys(p), declKeys(f))
            dBoth += d.both; dP += d.both + d.onlyA.count; dF += d.both + d.onlyB.count
            for k in d.onlyA {
                declMiss[k.kind, default: 0] += 1
                if declExamples.count < examples { declExamples.append("  precise only: \(k.kind) \(k.name) in \(k.path)") }
            }
            for k in d.onlyB {
                declExtra[k.kind, default: 0] += 1
                if declExamples.count < examples { declExamples.append("  fast only: \(k.kind) \(k.name) in \(k.path)") }
            }
            let r = compare(refKeys(p), refKeys(f))
            rBoth += r.both; rP += r.both + r.onlyA.count; rF += r.both + r.onlyB.count
            for k in r.onlyA {
                let cat = "\(k.kind)\(k.qualifier.isEmpty ? "" : " qualified") \(k.name)"
                refMiss[cat, default: 0] += 1
                if refExamples[cat, default: []].count < 2 {
                    refExamples[cat, default: []].append("\(k.path):\(k.line):\(k.column): \(lineText(k.path, k.line))")
                }
            }
            for k in r.onlyB {
                let cat = "\(k.kind)\(k.qualifier.isEmpty ? "" : " qualified") \(k.name)"
                refExtra[cat, default: 0] += 1
                if refExamples[cat, default: []].count < 2 {
                    refExamples[cat, default: []].append("\(k.path):\(k.line):\(k.column): \(lineText(k.path, k.line))")
                }
            }
        }
        totalDecl.both += dBoth; totalDecl.p += dP; totalDecl.f += dF
        totalRef.both += rBoth; totalRef.p += rP; totalRef.f += rF
        report += "== \(root): \(files.count) files\n"
        report += "declarations: precise \(dP), fast \(dF), both \(dBoth); agreement \(pct(dBoth, dP + dF - dBoth)) (recall \(pct(dBoth, dP)), precision \(pct(dBoth, dF)))\n"
        report += "declarations identical in location, objcName, isObjCVisible and scope too: \(exactBoth) of \(dBoth)\n"
        report += "imports:      precise \(iP), fast \(iF), both \(iBoth); agreement \(pct(iBoth, iP + iF - iBoth))\n"
        report += "references:   precise \(rP), fast \(rF), both \(rBoth); agreement \(pct(rBoth, rP + rF - rBoth)) (recall \(pct(rBoth, rP)), precision \(pct(rBoth, rF)))\n"
        if !declMiss.isEmpty || !declExtra.isEmpty || !declExamples.isEmpty {
            report += "declaration differences by kind: precise-only \(declMiss.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")); fast-only \(declExtra.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))\n"
            report += declExamples.joined(separator: "\n") + "\n"
        }
        func top(_ m: [String: Int], _ title: String) {
            let sorted = m.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(examples)
            if sorted.isEmpty { return }
            report += "\(title) (\(m.values.reduce(0, +)) in \(m.count) categories):\n"
            for (k, v) in sorted {
                report += "  \(v)  \(k)\n"
                for ex in refExamples[k] ?? [] { report += "        \(ex)\n" }
            }
        }
        top(refMiss, "references only the precise frontend finds")
        top(refExtra, "references only the fast frontend finds")
        report += "\n"
    }
    if roots.count > 1 {
        report += "== total\n"
        report += "declarations: agreement \(pct(totalDecl.both, totalDecl.p + totalDecl.f - totalDecl.both))\n"
        report += "references:   agreement \(pct(totalRef.both, totalRef.p + totalRef.f - totalRef.both))\n"
    }
    print(report, terminator: "")
    if let out { try? report.write(toFile: out, atomically: true, encoding: .utf8) }
}

func runBench(roots: [String]) {
    let files = roots.flatMap(swiftFiles(under:)).map(read)
    let bytes = files.reduce(0) { $0 + $1.count }
    let mb = Double(bytes) / 1_000_000
    func measure(_ name: String, repeats: Int, _ body: ([UInt8]) -> Int) {
        var best = Double.infinity
        var sink = 0
        for _ in 0..<repeats {
            let clock = ContinuousClock()
            let t = clock.measure { for f in files { sink &+= body(f) } }
            let s = Double(t.components.seconds) + Double(t.components.attoseconds) / 1e18
            best = min(best, s)
        }
        print(String(format: "%@: %.2f MB in %.3f s = %.1f MB/s (best of %d; %d facts)", name, mb, best, mb / best, repeats, sink / repeats))
    }
    let fast = FastSwiftFrontend()
    measure("fast", repeats: 5) { let f = fast.facts(path: "x", contents: $0); return f.references.count + f.declarations.count }
    let precise = SwiftFrontend()
    measure("precise", repeats: 1) { let f = precise.facts(path: "x", contents: $0); return f.references.count + f.declarations.count }
}

func runDump(file: String) {
    let bytes = read(file)
    let p = SwiftFrontend().facts(path: "f", contents: bytes)
    let f = FastSwiftFrontend().facts(path: "f", contents: bytes)
    func show(_ facts: FileFacts) -> [String] {
        facts.declarations.map { "decl \($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column) objc=\($0.objcName ?? "-") vis=\($0.isObjCVisible)" }
            + facts.imports.map { "import \($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column)" }
            + facts.references.map { "ref \($0.kind.rawValue) \($0.qualifier.map { $0 + "." } ?? "")\($0.name) \($0.location.line):\($0.location.column)" }
    }
    let a = show(p), b = show(f)
    let (_, onlyP, onlyF) = compare(a, b)
    for l in onlyP { print("P " + l) }
    for l in onlyF { print("F " + l) }
}

var args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else {
    print("usage: SwiftFrontendDiff compare|bench|dump ...")
    exit(2)
}
args.removeFirst()
var out: String?
var examples = 25
if let i = args.firstIndex(of: "--out"), i + 1 < args.count { out = args[i + 1]; args.removeSubrange(i...(i + 1)) }
if let i = args.firstIndex(of: "--examples"), i + 1 < args.count { examples = Int(args[i + 1]) ?? 25; args.removeSubrange(i...(i + 1)) }
switch command {
case "compare": runCompare(roots: args, out: out, examples: examples)
case "bench": runBench(roots: args)
case "dump": runDump(file: args[0])
default: print("unknown command \(command)"); exit(2)
}
