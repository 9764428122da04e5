import CouplingModel
import Foundation

/// The report values that write their own JSON (see `DirectJSON`).

/// `value` as a `DirectJSON` value, found by comparing types (no protocol conformance lookup, which
/// would cost more than it saves on the many values that are not).
@inline(__always) func directJSON<T>(_ value: T) -> (any DirectJSON)? {
    if T.self == Evidence.self { return value as? Evidence }
    if T.self == SourceLocation.self { return value as? SourceLocation }
    if T.self == Edge.self { return value as? Edge }
    if T.self == [Edge].self, let edges = value as? [Edge], edges.count >= ParallelArray<Edge>.threshold {
        return ParallelArray(elements: edges)
    }
    return nil
}

/// A long array (the edges, with all their evidence: most of a report) written a slice per core:
/// each slice by a sink of its own at the array's depth, the slices joined in order, so the bytes
/// are those of one sink.
struct ParallelArray<Element: Encodable & Sendable>: DirectJSON {
    static var threshold: Int { 64 }
    let elements: [Element]

    func writeJSON(to sink: JSONSink, depth: Int) {
        let slices = min(8, elements.count)
        let results = SliceResults(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let part = JSONSink()
            let range = (elements.count * slice / slices)..<(elements.count * (slice + 1) / slices)
            for index in range {
                if index > range.lowerBound {
                    part.bytes.append(UInt8(ascii: ","))
                    part.bytes.append(0x0A)
                }
                part.writeIndent(depth + 1)
                do {
                    try part.encodeValue(elements[index], depth: depth + 1)
                } catch {
                    part.fail("\(error)")
                }
            }
            results.set(slice, bytes: part.bytes, failure: part.unsupported)
        }
        sink.bytes.append(UInt8(ascii: "["))
        sink.bytes.append(0x0A)
        for slice in 0..<slices {
            let (bytes, failure) = results.get(slice)
            if let failure { sink.fail(failure) }
            if slice > 0 {
                sink.bytes.append(UInt8(ascii: ","))
                sink.bytes.append(0x0A)
            }
            sink.bytes.append(contentsOf: bytes)
        }
        sink.bytes.append(0x0A)
        sink.writeIndent(depth)
        sink.bytes.append(UInt8(ascii: "]"))
    }

    /// What each slice's worker wrote (each worker its own index).
    private final class SliceResults: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [[UInt8]]
        private var failures: [String?]

        init(count: Int) {
            bytes = Array(repeating: [], count: count)
            failures = Array(repeating: nil, count: count)
        }

        func set(_ slice: Int, bytes: [UInt8], failure: String?) {
            lock.withLock {
                self.bytes[slice] = bytes
                failures[slice] = failure
            }
        }

        func get(_ slice: Int) -> ([UInt8], String?) {
            lock.withLock { (bytes[slice], failures[slice]) }
        }
    }
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

extension Edge: DirectJSON {
    func writeJSON(to sink: JSONSink, depth: Int) {
        let inner = depth + 1
        sink.bytes.append(UInt8(ascii: "{"))
        sink.writeMember("evidence", depth: inner, first: true)
        sink.writeDirectArray(evidence, depth: inner) { $0.writeJSON(to: sink, depth: inner + 1) }
        sink.writeMember("from", depth: inner)
        sink.writeString(from)
        sink.writeMember("inCycle", depth: inner)
        sink.writeBool(inCycle)
        sink.writeMember("kinds", depth: inner)
        sink.bytes.append(UInt8(ascii: "{"))
        let kindNames = kinds.keys.sorted { JSONSink.compareUTF8($0, $1) < 0 }
        if kindNames.isEmpty { sink.bytes.append(0x0A) }
        for (index, name) in kindNames.enumerated() {
            sink.writeMember(name, depth: inner + 1, first: index == 0)
            sink.writeInt(kinds[name] ?? 0)
        }
        sink.closeDirectObject(depth: inner)
        sink.writeMember("symbols", depth: inner)
        sink.writeDirectArray(symbols, depth: inner) { symbol in
            sink.bytes.append(UInt8(ascii: "{"))
            sink.writeMember("count", depth: inner + 2, first: true)
            sink.writeInt(symbol.count)
            sink.writeMember("symbol", depth: inner + 2)
            sink.writeString(symbol.symbol)
            sink.closeDirectObject(depth: inner + 1)
        }
        sink.writeMember("to", depth: inner)
        sink.writeString(to)
        sink.writeMember("weight", depth: inner)
        sink.writeInt(weight)
        sink.closeDirectObject(depth: depth)
    }
}

extension JSONSink {
    /// An array as the encoder writes one: `[`, each element on a line of its own at `depth + 1`,
    /// `]` at `depth` (an empty one: `[`, two newlines, `]`).
    func writeDirectArray<T>(_ elements: [T], depth: Int, element: (T) -> Void) {
        bytes.append(UInt8(ascii: "["))
        bytes.append(0x0A)
        for (index, item) in elements.enumerated() {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(0x0A)
            }
            writeIndent(depth + 1)
            element(item)
        }
        bytes.append(0x0A)
        writeIndent(depth)
        bytes.append(UInt8(ascii: "]"))
    }

    /// `writeMember` with a key known only at run time (escaped as any string).
    func writeMember(_ key: String, depth: Int, first: Bool) {
        if !first {
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(0x0A)
        writeIndent(depth)
        writeString(key)
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
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
