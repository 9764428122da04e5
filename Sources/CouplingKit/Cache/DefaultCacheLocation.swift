import CouplingModel

/// Where the caches live when `--cache-dir` is not given: in the user's cache folder, one folder per
/// scanned tree, so that a scan adds nothing to the tree (Xcode's sandboxed build phases may not
/// write into `$SRCROOT`, and nobody wants `git status` to show a cache). `--cache-dir` moves it;
/// CI that restores a cache into another checkout passes one.
public enum DefaultCacheLocation {
    /// `$XDG_CACHE_HOME/coupling/NAME-HASH` (else `~/.cache/…`, on macOS `~/Library/Caches/…`), NAME the
    /// tree's folder name and HASH a hash of its absolute path. Nil when there is no home folder.
    public static func directory(forRoot root: String, environment: [String: String]) -> String? {
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg + "/coupling"
        } else if let home = environment["HOME"], !home.isEmpty {
            #if os(macOS)
                base = home + "/Library/Caches/coupling"
            #else
                base = home + "/.cache/coupling"
            #endif
        } else {
            return nil
        }
        // The folder name only helps a person find it: ASCII letters, digits, `-` and `_` kept.
        let name = PathText.basename(root).utf8.prefix(40).map { byte -> Character in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                Character(Unicode.Scalar(byte))
            default: "_"
            }
        }
        return base + "/" + String(name) + "-" + hex(StableHash.of(root))
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
