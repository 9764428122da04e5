import MaterialComponents.MaterialA
import UIKit

final class Demo {
    let thing = MDCThing()
    let other = MDCOther()
}
