// libFuzzer target: the fast Swift frontend (lexer and recogniser), the run-time scanner, and the
// bracket measure the swift-syntax pass takes before parsing. Built and run by scripts/fuzz.sh.
import CouplingFrontendSwiftFast
import CouplingModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftFast(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The run-time scanner, with a shape of every kind it reads (a C function, labels, a receiver,
    // two keys): on its own and inside the frontend's read; what it finds points into the file too.
    let options = RuntimeScanOptions(
        shapes: [
            RuntimeShape(family: .runtimeClass, role: .use, names: .class, swift: "NSClassFromString(_:)"),
            RuntimeShape(family: .event, role: .post, names: .string, swift: "post(name:)"),
            RuntimeShape(family: .event, role: .observe, names: .string, swift: "addObserver(_:selector:name:)", key: 2),
            RuntimeShape(family: .route, role: .use, names: .url, swift: "open(_:)", receiver: "navigator"),
            RuntimeShape(family: .targetAction, role: .use, names: .class, swift: "performTarget(_:action:)", key: 0, key2: 1),
        ],
        targetPrefixes: ["Target_"], actionPrefixes: ["Action_"], triggerPrefixes: ["Target_"])
    let facts = FastSwiftFrontend(runtime: options).facts(path: "Fuzz/Input.swift", contents: bytes)
    // Lines end at LF, CR or CR LF, as Swift reads them.
    var lines = 1
    for (index, byte) in bytes.enumerated() where byte == 10 || (byte == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) {
        lines += 1
    }
    // Every fact points into the file.
    let found = (facts.runtime?.mentions.map(\.location) ?? []) + (facts.runtime?.constants.map(\.location) ?? [])
    for location in facts.declarations.map(\.location) + facts.references.map(\.location) + facts.imports.map(\.location) + found {
        precondition(location.line >= 1 && location.line <= lines && location.column >= 1, "\(location) outside the input")
    }
    for constantsOnly in [false, true] {
        let runtime = bytes.withUnsafeBufferPointer {
            SwiftRuntimeScanner.scan($0, path: "Fuzz/Input.swift", options: options, constantsOnly: constantsOnly)
        }
        for location in runtime.mentions.map(\.location) + runtime.constants.map(\.location) {
            precondition(location.line >= 1 && location.line <= lines && location.column >= 1, "\(location) outside the input")
        }
    }
    let nesting = SwiftNesting.measure(bytes)
    precondition(nesting.depth >= nesting.squareBrackets && nesting.depth >= 0)
    return 0
}
