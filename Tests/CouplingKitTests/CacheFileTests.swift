@testable import CouplingKit
import Foundation
import Testing

/// The cache container written in chunks as its body is made: what is read back is what was
/// written, whatever the pieces, and a damaged byte anywhere is found.
@Suite("Cache file container")
struct CacheFileTests {
    static func body(_ count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test("the checksum does not depend on where the pieces end")
    func checksumOfPieces() {
        let bytes = Self.body(3 * CacheFile.Checksum.chunk + 12_345)[...]
        let whole = CacheFile.Checksum.of(bytes)
        for cuts in [[1], [CacheFile.Checksum.chunk], [7, CacheFile.Checksum.chunk + 3, 2 * CacheFile.Checksum.chunk]] {
            var checksum = CacheFile.Checksum()
            var start = bytes.startIndex
            for cut in cuts + [bytes.count] {
                checksum.add(bytes[start..<(bytes.startIndex + cut)])
                start = bytes.startIndex + cut
            }
            #expect(checksum.finish() == whole, "\(cuts)")
        }
        #expect(CacheFile.Checksum.of(bytes.dropLast()) != whole)
    }

    @Test("a body written in flushes of many megabytes reads back whole; a changed byte is refused")
    func roundTrip() throws {
        let tree = try TemporaryTree([:])
        defer { tree.remove() }
        let file = CacheFile(path: tree.root.appendingPathComponent("t.cache").path, magic: Array("TESTMAG1".utf8))
        let key = ContentHash("key")
        let parts = (0..<7).map { Self.body(1_500_000 + $0)[...] }
        try file.write(key: key) { w, flush in
            for part in parts {
                w.blob(part)
                try flush(&w)
            }
        }
        var reader = try #require(try file.read(key: key))
        for part in parts { #expect(try reader.blob() == part) }
        #expect(reader.isAtEnd)
        #expect(try file.read(key: ContentHash("another key")) == nil)

        var bytes = try FileSystem.read(file.path)
        bytes[bytes.count / 2] ^= 1
        try Data(bytes).write(to: URL(fileURLWithPath: file.path))
        #expect(throws: FactsCodec.Corrupt.self) { try file.read(key: key) }
        try Data(bytes.dropLast()).write(to: URL(fileURLWithPath: file.path))
        #expect(throws: FactsCodec.Corrupt.self) { try file.read(key: key) }
    }
}
