import UIKit

final class Header {
    let color = UIColor.brand
}
