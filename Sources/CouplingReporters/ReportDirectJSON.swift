import CouplingModel

/// The report values that write their own JSON (see `DirectJSON`).

/// `value` as a `DirectJSON` value, found by comparing types (no protocol conformance lookup, which
/// would cost more than it saves on the many values that are not).
@inline(__always) func directJSON<T>(_ value: T) -> (any DirectJSON)? {
    if T.self == Evidence.self { return value as? Evidence }
    if T.self == SourceLocation.self { return value as? SourceLocation }
    return nil
}

extension SourceLocation: DirectJSON {
    func writeJSON(to sink: JSONSink, depth: Int) {
        sink.bytes.append(UInt8(ascii: "{"))
        sink.writeMember("column", depth: depth + 1, first: true)
        sink.writeInt(column)
        sink.writeMember("line", depth: depth + 1)
        sink.writeInt(line)
        sink.writeMember("path", depth: depth + 1)
        sink.writeString(path)
        sink.closeDirectObject(depth: depth)
    }
}

extension Evidence: DirectJSON {
    func writeJSON(to sink: JSONSink, depth: Int) {
        sink.bytes.append(UInt8(ascii: "{"))
        sink.writeMember("kind", depth: depth + 1, first: true)
        sink.writeString(kind.rawValue)
        sink.writeMember("location", depth: depth + 1)
        location.writeJSON(to: sink, depth: depth + 1)
        sink.writeMember("symbol", depth: depth + 1)
        sink.writeString(symbol)
        if let target {
            sink.writeMember("target", depth: depth + 1)
            target.writeJSON(to: sink, depth: depth + 1)
        }
        sink.closeDirectObject(depth: depth)
    }
}
