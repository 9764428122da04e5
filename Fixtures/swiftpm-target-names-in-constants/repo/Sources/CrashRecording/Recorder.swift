import CrashCore

public struct Recorder {
    public init() {}

    public func version() -> Int32 { crash_core_version() }
}
