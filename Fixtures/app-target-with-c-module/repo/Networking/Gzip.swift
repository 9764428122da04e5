import Foundation
#if os(Linux)
import CZlib
#endif

/// Inflates gzip bodies on Linux, where Foundation does not do it for us.
enum Gzip {
    static var libraryVersion: String {
        #if os(Linux)
        return String(cString: czlib_version())
        #else
        return "system"
        #endif
    }

    static func makeStream() -> CZStream {
        CZStream(next_in: nil, avail_in: 0, total_out: 0)
    }
}
