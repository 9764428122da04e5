// libFuzzer target: the C-family lexer, the fast declaration scanner and the reference scanner
// (through CFamilyFrontend, as a header and as an Objective-C file), the run-time scanner, the included-macro table, and
// the filter that blanks file-naming directives before libclang sees a header. Built and run by
// scripts/fuzz.sh.
import CouplingModel

@testable import CouplingFrontendClang

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCFamily(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The run-time scanner, with a shape of every kind it reads (a C function, a message, two keys): on
    // its own, and inside the frontend's read (the frontend's run-time facts and called names).
    let options = RuntimeScanOptions(
        shapes: [
            RuntimeShape(family: .runtimeClass, role: .use, names: .class, swift: "NSClassFromString(_:)"),
            RuntimeShape(family: .event, role: .post, names: .string, objc: "postNotificationName:"),
            RuntimeShape(family: .event, role: .observe, names: .string, objc: "addObserver:selector:name:", key: 2),
            RuntimeShape(family: .targetAction, role: .use, names: .class, objc: "performTarget:action:", key: 0, key2: 1),
        ],
        targetPrefixes: ["Target_"], actionPrefixes: ["Action_"], triggerPrefixes: ["Target_", "BeeHive"])
    var frontend = CFamilyFrontend(extractor: .lexer, libclang: nil, runtime: options)
    let lines = bytes.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
    for (path, language) in [("Fuzz/Input.h", Language.header), ("Fuzz/Input.mm", .objcpp)] {
        let facts = frontend.facts(path: path, contents: bytes, language: language)
        let runtime = (facts.runtime?.mentions.map(\.location) ?? []) + (facts.runtime?.constants.map(\.location) ?? [])
        for location in facts.declarations.map(\.location) + facts.references.map(\.location) + facts.imports.map(\.location) + runtime {
            precondition(location.line >= 1 && location.line <= lines && location.column >= 1, "\(location) outside the input")
        }
    }
    for constantsOnly in [false, true] {
        let runtime = bytes.withUnsafeBufferPointer {
            CFamilyRuntimeScanner.scan($0, path: "Fuzz/Input.m", options: options, constantsOnly: constantsOnly)
        }
        for location in runtime.mentions.map(\.location) + runtime.constants.map(\.location) {
            precondition(location.line >= 1 && location.line <= lines && location.column >= 1, "\(location) outside the input")
        }
    }
    let macros = IncludedMacros(headers: [(path: "Fuzz/Input.h", contents: bytes), (path: "Fuzz/Other.h", contents: bytes)])
    _ = macros.prelude(for: "Fuzz/Input.h")
    // The libclang filter keeps every byte's place and every line end, and one pass leaves no
    // directive name for a second pass to find (a second pass may still blank a stray `#`, which a
    // first pass's spaces can bring to the start of a candidate).
    var blanked = bytes
    LibclangInput.blankDirectives(&blanked, from: 0)
    precondition(blanked.count == bytes.count)
    for (a, b) in zip(bytes, blanked) where a != b { precondition(b == 32 && a != 10 && a != 13, "a line end was blanked") }
    var again = blanked
    LibclangInput.blankDirectives(&again, from: 0)
    for (a, b) in zip(blanked, again) where a != b {
        let name = (a >= 0x30 && a <= 0x39) || (a | 0x20 >= 0x61 && a | 0x20 <= 0x7A) || a == 0x5F || a == 0x24 || a >= 0x80
        precondition(!name, "a second pass blanked a directive name the first left")
    }
    return 0
}
