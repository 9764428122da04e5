import Foundation

@objc public class Room: NSObject {
    @objc public func join() {}
}
