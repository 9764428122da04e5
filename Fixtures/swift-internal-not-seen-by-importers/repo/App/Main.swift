import A
import B

func theme() -> Theme { Theme() }

func log() {
    let logger = Logger()
    logger.debug("start")
    dlog.debug("internal to A")  // does not compile: A's dlog is internal
}
