// libFuzzer target: the fast Swift frontend (lexer and recogniser) and the bracket measure the
// swift-syntax pass takes before parsing. Built and run by scripts/fuzz.sh.
import CouplingFrontendSwiftFast
import CouplingModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftFast(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let facts = FastSwiftFrontend().facts(path: "Fuzz/Input.swift", contents: bytes)
    // Lines end at LF, CR or CR LF, as Swift reads them.
    var lines = 1
    for (index, byte) in bytes.enumerated() where byte == 10 || (byte == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) {
        lines += 1
    }
    // Every fact points into the file.
    for location in facts.declarations.map(\.location) + facts.references.map(\.location) + facts.imports.map(\.location) {
        precondition(location.line >= 1 && location.line <= lines && location.column >= 1, "\(location) outside the input")
    }
    let nesting = SwiftNesting.measure(bytes)
    precondition(nesting.depth >= nesting.squareBrackets && nesting.depth >= 0)
    return 0
}
