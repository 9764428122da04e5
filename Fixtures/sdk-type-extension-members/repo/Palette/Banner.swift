import UIKit

final class BannerView: UIView {
    func setup(label: UILabel) {
        // UIKit's static method, though this component adds an instance `activate()`: the SDK's.
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
    }
}
