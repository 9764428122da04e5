import Foundation
let thing = LBThing()
