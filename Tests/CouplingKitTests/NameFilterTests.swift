import CouplingModel
import Testing

@Suite("Name filter")
struct NameFilterTests {
    private func hashes(_ names: [String]) -> [UInt64] { names.map(NameFilter.hash) }

    @Test("every name put in is found (no false negative), at every size; few names left out are")
    func overApproximation() {
        for count in [0, 1, 7, 100, 5_000] {
            let names = (0..<count).map { "name\($0)WithSomeLength\($0 % 7)" }
            let filter = NameFilter(hashes: hashes(names))
            #expect(names.allSatisfy { filter.mayContain(NameFilter.hash($0)) })
            let others = (0..<2_000).map { "other\($0)" }
            let wrong = others.filter { filter.mayContain(NameFilter.hash($0)) }.count
            #expect(wrong < others.count / 8, "\(wrong) of \(others.count) wrongly maybe-contained at \(count) names")
        }
    }

    @Test("a name hashes the same wherever its bytes lie (the frontends hash names inside a file)")
    func hashOfSpan() {
        let text = Array("  postNotificationName:x; f(y) ab".utf8)
        text.withUnsafeBufferPointer { buffer in
            #expect(NameFilter.hash(buffer, start: 2, end: 22) == NameFilter.hash("postNotificationName"))
            #expect(NameFilter.hash(buffer, start: 26, end: 27) == NameFilter.hash("f"))
            #expect(NameFilter.hash(buffer, start: 31, end: 33) == NameFilter.hash("ab"))
            #expect(NameFilter.hash("ab") != NameFilter.hash("ba"))
        }
    }
}
