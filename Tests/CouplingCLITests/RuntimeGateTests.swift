import Testing

@Suite("Run-time gates")
struct RuntimeGateTests {
    @Test("a hidden cycle trips --fail-on hidden-cycles, not --fail-on cycles")
    func hiddenCycleGate() throws {
        let tree = CLI.fixture("runtime-hidden-cycle")
        let hidden = try CLI.run(["scan", tree, "--fail-on", "hidden-cycles", "--no-cache"])
        #expect(hidden.status == 1, "\(hidden.stderr)")
        #expect(hidden.stderr.contains("1 hidden cycle group found (--fail-on hidden-cycles)"))
        let cycles = try CLI.run(["scan", tree, "--fail-on", "cycles", "--no-cache"])
        #expect(cycles.status == 0, "\(cycles.stderr)")
    }

    @Test("dangling keys trip --fail-on runtime-keys; a tree without them does not")
    func runtimeKeysGate() throws {
        let dangling = try CLI.run(["scan", CLI.fixture("runtime-router"), "--fail-on", "runtime-keys", "--no-cache"])
        #expect(dangling.status == 1, "\(dangling.stderr)")
        #expect(dangling.stderr.contains("1 run-time key finding (--fail-on runtime-keys)"))
        let clean = try CLI.run(["scan", CLI.fixture("runtime-hidden-cycle"), "--fail-on", "runtime-keys", "--no-cache"])
        #expect(clean.status == 0, "\(clean.stderr)")
    }
}
