import Foundation

// Left behind when Action moved to the Shared framework: the project no longer compiles this file.
class Action: NSObject {
    static func run(_ name: String) -> Bool { false }
}
