import UIKit

/// A profile page built in code, with the classic mistake: the last label's bottom never
/// reaches the content layout guide, so the content height is not determined and the page does
/// not scroll. `swift run scroll-layout check Examples/UIKit` reports it at the line of the
/// last link and offers the constraint that closes the chain.
final class ProfileViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        [scrollView, nameLabel, bioLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(scrollView)
        [nameLabel, bioLabel].forEach(scrollView.addSubview)
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        bioLabel.text = "Mathematician, first programmer"
        bioLabel.numberOfLines = 0

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            nameLabel.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            nameLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            nameLabel.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),

            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
        ])
    }
}
