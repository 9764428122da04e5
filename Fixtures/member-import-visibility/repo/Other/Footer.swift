import UIKit

// Same app target as App, another folder that imports nothing of the tree: the folders of an app
// target no manifest declares may be modules of their own.
final class Footer {
    let color = UIColor.brand
}
