import Kit
import UIKit

public final class FeatureView: UIView {
    let theme = KitTheme()
}
