@testable import CouplingKit
import Testing

/// The surface sorts unused declarations by an eight-byte prefix of their names first; that order
/// must be Swift's own string order wherever it decides.
@Suite struct SurfaceOrderTests {
    static let names = [
        "A", "AB", "ABC", "ABCDEFGH", "ABCDEFGHI", "ABCDEFGHJ", "ABCDEFGh", "FIRAuth", "FIRAuthCredential",
        "FIRAuthDataResult", "_private", "a", "z", "Zeta", "café", "cafe\u{301}", "cafe", "cafeteri\u{301}a",
        "cafeterie\u{301}", "cafeteria", "Ünicode", "Unicode", "x1", "x10", "x2", "",
    ]

    @Test func prefixOrderAgreesWithStringOrder() {
        for a in Self.names {
            for b in Self.names {
                let x = SurfacePass.NamePrefix(a).key
                let y = SurfacePass.NamePrefix(b).key
                guard let x, let y, x != y else { continue }
                #expect((x < y) == (a < b), "\(a) vs \(b)")
            }
        }
    }

    @Test func namesWithOtherThanASCIIInTheirFirstNineBytesHaveNoPrefix() {
        #expect(SurfacePass.NamePrefix("café").key == nil)
        #expect(SurfacePass.NamePrefix("cafeteri\u{301}a").key == nil)  // the ninth byte
        // A combining mark after the ninth byte changes no character of the eight compared.
        #expect(SurfacePass.NamePrefix("cafeterie\u{301}").key != nil)
    }
}
