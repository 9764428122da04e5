import Feature
import Kit
import UIKit

final class AppDelegate {
    let view = FeatureView()
    let theme = KitTheme()
}
