import CrashRecording

final class RecorderTests {
    func testVersion() {
        _ = Recorder().version()
    }
}
