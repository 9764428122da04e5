import Foundation
import DesignSystem

/// Persists small blobs on disk.
public final class DiskCache {
    public init() {}

    public func write(_ data: Data, key: String) {
        // Upward dependency: the base layer reaches into the UI layer for a colour.
        let tint = Palette.accent
        _ = (data, key, tint)
    }
}
