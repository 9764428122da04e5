import Foundation
import Base

/// A JSON file per key under Application Support. Small values only.
public final class KeyValueStore: @unchecked Sendable {
    private let directory: URL
    private let queue = DispatchQueue(label: "storage.kv")

    public init(name: String) {
        directory = BSApplicationSupportDirectory().appendingPathComponent(name, isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func value<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        queue.sync {
            guard let data = try? Data(contentsOf: fileURL(for: key)) else { return nil }
            return try? JSONDecoder().decode(T.self, from: data)
        }
    }

    public func set<T: Encodable>(_ value: T, forKey key: String) {
        queue.async { [directory] in
            let url = directory.appendingPathComponent(key).appendingPathExtension("json")
            try? JSONEncoder().encode(value).write(to: url, options: .atomic)
        }
    }

    private func fileURL(for key: String) -> URL {
        directory.appendingPathComponent(key).appendingPathExtension("json")
    }
}
