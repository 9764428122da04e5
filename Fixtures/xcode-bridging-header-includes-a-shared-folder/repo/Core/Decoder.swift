import Foundation

// Core's own decoder; shadows Foundation.JSONDecoder inside Core and in modules that `import Core`.
public final class JSONDecoder: Foundation.JSONDecoder {}

public final class CoreOnly { public init() {} }
