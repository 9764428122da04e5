import Foundation

/// No `import Basics`: a framework's Swift sees what its umbrella header, CoreKit.h, imports.
public final class CoreClock: NSObject {
    let logger = BSLogger()
    let base = BasicsClock()

    public override init() {
        super.init()
    }

    public func tick() {
        logger.log("tick \(base.now)")
    }
}
