import Foundation
import Base

/// Downloaded images on disk, keyed by URL. Survives relaunches.
public final class ImageCache: @unchecked Sendable {
    public static let shared = ImageCache()

    private let directory = BSApplicationSupportDirectory().appendingPathComponent("images", isDirectory: true)

    public func data(for url: URL) -> Data? {
        try? Data(contentsOf: path(for: url))
    }

    public func store(_ data: Data, for url: URL) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: path(for: url), options: .atomic)
    }

    private func path(for url: URL) -> URL {
        directory.appendingPathComponent(String(url.absoluteString.hashValue, radix: 16))
    }
}
