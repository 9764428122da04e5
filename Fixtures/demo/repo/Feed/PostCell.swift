import UIKit
import UIComponents

final class PostCell: UITableViewCell {
    static let reuseIdentifier = "PostCell"

    private let avatarView = AvatarView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    private let authorLabel = UILabel()
    private let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = Theme.title()
        bodyLabel.font = Theme.body()
        bodyLabel.numberOfLines = 0

        let text = UIStackView(arrangedSubviews: [authorLabel, bodyLabel])
        text.axis = .vertical
        text.spacing = 4
        let row = UIStackView(arrangedSubviews: [avatarView, text])
        row.spacing = 12
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalToConstant: 40),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func configure(with post: Post) {
        avatarView.configure(name: post.authorName, imageURL: post.authorAvatarURL)
        authorLabel.text = post.authorName
        bodyLabel.text = post.text
    }
}
