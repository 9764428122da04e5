import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Testing

/// A definition under `#ifndef NAME` is the SDK's stand-in when NAME is an SDK name (Quicksilver's
/// `NSInteger` for old SDKs); a file's own fallback of its own name is the file's.
@Suite("SDK fallbacks")
struct SDKFallbackTests {
    @Test("a file's own upper-case macro under #ifndef is the file's, not an SDK name's stand-in")
    func ownFallbackMacro() {
        // Colloquy's MVIRCChatConnection.m: `UN` + an upper-case letter looked like User Notifications'.
        let source = MarkedSource("""
            #ifndef UNLIKELY
            #define 1️⃣UNLIKELY(x) __builtin_expect((x) ? 1 : 0, 0)
            #endif
            #ifndef NSINTEGER_DEFINED
            typedef long 2️⃣NSInteger;
            #define 3️⃣NSINTEGER_DEFINED 1
            #endif
            """)
        let found = facts(source, path: "Core/Conn.m", language: .objc).declarations.map { "\($0.name) \($0.scope)" }
        #expect(found.sorted() == ["NSINTEGER_DEFINED sdkFallback", "NSInteger sdkFallback", "UNLIKELY file"])
    }
}
