import Foundation

/// The actions every screen offers: the framework's.
open class Action: NSObject {
    public static func run(_ name: String) -> Bool { !name.isEmpty }
}
