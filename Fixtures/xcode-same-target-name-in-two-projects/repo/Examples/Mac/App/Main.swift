import Foundation
let b = LegacyThing()
