// libFuzzer target: the configuration loader (YAML, keys, rules, layers, pass ids and options).
// Built and run by scripts/fuzz.sh.
import CouplingKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try Configuration.parse(text, file: "fuzz.yml")
    } catch let error as CouplingError {
        precondition(!error.description.isEmpty)
    } catch {
        preconditionFailure("not a CouplingError: \(error)")
    }
    return 0
}
