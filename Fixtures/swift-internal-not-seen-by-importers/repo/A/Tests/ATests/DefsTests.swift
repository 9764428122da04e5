@testable import A

func testDefaults() {
    dlog.debug("test")
    _ = Theme().dark
}
