import Foundation

/// The repository the tests run from: the folder holding `Package.swift` above this file.
public enum Repository {
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return url
    }()
}
