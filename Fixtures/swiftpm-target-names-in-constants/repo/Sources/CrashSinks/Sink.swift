import CrashRecording

public struct Sink {
    public func store(_ recorder: Recorder) {}
}
