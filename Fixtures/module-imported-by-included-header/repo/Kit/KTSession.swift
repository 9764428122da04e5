import Foundation

@objc public final class KTSession: NSObject {
    @objc public func start() {}
}
