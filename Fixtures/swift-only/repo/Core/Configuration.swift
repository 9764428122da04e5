import Foundation

/// Values read once at launch from Info.plist.
public struct Configuration: Sendable {
    public var apiBaseURL: URL
    public var appVersion: String

    public init(apiBaseURL: URL, appVersion: String) {
        self.apiBaseURL = apiBaseURL
        self.appVersion = appVersion
    }

    public static func fromMainBundle() -> Configuration {
        let info = Bundle.main.infoDictionary ?? [:]
        let base = (info["APIBaseURL"] as? String).flatMap(URL.init(string:)) ?? URL(string: "https://api.example.com")!
        let version = info["CFBundleShortVersionString"] as? String ?? "0.0"
        return Configuration(apiBaseURL: base, appVersion: version)
    }
}

/// Seconds before a request gives up.
public let defaultRequestTimeout: TimeInterval = 20

/// Runs `work` and logs how long it took.
public func measure<T>(_ label: String, logger: any Logging, _ work: () async throws -> T) async rethrows -> T {
    let start = Date()
    defer {
        let elapsed = Date().timeIntervalSince(start)
        logger.log(.debug, "\(label) took \(Int(elapsed * 1000)) ms", file: #fileID, line: #line)
    }
    return try await work()
}
