import UIKit
import SnapKit

/// A vertical stack of drawers in a scroll view, written with SnapKit: the stack is pinned to
/// the content layout guide and as wide as the frame layout guide, so the drawers decide the
/// content height (16 + 120 + 12 + 200 + 12 + 80 + 16 = 456).
final class DrawersView: UIView {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(scrollView)
        scrollView.addSubview(stack)
        stack.axis = .vertical
        stack.spacing = 12
        for height in [120, 200, 80] {
            let drawer = UIView()
            drawer.snp.makeConstraints { $0.height.equalTo(height) }
            stack.addArrangedSubview(drawer)
        }
        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(safeAreaLayoutGuide)
        }
        stack.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide).inset(16)
            make.width.equalTo(scrollView.frameLayoutGuide).offset(-32)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
