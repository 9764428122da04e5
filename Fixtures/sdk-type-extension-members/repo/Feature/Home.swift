import SwiftUI
import Styles

struct Home: View {
    var body: some View {
        Text(String.appName)
            .foregroundColor(Color.brand)
            .background(Color.red)
    }
}

let tint = Color.accent

func pin(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
}

func setUp() -> UIFont {
    LoggingSystem.bootstrapDemo()
    return UIFont.preferredFont(forTextStyle: .body)
}

let themeChange = Notification.Name.themeChanged
let vendorStandard = Vendor.Configuration.standard
let keySize = Curve.Signing.keySize
