import UIKit

/// A round image with initials as a placeholder.
public final class AvatarView: UIView {
    private let imageView = UIImageView()
    private let initialsLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = Theme.accent.withAlphaComponent(0.15)
        initialsLabel.font = Theme.title()
        initialsLabel.textColor = Theme.accent
        initialsLabel.textAlignment = .center
        for view in [initialsLabel, imageView] as [UIView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }

    public func configure(name: String, imageURL: URL?) {
        initialsLabel.text = name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
        imageView.image = imageURL.flatMap { ImageCache.shared.image(for: $0) }
    }
}
