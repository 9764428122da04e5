import CrashRecording

public struct ReportFilter {
    public let recorder = Recorder()
}
