import UIKit

/// A filled button in the accent colour.
final class PrimaryButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Theme.accent
        layer.cornerRadius = Theme.spacing
    }

    required init?(coder: NSCoder) { nil }
}
