import UIKit
import Networking
import UIComponents

public final class ProfileViewController: UIViewController {
    private let client: HTTPClient
    private let avatarView = AvatarView(frame: .zero)
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()

    public init(client: HTTPClient) {
        self.client = client
        super.init(nibName: nil, bundle: nil)
        title = NSLocalizedString("Profile", comment: "Tab title")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = Theme.title()
        bioLabel.font = Theme.body()
        bioLabel.textColor = Theme.secondaryText
        bioLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [avatarView, nameLabel, bioLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 96),
            avatarView.heightAnchor.constraint(equalToConstant: 96),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        load()
    }

    private func load() {
        client.send(NWRequest(method: "GET", path: "me")) { [weak self] data, _ in
            guard let self, let data, let profile = try? JSONDecoder().decode(UserProfile.self, from: data) else { return }
            self.nameLabel.text = profile.displayName
            self.bioLabel.text = profile.bio
            self.avatarView.configure(name: profile.displayName, imageURL: profile.avatarURL)
        }
    }

    public override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Only UIComponents is imported here, so this ImageCache is the in-memory one.
        ImageCache.shared.removeAll()
    }
}
