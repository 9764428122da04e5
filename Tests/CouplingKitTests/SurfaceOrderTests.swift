@testable import CouplingKit
import CouplingModel
import Testing

/// The surface sorts unused declarations by a sixteen-byte prefix of their names first; that order
/// must be Swift's own string order wherever it decides.
@Suite struct SurfaceOrderTests {
    static let names = [
        "A", "AB", "ABC", "ABCDEFGH", "ABCDEFGHI", "ABCDEFGHJ", "ABCDEFGh", "FIRAuth", "FIRAuthCredential",
        "FIRAuthDataResult", "_private", "a", "z", "Zeta", "café", "cafe\u{301}", "cafe", "cafeteri\u{301}a",
        "cafeterie\u{301}", "cafeteria", "Ünicode", "Unicode", "x1", "x10", "x2", "",
        "FIRMessagingTokenManager", "FIRMessagingTokenFetch", "FIRMessagingToken", "FIRMessagingTokeN",
        "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNOPQ", "ABCDEFGHIJKLMNOQ", "abcdefghijklmnop\u{301}", "abcdefghijklmno\u{301}p",
    ]

    @Test func prefixOrderAgreesWithStringOrder() {
        for a in Self.names {
            for b in Self.names {
                let x = SurfacePass.NamePrefix(a)
                let y = SurfacePass.NamePrefix(b)
                guard let x, let y, x != y else { continue }
                #expect((x < y) == (a < b), "\(a) vs \(b)")
            }
        }
    }

    @Test func namesWithOtherThanASCIIInTheirFirstSeventeenBytesHaveNoPrefix() {
        #expect(SurfacePass.NamePrefix("café") == nil)
        #expect(SurfacePass.NamePrefix("abcdefghijklmnop\u{301}") == nil)  // the seventeenth byte
        // A combining mark after the seventeenth byte changes no character of the sixteen compared.
        #expect(SurfacePass.NamePrefix("abcdefghijklmnopq\u{301}") != nil)
    }

    /// The whole sort (prefixes first, ties and names that are not ASCII by the whole name and place)
    /// gives the order of a plain sort by (name, location), duplicates and all.
    @Test func sortByNameAndPlaceIsTheOrderOfNameThenPlace() {
        func declarations(_ names: [String]) -> [Declaration] {
            names.enumerated().map { index, name in
                Declaration(
                    name: name, kind: .class,
                    location: SourceLocation(path: "F\(index % 3).swift", line: 10 - index % 7, column: 1 + index % 2))
            }
        }
        let ascii = Self.names.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        for names in [ascii + ascii + ["ABCDEFGHIJKLMNOPQR", "ABCDEFGHIJKLMNOPQS"], Self.names + Self.names] {
            let list = declarations(names)
            var indices = Array(list.indices.reversed())
            SurfacePass.sortByNameAndPlace(&indices, list)
            let expected = list.indices.sorted { (list[$0].name, list[$0].location) < (list[$1].name, list[$1].location) }
            #expect(indices.map { list[$0].name } == expected.map { list[$0].name })
            #expect(indices.map { list[$0].location } == expected.map { list[$0].location })
        }
    }
}
