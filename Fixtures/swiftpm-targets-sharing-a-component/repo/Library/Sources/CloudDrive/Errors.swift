public enum Error: Swift.Error, Sendable { case notFound }
