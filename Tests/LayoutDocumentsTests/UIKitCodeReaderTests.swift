import Foundation
import Testing
import ScrollLayout
import TestSupport
@testable import LayoutDocuments

/// UIKit layout code read into layouts: worked examples with frames computed by hand, the
/// same layout written as UIKit code, as SnapKit and in the DSL, what the reader leaves to the
/// app's code, and input that must never crash it.
@Suite("UIKit code reader")
struct UIKitCodeReaderTests {
    /// A page of the classic shape: a scroll view under the safe area, one content view pinned
    /// to the content guide, as wide as the frame guide, 2 000 points tall.
    static let contentGuidePage = """
    import UIKit

    final class LongPageViewController: UIViewController {
        private let scrollView = UIScrollView()
        private let pageView = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            addScrollView()
            addPage()
        }

        private func addScrollView() {
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }

        private func addPage() {
            pageView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(pageView)
            let guide = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate([
                pageView.topAnchor.constraint(equalTo: guide.topAnchor),
                pageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                pageView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                pageView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                pageView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                pageView.heightAnchor.constraint(equalToConstant: 2000),
            ])
        }
    }
    """

    /// The same page with SnapKit.
    static let contentGuidePageSnapKit = """
    import UIKit
    import SnapKit

    final class LongPageViewController: UIViewController {
        private lazy var scrollView: UIScrollView = {
            let scroll = UIScrollView()
            scroll.alwaysBounceVertical = true
            return scroll
        }()
        private let pageView = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(scrollView)
            scrollView.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
                make.leading.trailing.bottom.equalToSuperview()
            }
            scrollView.addSubview(pageView)
            pageView.snp.makeConstraints {
                $0.edges.equalTo(scrollView.contentLayoutGuide)
                $0.width.equalTo(scrollView.frameLayoutGuide)
                $0.height.equalTo(2000)
            }
        }
    }
    """

    /// A vertical stack of three blocks in a scroll view, 16 points inside its content guide
    /// and 32 narrower than its frame, spaced 12 with 20 after the first block.
    static let stackPage = """
    import UIKit

    class DrawersView: UIView {
        let scrollView = UIScrollView()
        let stack: UIStackView = {
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            return stack
        }()

        override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        private func setUp() {
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            addSubview(scrollView)
            scrollView.addSubview(stack)
            for height in [100, 150, 200] {
                let block = UIView()
                block.heightAnchor.constraint(equalToConstant: CGFloat(height)).isActive = true
                stack.addArrangedSubview(block)
            }
            stack.setCustomSpacing(20, after: stack.arrangedSubviews[0])
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
                stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
            ])
        }
    }
    """

    /// The classic mistake: the last view's bottom never reaches the content guide.
    static let openChain = """
    import UIKit

    class ProfileViewController: UIViewController {
        let scrollView = UIScrollView()
        let nameLabel = UILabel()
        let bioLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            [scrollView, nameLabel, bioLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(scrollView)
            [nameLabel, bioLabel].forEach(scrollView.addSubview)
            nameLabel.text = "Ada Lovelace"
            bioLabel.text = "Analyst"
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                nameLabel.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
                nameLabel.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                nameLabel.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
                nameLabel.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
                bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
                bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
                bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            ])
        }
    }
    """

    static func report(_ text: String, name: String = "Page.swift") -> DocumentReport {
        DocumentReport.make(path: name, text: text)
    }

    @Test("a content-guide page: 393 × 2000 content, offsets 0…1241 on an iPhone 15 (safe area 59/34)")
    func contentGuidePage() throws {
        let report = Self.report(Self.contentGuidePage)
        #expect(report.error == nil)
        let entry = try #require(report.entries.first)
        #expect(entry.layout.name == "LongPageViewController.viewDidLoad")
        let scroll = try #require(entry.result.scrollView("scrollView"))
        // Frame: below the safe area's top (59) to the bottom of the screen (852).
        #expect(scroll.frame == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(scroll.contentSize == Size(width: 393, height: 2000))
        // The automatic adjustment adds the home indicator (34) below: 2000 + 34 − 793 = 1241.
        #expect(scroll.geometry.maximumOffset.y == 1241)
        #expect(entry.result.view("pageView")?.frame == Rect(x: 0, y: 0, width: 393, height: 2000))
        #expect(entry.issues.allSatisfy { $0.severity == .note })
    }

    @Test("the same page in SnapKit solves to the same frames")
    func snapKitTwin() throws {
        let anchors = try #require(Self.report(Self.contentGuidePage).entries.first)
        let snap = try #require(Self.report(Self.contentGuidePageSnapKit).entries.first)
        for id in ["view", "scrollView", "pageView"] {
            #expect(anchors.result.view(id)?.frame == snap.result.view(id)?.frame, "\(id)")
        }
        #expect(snap.result.scrollView("scrollView")?.contentSize == Size(width: 393, height: 2000))
        #expect(snap.issues.allSatisfy { $0.severity == .note })
    }

    @Test("a stack in a scroll view: 16 + 100 + 20 + 150 + 12 + 200 + 16 = 514 tall, 361 wide")
    func stackPage() throws {
        let entry = try #require(Self.report(Self.stackPage).entries.first)
        #expect(entry.layout.name == "DrawersView.init")
        let scroll = try #require(entry.result.scrollView("scrollView"))
        #expect(scroll.contentSize == Size(width: 393, height: 514))
        #expect(entry.result.view("stack")?.frame == Rect(x: 16, y: 16, width: 361, height: 482))
        let blocks = entry.result.views.filter { $0.parentID == "stack" }.map(\.frame)
        #expect(blocks == [Rect(x: 0, y: 0, width: 361, height: 100), Rect(x: 0, y: 120, width: 361, height: 150),
                           Rect(x: 0, y: 282, width: 361, height: 200)])
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
    }

    @Test("the stack page written in the DSL solves to the same frames")
    func dslTwin() throws {
        let code = try #require(Self.report(Self.stackPage).entries.first)
        let scroll = ScrollViewHandle("scrollView")
        let stack = StackViewHandle("stack")
        let a = ViewHandle("block"), b = ViewHandle("block-2"), c = ViewHandle("block-3")
        let layout = Layout(name: "Drawers", screen: .iPhone15) {
            View.scrollView(scroll) {
                View.vstack(stack, spacing: 12) {
                    View.view(a)
                    View.view(b)
                    View.view(c)
                }
            }
        } constraints: {
            scroll.edges == ViewHandle.root.edges
            stack.edges == scroll.contentLayoutGuide.edges.inset(16)
            stack.width == scroll.frameLayoutGuide.width - 32
            a.height == 100
            b.height == 150
            c.height == 200
        }
        var withSpacing = layout
        withSpacing.root.subviews[0].subviews[0].stack?.customSpacing["block"] = 20
        let engine = try LayoutEngine(withSpacing)
        for id in ["scrollView", "stack", "block", "block-2", "block-3"] {
            #expect(engine.result.view(id)?.frame == code.result.view(id)?.frame, "\(id)")
        }
    }

    @Test("a chain that never reaches the content guide's bottom is an error at the Swift line and column")
    func openChainIsAnError() throws {
        let report = Self.report(Self.openChain, name: "Sources/Profile/ProfileViewController.swift")
        let entry = try #require(report.entries.first)
        let errors = entry.issues.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == [.scrollContentHeightAmbiguous])
        let error = try #require(errors.first)
        #expect(error.message.contains("bioLabel.bottom"))
        guard case .source(let file, let line, _) = error.origin else {
            Issue.record("origin \(error.origin)")
            return
        }
        #expect(file == "Sources/Profile/ProfileViewController.swift")
        #expect((4...25).contains(line))
        // The fix, verified on the layout, as anchor code to paste into the setup.
        #expect(ProjectedIssue(error, path: "Profile.swift").fix
                == "add `bioLabel.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20)`")
        // The label sizes are estimates of text the reader measures roughly; marked so.
        let label = try #require(entry.layout.root.allViews.first { $0.id == "bioLabel" })
        #expect(label.intrinsicSizeIsEstimated.vertical)
    }

    @Test("closing the chain removes the error")
    func closedChainIsClean() throws {
        let fixed = Self.openChain.replacingOccurrences(
            of: "bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),",
            with: "bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),\n            bioLabel.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),")
        let entry = try #require(Self.report(fixed).entries.first)
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
        // 20 + 20.5 + 8 + 20.5 + 20: the labels' one-line height for 17-point text.
        #expect(entry.result.scrollView("scrollView")?.contentSize.height == 89)
    }

    @Test("a view loadView builds and then makes the controller's view is the root, whatever came before")
    func viewMadeTheRootInLoadView() throws {
        // The scroll view itself becomes the root after its content and constraints are set up.
        let scrollRoot = """
        import UIKit
        final class TermsViewController: UIViewController {
            private let body = UIView()
            override func loadView() {
                let scroller = UIScrollView()
                scroller.addSubview(body)
                body.translatesAutoresizingMaskIntoConstraints = false
                let content = scroller.contentLayoutGuide
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: content.topAnchor),
                    body.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                    body.widthAnchor.constraint(equalTo: scroller.frameLayoutGuide.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 1400),
                ])
                self.view = scroller
            }
        }
        """
        let entry = try #require(Self.report(scrollRoot).entries.first)
        let scroll = try #require(entry.result.scrollView("scroller"))
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(scroll.contentSize == Size(width: 393, height: 1400))
        #expect(entry.result.view("body")?.frame == Rect(x: 0, y: 0, width: 393, height: 1400))
        #expect(!entry.issues.contains { $0.rule == .viewNotLaidOut })

        // A local named `view` that becomes the controller's view: constraints made after it
        // name the root through the local.
        let localRoot = """
        import UIKit
        final class NotesViewController: UIViewController {
            override func loadView() {
                let scroller = UIScrollView()
                scroller.translatesAutoresizingMaskIntoConstraints = false
                let view = UIView()
                view.addSubview(scroller)
                let note = UIView()
                note.translatesAutoresizingMaskIntoConstraints = false
                scroller.addSubview(note)
                self.view = view
                NSLayoutConstraint.activate([
                    scroller.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scroller.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    scroller.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scroller.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    note.topAnchor.constraint(equalTo: scroller.contentLayoutGuide.topAnchor, constant: 12),
                    note.bottomAnchor.constraint(equalTo: scroller.contentLayoutGuide.bottomAnchor, constant: -12),
                    note.leadingAnchor.constraint(equalTo: scroller.contentLayoutGuide.leadingAnchor),
                    note.trailingAnchor.constraint(equalTo: scroller.contentLayoutGuide.trailingAnchor),
                    note.widthAnchor.constraint(equalTo: view.widthAnchor),
                    note.heightAnchor.constraint(equalToConstant: 300),
                ])
            }
        }
        """
        let local = try #require(Self.report(localRoot).entries.first)
        // Between the safe area's edges on an iPhone 15: 59 to 852 − 34.
        let scroller = try #require(local.result.scrollView("scroller"))
        #expect(scroller.frame == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(scroller.contentSize == Size(width: 393, height: 324))
        #expect(!local.issues.contains { $0.rule == .viewNotLaidOut })
        #expect(local.issues.allSatisfy { $0.severity == .note })
    }

    @Test("`self.property` reads the property, in a controller and in a view class, whatever a local is named")
    func selfPropertyReads() throws {
        let controller = """
        import UIKit
        class ViewController: UIViewController {
            let scrollView = UIScrollView()
            let stackView = UIStackView()
            override func viewDidLoad() {
                super.viewDidLoad()
                self.view.addSubview(self.scrollView)
                self.scrollView.translatesAutoresizingMaskIntoConstraints = false;
                self.scrollView.leadingAnchor.constraint(equalTo: self.view.leadingAnchor, constant: 20).isActive = true;
                self.scrollView.topAnchor.constraint(equalTo: self.view.topAnchor, constant: 20).isActive = true;
                self.scrollView.trailingAnchor.constraint(equalTo: self.view.trailingAnchor, constant: -20).isActive = true;
                self.scrollView.bottomAnchor.constraint(equalTo: self.view.bottomAnchor, constant: -20).isActive = true;
                let stackView = UIView()
                self.scrollView.addSubview(self.stackView)
                self.stackView.translatesAutoresizingMaskIntoConstraints = false
                self.stackView.axis = .vertical
                self.stackView.topAnchor.constraint(equalTo: self.scrollView.topAnchor).isActive = true
                self.stackView.bottomAnchor.constraint(equalTo: self.scrollView.bottomAnchor).isActive = true
                self.stackView.leadingAnchor.constraint(equalTo: self.scrollView.leadingAnchor).isActive = true
                self.stackView.trailingAnchor.constraint(equalTo: self.scrollView.trailingAnchor).isActive = true
                self.stackView.widthAnchor.constraint(equalTo: self.scrollView.widthAnchor).isActive = true
                self.stackView.heightAnchor.constraint(equalToConstant: 1200).isActive = true
                stackView.backgroundColor = .red
            }
        }
        """
        let entry = try #require(Self.report(controller).entries.first)
        // 20 points inside each edge of the 393 × 852 screen.
        let scroll = try #require(entry.result.scrollView("scrollView"))
        #expect(scroll.frame == Rect(x: 20, y: 20, width: 353, height: 812))
        #expect(scroll.contentSize == Size(width: 353, height: 1200))
        #expect(entry.result.view("stackView")?.frame == Rect(x: 0, y: 0, width: 353, height: 1200))
        // Only the safe-area inset note: the scroll view reaches under the status bar.
        #expect(entry.issues.map(\.rule) == [.scrollAutomaticInset])

        let viewClass = """
        import UIKit
        final class PageView: UIView {
            private let scroller = UIScrollView()
            private let body = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.addSubview(self.scroller)
                self.scroller.addSubview(self.body)
                [self.scroller, self.body].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([
                    self.scroller.topAnchor.constraint(equalTo: self.topAnchor),
                    self.scroller.bottomAnchor.constraint(equalTo: self.bottomAnchor),
                    self.scroller.leadingAnchor.constraint(equalTo: self.leadingAnchor),
                    self.scroller.trailingAnchor.constraint(equalTo: self.trailingAnchor),
                    self.body.topAnchor.constraint(equalTo: self.scroller.contentLayoutGuide.topAnchor),
                    self.body.bottomAnchor.constraint(equalTo: self.scroller.contentLayoutGuide.bottomAnchor),
                    self.body.leadingAnchor.constraint(equalTo: self.scroller.contentLayoutGuide.leadingAnchor),
                    self.body.trailingAnchor.constraint(equalTo: self.scroller.contentLayoutGuide.trailingAnchor),
                    self.body.widthAnchor.constraint(equalTo: self.scroller.frameLayoutGuide.widthAnchor),
                    self.body.heightAnchor.constraint(equalToConstant: 900),
                ])
            }
        }
        """
        let page = try #require(Self.report(viewClass).entries.first)
        let scroller = try #require(page.result.scrollView("scroller"))
        #expect(scroller.contentSize == Size(width: 393, height: 900))
        #expect(page.issues.filter { $0.severity != .note }.isEmpty)
    }

    @Test("constants the file's own types declare are their values, not estimates: 20 + 4 × 56 + 3 × 12 + 20")
    func fileConstantsAreRead() throws {
        let text = """
        import UIKit
        import SnapKit
        class SettingsViewController: UIViewController {
            enum Metrics {
                static let inset: CGFloat = 20
                static let rowHeight = CGFloat(40) + 16
                static let gap = rowHeight - 44
            }
            private let scrollView = UIScrollView()
            private let stackView = UIStackView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(stackView)
                stackView.axis = .vertical
                stackView.spacing = Metrics.gap
                scrollView.snp.makeConstraints { make in
                    make.edges.equalTo(view.safeAreaLayoutGuide)
                }
                stackView.snp.makeConstraints { make in
                    make.top.bottom.equalToSuperview().inset(Metrics.inset)
                    make.leading.trailing.equalTo(view).inset(Metrics.inset)
                    make.width.equalTo(scrollView.frameLayoutGuide).offset(-2 * Metrics.inset)
                }
                for title in ["Account", "Privacy", "Notifications", "Help"] {
                    let row = UIView()
                    row.snp.makeConstraints { $0.height.equalTo(Metrics.rowHeight) }
                    stackView.addArrangedSubview(row)
                }
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let scroll = try #require(entry.result.scrollView("scrollView"))
        #expect(scroll.contentSize.height == 300)
        #expect(entry.result.view("stackView")?.frame == Rect(x: 20, y: 20, width: 353, height: 260))
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
        #expect(!entry.issues.contains { $0.message.contains("decided by the app's code") })
    }

    @Test("an issue resting on a constant the file does not define says so, not that an outlet holds it")
    func unknownConstantIsNamed() throws {
        let text = """
        import UIKit
        final class BadgeViewController: UIViewController {
            private let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    badge.heightAnchor.constraint(equalToConstant: 40),
                    badge.widthAnchor.constraint(equalToConstant: 120),
                    badge.widthAnchor.constraint(equalToConstant: Theme.badgeWidth),
                ])
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let conflict = try #require(entry.issues.first { $0.rule == .conflictingConstraints })
        #expect(conflict.severity == .note)
        #expect(conflict.message.hasSuffix("decided by the app's code: `badge.width == 8` uses a value estimated here (an app's constant from another file counts as 8 points; a visual format's standard spacing to the superview as 20; a length of the screen as an iPhone 15's, the screen code is read for)"))
    }

    @Test("UIScreen.main.bounds lengths and a controller's view.bounds follow the screen checked: 393 − 32 on iPhone 15, 375 − 32 on iPhone SE")
    func screenLengths() throws {
        let text = """
        import UIKit
        import SnapKit
        final class CardsViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let contentView = UIView()
            private let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                scrollView.addSubview(contentView)
                contentView.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                    make.width.equalTo(UIScreen.main.bounds.width)
                }
                contentView.addSubview(card)
                card.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    card.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
                    card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    card.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.size.width - 32),
                    card.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height * 1.5),
                    card.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
                ])
            }
        }
        """
        // A controller's `view.bounds` and `view.frame` are the screen's too.
        let fromBounds = text.replacingOccurrences(of: "UIScreen.main.bounds.size.width", with: "view.bounds.width")
            .replacingOccurrences(of: "UIScreen.main.bounds.height", with: "self.view.frame.size.height")
        #expect(fromBounds != text && !fromBounds.contains("UIScreen.main.bounds.height"))
        for (screen, width, height) in [(Screen.iPhone15, 393.0, 852.0), (.iPhoneSE, 375, 667)] {
            let entry = try #require(DocumentReport.make(path: "Cards.swift", text: fromBounds, screen: screen).entries.first)
            #expect(entry.result.view("card")?.frame == Rect(x: 16, y: 16, width: width - 32, height: height * 1.5))
        }
        for (screen, width, height) in [(Screen.iPhone15, 393.0, 852.0), (.iPhoneSE, 375, 667)] {
            let entry = try #require(DocumentReport.make(path: "Cards.swift", text: text, screen: screen).entries.first)
            #expect(entry.result.view("card")?.frame == Rect(x: 16, y: 16, width: width - 32, height: height * 1.5))
            #expect(entry.result.scrollView("scrollView")?.contentSize == Size(width: width, height: height * 1.5 + 32))
            #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
            #expect(!entry.issues.contains { $0.message.contains("decided by the app's code") })
        }
    }

    @Test("a length of the screen as a constant (view.frame.width / 25, its negation, a SnapKit offset and inset) is an iPhone 15's, estimated")
    func screenLengthConstants() throws {
        let text = """
        import UIKit
        import SnapKit
        final class HeroViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let photo = UIImageView()
            private let badge = UIView()
            private let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                view.addSubview(footer)
                scrollView.addSubview(photo)
                scrollView.addSubview(badge)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                photo.translatesAutoresizingMaskIntoConstraints = false
                footer.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    photo.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: view.frame.width / 25),
                    photo.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: view.frame.width / 25),
                    photo.widthAnchor.constraint(equalToConstant: view.frame.width / 2),
                    photo.heightAnchor.constraint(equalToConstant: 1000),
                    photo.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -view.frame.width / 4),
                    footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    footer.heightAnchor.constraint(equalToConstant: 44),
                    footer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -(self.view.frame.width / 12)),
                ])
                badge.snp.makeConstraints { make in
                    make.top.equalTo(view.frame.height / 4)
                    make.leading.equalTo(photo.snp.trailing).offset(view.frame.width / 10)
                    make.trailing.equalToSuperview().inset(view.frame.width / 50)
                    make.size.equalTo(20)
                }
            }
        }
        """
        func near(_ a: Rect?, _ b: Rect) -> Bool {
            guard let a else { return false }
            return [a.origin.x - b.origin.x, a.origin.y - b.origin.y, a.size.width - b.size.width, a.size.height - b.size.height].allSatisfy { abs($0) < 1e-6 }
        }
        // Code is read for an iPhone 15 (393 × 852): each constant is that screen's length
        // scaled, the sign of `-x / 4` and `-(x / 12)` kept. On an iPhone SE (375 × 667) the
        // constants stay the estimate while a size equal to a screen length follows the screen.
        let (w, h) = (393.0, 852.0)
        for (screen, width, height) in [(Screen.iPhone15, 393.0, 852.0), (.iPhoneSE, 375, 667)] {
            let entry = try #require(DocumentReport.make(path: "Hero.swift", text: text, screen: screen).entries.first)
            #expect(near(entry.result.view("photo")?.frame, Rect(x: w / 25, y: w / 25, width: width / 2, height: 1000)))
            #expect(near(entry.result.view("footer")?.frame, Rect(x: 0, y: height - w / 12 - 44, width: width, height: 44)))
            #expect(near(entry.result.view("badge")?.frame, Rect(x: w / 25 + width / 2 + w / 10, y: h / 4, width: 20, height: 20)))
            let content = try #require(entry.result.scrollView("scrollView")?.contentSize)
            #expect(abs(content.height - (w / 25 + 1000 + w / 4)) < 1e-6)
            #expect(abs(content.width - (w / 25 + width / 2 + w / 10 + 20 + w / 50)) < 1e-6)
            #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
            // Estimates, as an app's constant is: another screen gives the app other values.
            let estimated = entry.layout.constraints.filter(\.usesValueFromCode)
            #expect(estimated.count == 7)
            #expect(!entry.layout.constraints.contains { $0.first.attribute == .width && $0.second == nil && $0.usesValueFromCode })
        }
    }

    @Test("a screen length with an app's constant (view.frame.width - Spacing.large * 2) is one estimate at an iPhone 15's, not an unknown 8")
    func screenLengthWithAnAppsConstant() throws {
        let text = """
        import UIKit
        final class CardsViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(card)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                card.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    card.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: view.frame.height / 4 - Spacing.large),
                    card.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: Spacing.large),
                    card.widthAnchor.constraint(equalToConstant: view.frame.width - Spacing.large * 2),
                    card.heightAnchor.constraint(equalToConstant: 1000),
                    card.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    card.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -Spacing.large),
                ])
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        // 393 − 8 × 2 wide, 852 / 4 − 8 down: each an estimate (the app's constant counts as 8).
        #expect(entry.result.view("card")?.frame == Rect(x: 8, y: 205, width: 377, height: 1000))
        #expect(entry.result.scrollView("scrollView")?.contentSize == Size(width: 393, height: 1205))
        let width = try #require(entry.layout.constraints.first { $0.first == Anchor(.view("card"), .width) })
        #expect(width.constant == 377 && width.usesValueFromCode)
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
    }

    @Test("a scroll view above the keyboard layout guide ends at the safe area's bottom while the keyboard is hidden")
    func keyboardLayoutGuide() throws {
        let text = """
        import UIKit
        final class CommentViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let body = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(body)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                body.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
                    body.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    body.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    body.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 1000),
                ])
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        // iPhone 15: from the safe area's top (59) to 8 above its bottom (852 − 34 − 8 = 810).
        let scroll = try #require(entry.result.scrollView("scrollView"))
        #expect(scroll.frame == Rect(x: 0, y: 59, width: 393, height: 751))
        #expect(scroll.contentSize == Size(width: 393, height: 1000))
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
        #expect(!entry.issues.contains { $0.message.contains("decided by the app's code") })

        // The same through SnapKit, and the legacy bottom guide's `snp.top` alike.
        for guide in ["view.keyboardLayoutGuide", "bottomLayoutGuide"] {
            let snap = text.replacingOccurrences(of: "scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),", with: "")
                .replacingOccurrences(of: "        NSLayoutConstraint.activate([", with: "        scrollView.snp.makeConstraints { $0.bottom.equalTo(\(guide).snp.top).offset(-8) }\n        NSLayoutConstraint.activate([")
            #expect(snap.contains("\(guide).snp.top") && !snap.contains("keyboardLayoutGuide.topAnchor"))
            let snapEntry = try #require(Self.report(snap).entries.first)
            #expect(snapEntry.result.scrollView("scrollView")?.frame == Rect(x: 0, y: 59, width: 393, height: 751))
        }
    }

    @Test("rows chained in a loop over items.enumerated(), the last pinned under `if index == items.count - 1`; 8 + 2 × 6 = 20, not (8 + 2) × 6")
    func enumeratedLoopAndPrecedence() throws {
        let text = """
        import UIKit
        final class ListViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let contentView = UIView()
            private let items = ["One", "Two", "Three"]
            private let gap: CGFloat = 6
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(contentView)
                [scrollView, contentView].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                ])
                var previous: UIView?
                for (index, item) in items.enumerated() {
                    let row = UILabel()
                    row.text = item
                    row.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(row)
                    row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
                    row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20).isActive = true
                    row.heightAnchor.constraint(equalToConstant: 100 + 50 * 2).isActive = true
                    if let previous = previous {
                        row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8 + 2 * gap).isActive = true
                    } else {
                        row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20).isActive = true
                    }
                    if index == items.count - 1 {
                        row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20).isActive = true
                    }
                    previous = row
                }
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        // 20 + 3 × 200 + 2 × 20 + 20.
        #expect(entry.result.scrollView("scrollView")?.contentSize == Size(width: 393, height: 680))
        #expect(entry.result.view("row-3")?.frame == Rect(x: 20, y: 460, width: 353, height: 200))
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
        #expect(!entry.issues.contains { $0.message.contains("decided by the app's code") })
    }

    @Test("a view that keeps its autoresizing constraints sits at the frame the file spells out")
    func literalFrameOfAnAutoresizingView() throws {
        let text = """
        import UIKit
        final class StripeViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let stripe = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(stripe)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                stripe.frame = CGRect(x: 20, y: 40, width: 100, height: 4)
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        #expect(entry.result.view("stripe")?.frame == Rect(x: 20, y: 40, width: 100, height: 4))
        #expect(!entry.issues.contains { $0.rule == .ambiguousLayout })
    }

    @Test("constants declared at file scope are read: 16 + 16 × 3 + 16 tall, as wide as the screen")
    func fileScopeConstants() throws {
        let text = """
        import UIKit
        private let kScreenWidth = UIScreen.main.bounds.width
        private let kPadding: CGFloat = 16
        let kRowHeight = kPadding * 3
        final class GridViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let content = UIView()
            private let row = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(content)
                content.addSubview(row)
                [scrollView, content, row].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    content.widthAnchor.constraint(equalToConstant: kScreenWidth),
                    row.topAnchor.constraint(equalTo: content.topAnchor, constant: kPadding),
                    row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: kPadding),
                    row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -kPadding),
                    row.heightAnchor.constraint(equalToConstant: kRowHeight),
                    row.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -kPadding),
                ])
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        #expect(entry.result.scrollView("scrollView")?.contentSize == Size(width: 393, height: 80))
        #expect(entry.result.view("row")?.frame == Rect(x: 16, y: 16, width: 361, height: 48))
        #expect(!entry.issues.contains { $0.message.contains("estimated") })
    }

    @Test("a class name takes the article it is read aloud with", arguments: [
        ("HeaderView", "a HeaderView"), ("EdgeFadedView", "an EdgeFadedView"), ("NSButton", "an NSButton"),
        ("UIControl", "a UIControl"), ("MKMapView", "an MKMapView"), ("IntroView", "an IntroView"),
    ])
    func classNameArticle(name: String, expected: String) {
        #expect(SwiftSetupEvaluator.withArticle(name) == expected)
    }

    @Test("a controller's legacy topLayoutGuide and bottomLayoutGuide are the safe area's edges")
    func legacyLayoutGuides() throws {
        let text = """
        import UIKit
        class FeedViewController: UIViewController {
            private let scrollView = UIScrollView(frame: .zero)
            private let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                scrollView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 10.0).isActive = true
                self.bottomLayoutGuide.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 10.0).isActive = true
                card.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(card)
                card.topAnchor.constraint(equalTo: scrollView.topAnchor).isActive = true
                card.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor).isActive = true
                card.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor).isActive = true
                card.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor).isActive = true
                card.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
                card.heightAnchor.constraint(equalToConstant: 900).isActive = true
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        // iPhone 15: the safe area runs from 59 to 852 − 34 = 818; 10 points inside each edge.
        let scroll = try #require(entry.result.scrollView("scrollView"))
        #expect(scroll.frame == Rect(x: 0, y: 69, width: 393, height: 739))
        #expect(scroll.contentSize == Size(width: 393, height: 900))
        #expect(entry.issues.isEmpty)
    }

    @Test("a view left out because a view it sits in is added to a view the reader does not see says so")
    func leftOutThroughAnAncestor() throws {
        let text = """
        import UIKit
        final class StatsViewController: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let scroll = UIScrollView()
                let stack = UIStackView()
                container.addSubview(scroll)
                scroll.addSubview(stack)
                stack.translatesAutoresizingMaskIntoConstraints = false
                let chart = ChartView()
                chart.heightAnchor.constraint(equalToConstant: 180).isActive = true
                stack.addArrangedSubview(chart)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                ])
            }
        }
        """
        let reading = UIKitCodeReader.read(text, path: "Stats.swift")
        let notes = try #require(reading.setups.first).notes.filter { $0.rule == .viewNotLaidOut }
        // Both sit in `scroll`, which line 7 adds to a view of the superclass: that is the reason,
        // for the custom chart class too (not that its class lays it out).
        #expect(notes.count == 2)
        for note in notes {
            #expect(note.message.contains("it is inside \"scroll\", which is added by `addSubview(…)` (line 7) to a view this reader does not see"), "\(note.message)")
        }
        // Added to a view the file makes, by a helper the file does not hold and whose name
        // says only that it adds (`addSubviews`/`addArrangedSubviews` it follows):
        // that is the reason.
        let helper = """
        import UIKit
        final class FormViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let stack = UIStackView()
                let field = UITextField()
                view.addSubview(stack)
                stack.addRows(field)
                field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            }
        }
        """
        let helperNote = try #require(UIKitCodeReader.read(helper, path: "Form.swift").setups.first?.notes.first { $0.rule == .viewNotLaidOut })
        #expect(helperNote.message.contains("it is added to \"stack\" by `addRows(…)` (line 8), code this reader does not follow"), "\(helperNote.message)")
    }

    @Test("a layer's drawing properties leave layout to the constraints; its geometry is the app's")
    func layerProperties() throws {
        let text = """
        import UIKit
        final class CardViewController: UIViewController {
            let badge = UILabel()
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.text = "New"
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.layer.cornerRadius = 8
                badge.layer.borderWidth = 1
                badge.layer.addSublayer(CALayer())
                card.translatesAutoresizingMaskIntoConstraints = false
                card.layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                view.addSubview(badge)
                view.addSubview(card)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    card.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    card.widthAnchor.constraint(equalToConstant: 120),
                    card.heightAnchor.constraint(equalToConstant: 80),
                ])
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let views = entry.layout.root.allViews
        #expect(try #require(views.first { $0.id == "badge" }).decidedByCode == nil)
        #expect(try #require(views.first { $0.id == "card" }).decidedByCode?.contains("its layer's `frame` is set in code (line 13)") == true)
    }

    @Test("Then's `.then { $0… }` configures the view it is called on; custom sections size a stack, so what rests on them is a note")
    func thenConfiguresTheView() throws {
        let text = """
        import UIKit
        import SnapKit
        import Then
        final class ProfileView: BaseView {
            private let scrollView = UIScrollView()
            private let stackView = UIStackView().then {
                $0.axis = .vertical
                $0.spacing = 12
            }
            private let header = ProfileHeaderSection()
            private let details = ProfileDetailsSection()
            override func configureUI() {
                addSubview(scrollView)
                scrollView.addSubview(stackView)
                scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
                stackView.snp.makeConstraints {
                    $0.top.bottom.equalTo(scrollView.contentLayoutGuide)
                    $0.leading.trailing.equalTo(scrollView.frameLayoutGuide)
                }
                stackView.addArrangedSubview(header)
                stackView.addArrangedSubview(details)
                header.snp.makeConstraints { $0.height.greaterThanOrEqualTo(50) }
                details.snp.makeConstraints { $0.height.greaterThanOrEqualTo(50) }
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let stack = try #require(entry.layout.root.allViews.first { $0.id == "stackView" })
        #expect(stack.kind == .stackView)
        #expect(stack.stack?.axis == .vertical)
        #expect(stack.stack?.spacing == 12)
        // The sections' heights come from their own classes: the content height rests on them,
        // and the content width (tied to nothing, every view placed) changes nothing on screen.
        #expect(entry.issues.allSatisfy { $0.severity == .note }, "\(entry.issues)")
        #expect(entry.issues.contains { $0.rule == .scrollContentHeightAmbiguous && $0.message.contains("it rests on \"header\" and \"details\"") })
    }

    @Test("what the reader cannot see is decided by code: an issue resting on it is a note")
    func decidedByCode() throws {
        let text = """
        import UIKit
        class FeedViewController: UIViewController {
            let scrollView = UIScrollView()
            let header = HeaderView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(header)
                configure(header)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                header.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    header.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    header.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    header.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    header.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                ])
                if isCompact {
                    header.isHidden = true
                }
                let footer = UILabel()
                footer.text = "Footer"
                scrollView.addSubview(footer)
                DispatchQueue.main.async {
                    footer.topAnchor.constraint(equalTo: self.header.bottomAnchor).isActive = true
                }
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let header = try #require(entry.layout.root.allViews.first { $0.id == "header" })
        #expect(header.decidedByCode != nil)
        #expect(header.customClass == "HeaderView")
        #expect(header.decidedByCode == "it is a HeaderView, a class whose own code lays it out and decides its size")
        let footer = try #require(entry.layout.root.allViews.first { $0.id == "footer" })
        #expect(footer.decidedByCode?.contains("closure passed to `async`") == true)
        // Its height is its class's business: no error, a note that says so.
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
        #expect(entry.issues.contains { $0.message.contains("decided by the app's code") })
    }

    @Test("constraints kept in properties are the app's to change; priorities and multipliers are read")
    func heldConstraintsAndPriorities() throws {
        let text = """
        import UIKit
        class Card: UIView {
            private var heightConstraint: NSLayoutConstraint?
            private let body = UIView()
            init() {
                super.init(frame: .zero)
                addSubview(body)
                body.translatesAutoresizingMaskIntoConstraints = false
                heightConstraint = body.heightAnchor.constraint(equalToConstant: 120)
                heightConstraint?.isActive = true
                let wide = body.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5)
                wide.priority = .defaultHigh
                wide.isActive = true
                body.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                body.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            }
            required init?(coder: NSCoder) { nil }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let constraints = entry.layout.constraints
        let height = try #require(constraints.first { $0.first.attribute == .height })
        #expect(height.isChangedByCode)
        #expect(height.constant == 120)
        let width = try #require(constraints.first { $0.first.attribute == .width })
        #expect(width.priority == Priority(750))
        #expect(width.multiplier == 0.5)
        #expect(entry.result.view("body")?.frame == Rect(x: 0, y: 10, width: 196.5, height: 120))
    }

    @Test("what other methods change later, helpers with defaults, known conditions and the app's constants")
    func laterChangesAndHelpers() throws {
        let text = """
        import UIKit
        final class DetailViewController: BaseViewController {
            private let scrollView = UIScrollView()
            private let stack = UIStackView()
            private let titleLabel = UILabel()
            private let spacer = UIView()
            private var showsSpacer = true

            override func setupViews() {
                view.addSubview(scrollView)
                scrollView.addSubview(stack)
                [scrollView, stack].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                stack.axis = .vertical
                add(titleLabel)
                if showsSpacer {
                    add(spacer, height: Spacing.large)
                }
                guard let superview = stack.superview else { return }
                var constraints: [NSLayoutConstraint] = []
                constraints += [
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ]
                constraints.append(stack.topAnchor.constraint(equalTo: superview.topAnchor, constant: -Spacing.large))
                constraints.append(contentsOf: [
                    stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                ])
                NSLayoutConstraint.activate(constraints)
            }

            private func add(_ view: UIView, height: CGFloat = 44) {
                view.heightAnchor.constraint(equalToConstant: height).isActive = true
                stack.addArrangedSubview(view)
            }

            func configure(with title: String) {
                titleLabel.text = title
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                spacer.widthAnchor.constraint(equalToConstant: 10).isActive = true
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        // The override a superclass calls is the setup; `add` ran twice, with its default 44
        // and with the app's constant (taken as 8); `if showsSpacer` is known to be true.
        #expect(entry.layout.name == "DetailViewController.setupViews")
        #expect(entry.result.view("titleLabel")?.frame.size.height == 44)
        #expect(entry.result.view("spacer")?.frame.size.height == 8)
        // `guard let superview = stack.superview` bound the scroll view; −8 from its content top.
        #expect(entry.result.view("stack")?.frame.origin.y == -8)
        let top = try #require(entry.layout.constraints.first { $0.first.item == .view("stack") && $0.first.attribute == .top })
        #expect(top.isChangedByCode)
        // `configure(with:)` sets the label's text later.
        let label = try #require(entry.layout.root.allViews.first { $0.id == "titleLabel" })
        #expect(label.decidedByCode?.contains("configure") == true)
        // `viewDidLayoutSubviews` constrains the spacer later.
        #expect(entry.layout.root.allViews.first { $0.id == "spacer" }?.decidedByCode?.contains("viewDidLayoutSubviews") == true)
        #expect(entry.layout.constraints.count == 4 + 5 + 2)
    }

    @Test("image views without an image and empty stacks are the app's to fill")
    func filledLater() throws {
        let text = """
        import UIKit
        class CardView: UIView {
            let avatar = UIImageView()
            let tags = UIStackView()
            init() {
                super.init(frame: .zero)
                [avatar, tags].forEach { addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
                avatar.topAnchor.constraint(equalTo: topAnchor).isActive = true
                avatar.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                tags.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8).isActive = true
                tags.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let views = entry.layout.root.allViews
        #expect(views.first { $0.id == "avatar" }?.decidedByCode?.contains("image") == true)
        #expect(views.first { $0.id == "tags" }?.decidedByCode?.contains("empty stack") == true)
        #expect(entry.issues.allSatisfy { $0.severity == .note })
    }

    @Test("a view whose autoresizing constraints are never turned off: one error at the line it is made, checked")
    func autoresizingLeftOn() throws {
        let text = """
        import UIKit
        class ForgotViewController: UIViewController {
            let scrollView = UIScrollView()
            let banner = UIView()
            let overlay = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                view.addSubview(banner)
                view.addSubview(overlay)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 44),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                ])
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let errors = entry.issues.filter { $0.severity == .error }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.message.hasPrefix("\"banner\" still has translatesAutoresizingMaskIntoConstraints on"))
        #expect(error.details.first == "Set `banner.translatesAutoresizingMaskIntoConstraints = false` where it is made: re-solved with it off, it is in no conflict.")
        if case .source(_, let line, _) = error.origin { #expect(line == 4) } else { Issue.record("origin \(error.origin)") }
        // The overlay has no constraints: UIKit keeps its frame, nothing is ambiguous.
        #expect(!entry.issues.contains { $0.items.contains(.view("overlay")) })
        // Turned off, the page is clean.
        let fixed = text.replacingOccurrences(of: "scrollView.translatesAutoresizingMaskIntoConstraints = false",
                                              with: "[scrollView, banner].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }")
        #expect(try #require(Self.report(fixed).entries.first).issues.filter { $0.severity != .note }.isEmpty)
    }

    @Test("pages chained in a loop over a range: three screens wide; a cell's own size is not the screen's")
    func rangeLoopsAndCells() throws {
        let text = """
        import UIKit
        import SnapKit
        final class GalleryViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let pageControl = UIPageControl()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                view.addSubview(pageControl)
                scrollView.isPagingEnabled = true
                scrollView.snp.makeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide) }
                pageControl.snp.makeConstraints { make in
                    make.centerX.equalToSuperview()
                    make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-16)
                }
                var previous: UIView?
                for _ in 0..<3 {
                    let page = UIView()
                    scrollView.addSubview(page)
                    page.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview()
                        make.size.equalTo(scrollView.frameLayoutGuide)
                        if let previous = previous {
                            make.leading.equalTo(previous.snp.trailing)
                        } else {
                            make.leading.equalToSuperview()
                        }
                    }
                    previous = page
                }
                previous?.snp.makeConstraints { $0.trailing.equalToSuperview() }
            }
        }
        final class ThumbnailCell: UICollectionViewCell {
            private let image = UIImageView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(image)
                image.snp.makeConstraints { make in
                    make.top.bottom.leading.equalToSuperview()
                    make.width.equalTo(image.snp.height).multipliedBy(1.5)
                    make.trailing.equalToSuperview()
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let report = Self.report(text)
        let gallery = try #require(report.entries.first)
        // The safe area of an iPhone 15 (59 and 34): pages 393 × 759, three of them.
        #expect(gallery.result.scrollView("scrollView")?.contentSize == Size(width: 1179, height: 759))
        #expect(gallery.result.view("page-3")?.frame == Rect(x: 786, y: 0, width: 393, height: 759))
        #expect(gallery.issues.filter { $0.severity != .note }.isEmpty)
        // A 3:2 image filling a cell solved as large as the screen conflicts; the cell's size is its
        // collection view's, so that is a note.
        let cell = try #require(report.entries.last)
        #expect(cell.layout.name == "ThumbnailCell.init")
        #expect(!cell.issues.isEmpty)
        #expect(cell.issues.allSatisfy { $0.severity == .note })
    }

    @Test("helpers the file adds to UIView run on the view they are called on; a view class sets its own properties")
    func extensionHelpers() throws {
        let text = """
        import UIKit
        extension UIView {
            func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
                    bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
                ])
            }
        }
        final class NoteView: UIView {
            private let scrollView = UIScrollView()
            private let body = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                addSubview(scrollView)
                scrollView.pinEdges(to: self, insets: UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
                scrollView.addSubview(body)
                body.pinEdges(to: scrollView)
                body.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
                body.heightAnchor.constraint(equalToConstant: 1200).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        #expect(entry.result.scrollView("scrollView")?.frame == Rect(x: 0, y: 0, width: 393, height: 802))
        #expect(entry.result.scrollView("scrollView")?.contentSize == Size(width: 393, height: 1200))
        #expect(entry.layout.root.layoutMargins == EdgeInsets(all: 10))
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
    }

    @Test("NSLayoutConstraint(item:…) with a constant the file does not define is estimated, and with an unknown multiplier left to code")
    func legacyConstraintValues() throws {
        let text = """
        import UIKit
        final class LegacyViewController: UIViewController {
            let scrollView = UIScrollView()
            let header = UIView()
            let badge = UIView()
            let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(header)
                scrollView.addSubview(badge)
                scrollView.addSubview(footer)
                for v in [scrollView, header, badge, footer] { v.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    header.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                    header.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                    header.heightAnchor.constraint(equalToConstant: 1000),
                    header.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 20),
                    badge.heightAnchor.constraint(equalToConstant: 20),
                    badge.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                    footer.widthAnchor.constraint(equalToConstant: 20),
                    footer.heightAnchor.constraint(equalToConstant: 20),
                    footer.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                    footer.topAnchor.constraint(equalTo: header.bottomAnchor),
                ])
                NSLayoutConstraint(item: header, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .top, multiplier: 1, constant: Theme.headerInset).isActive = true
                NSLayoutConstraint(item: badge, attribute: .top, relatedBy: .equal, toItem: header, attribute: .top, multiplier: 1, constant: view.frame.width / 10).isActive = true
                NSLayoutConstraint(item: footer, attribute: .height, relatedBy: .equal, toItem: header, attribute: .height, multiplier: Theme.ratio, constant: 0).isActive = true
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        let header = try #require(entry.layout.constraints.first { $0.first == Anchor(.view("header"), .top) })
        // An app's constant counts as 8 points, a screen length as an iPhone 15's: estimates.
        #expect(header.constant == 8 && header.usesValueFromCode)
        let badge = try #require(entry.layout.constraints.first { $0.first == Anchor(.view("badge"), .top) })
        #expect(abs(badge.constant - 39.3) < 1e-9 && badge.usesValueFromCode)
        #expect(abs((entry.result.view("badge")?.frame.origin.y ?? 0) - 47.3) < 1e-9)
        #expect(entry.result.scrollView("scrollView")?.contentSize.height == 1008)
        // An unknown multiplier: no constraint with a made-up 1, the views left to the app's code.
        #expect(!entry.layout.constraints.contains { $0.first == Anchor(.view("footer"), .height) && $0.second != nil })
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
    }

    @Test("a constraint UIKit refuses is left out with a note naming its line, and the rest still solves")
    func refusedConstraint() throws {
        let text = """
        import UIKit
        final class OddView: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: self, attribute: .width, multiplier: 1, constant: 0).isActive = true
                box.heightAnchor.constraint(equalToConstant: -20).isActive = true
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                    box.leadingAnchor.constraint(equalTo: leadingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 40),
                    box.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let report = Self.report(text)
        #expect(report.error == nil)
        let entry = try #require(report.entries.first)
        let refused = entry.issues.filter { $0.message.contains("UIKit refuses it") }
        let lines = refused.compactMap { issue -> Int? in
            if case .source(_, let line, _) = issue.origin { return line }
            return nil
        }
        #expect(lines.sorted() == [8, 9])
        #expect(entry.result.view("box")?.frame == Rect(x: 0, y: 10, width: 40, height: 40))
    }

    @Test("constraint arrays joined with + keep what is known; addSubview(_:with:) helpers activate what they receive")
    func arraysAndAddSubviewHelpers() throws {
        let text = """
        import UIKit
        final class PanelView: UIView {
            let scrollView = UIScrollView()
            let body = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(scrollView, with: [
                    scrollView.topAnchor.constraint(equalTo: topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
                ])
                scrollView.addSubview(body)
                body.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    body.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 900),
                ] + body.edges(equalTo: scrollView.contentLayoutGuide))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        #expect(entry.result.scrollView("scrollView")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(entry.result.view("body")?.frame.size == Size(width: 393, height: 900))
        // `edges(equalTo:)` is the app's: the body is decided by code, so nothing rests on a guess.
        #expect(entry.layout.root.allViews.first { $0.id == "body" }?.decidedByCode != nil)
        #expect(entry.issues.allSatisfy { $0.severity == .note })
    }

    @Test("a wrapping label is measured at the width layout gives it")
    func wrappingLabel() throws {
        let text = """
        import UIKit
        final class AboutViewController: UIViewController {
            let body = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(body)
                body.translatesAutoresizingMaskIntoConstraints = false
                body.numberOfLines = 0
                body.text = "A scroll view's content size comes from the constraints of what it holds, edge to edge."
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                ])
            }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        // About 641.5 points of 17-point text (the estimate's average advances) in 353: two lines of 20.5.
        #expect(entry.result.view("body")?.frame == Rect(x: 20, y: 59, width: 353, height: 41))
        #expect(entry.layout.root.allViews.first { $0.id == "body" }?.intrinsicSizeIsEstimated.vertical == true)
    }

    @Test("SnapKit's inset, offset, multipliedBy and priority follow its rules")
    func snapKitModifiers() throws {
        let text = """
        import UIKit
        import SnapKit
        final class Banner: UIView {
            let box = UIView()
            let tag = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                addSubview(tag)
                box.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview().inset(20)
                    make.height.equalToSuperview().multipliedBy(0.25)
                }
                tag.snp.makeConstraints { make in
                    make.top.equalTo(box.snp.bottom).offset(8)
                    make.centerX.equalToSuperview()
                    make.size.equalTo(CGSize(width: 60, height: 30))
                    make.width.equalTo(10).priority(.low)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let entry = try #require(Self.report(text).entries.first)
        // 852 / 4 = 213 tall; 393 − 40 wide; the tag 8 below, centred, 60 × 30 (the low-priority width loses).
        #expect(entry.result.view("box")?.frame == Rect(x: 20, y: 20, width: 353, height: 213))
        #expect(entry.result.view("tag")?.frame == Rect(x: 166.5, y: 241, width: 60, height: 30))
    }

    @Test("a folder check reads Swift files that make constraints, UIKit imported or not, and not AppKit code")
    func folderSelection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.openChain.write(to: folder.appendingPathComponent("Profile.swift"), atomically: true, encoding: .utf8)
        try "import Foundation\nlet x = 1\n".write(to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nclass A: UIView {}\n".write(to: folder.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        // UIKit through a module that re-exports it: read; AppKit code with anchors: not.
        try "import DesignSystem\nfinal class B: UIView { init() { super.init(frame: .zero); widthAnchor.constraint(equalToConstant: 10).isActive = true } }\n"
            .write(to: folder.appendingPathComponent("Reexported.swift"), atomically: true, encoding: .utf8)
        try "import AppKit\nfinal class C: NSView { func setUp() { widthAnchor.constraint(equalToConstant: 10).isActive = true } }\n"
            .write(to: folder.appendingPathComponent("Mac.swift"), atomically: true, encoding: .utf8)
        let files = try LayoutDocument.expand([folder.path])
        #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Profile.swift", "Reexported.swift"])
    }

    @Test("broken, truncated and random input never crashes or hangs, and an unterminated string is a note")
    func robustness() throws {
        let sources = [Self.contentGuidePage, Self.contentGuidePageSnapKit, Self.stackPage, Self.openChain]
        var generator = SplitMix64(seed: 2026)
        for source in sources {
            let scalars = Array(source.unicodeScalars)
            for round in 0..<60 {
                var mutated = scalars
                for _ in 0..<(1 + round % 8) {
                    guard !mutated.isEmpty else { break }
                    let at = Int(generator.next() % UInt64(mutated.count))
                    switch generator.next() % 4 {
                    case 0: mutated.remove(at: at)
                    case 1: mutated.insert(["{", "}", "(", ")", "\"", "[", "]", ".", "=", "\n", "$", "`", "#"][Int(generator.next() % 13)], at: at)
                    case 2: mutated = Array(mutated.prefix(at))
                    default: mutated.insert(contentsOf: mutated[at..<min(mutated.count, at + 40)], at: at)
                    }
                }
                var text = ""
                text.unicodeScalars.append(contentsOf: mutated)
                _ = UIKitCodeReader.read(text, path: "Fuzz.swift")
                _ = Self.report(text)
            }
        }
        // Found by the fuzzer: numbers beyond Double where the reader wants a count or an index.
        let huge = """
        import UIKit
        class V: UIView {
            let label: UILabel = { let l = UILabel(); l.numberOfLines = 1e999; return l }()
            let stack = UIStackView()
            init() {
                super.init(frame: .zero)
                addSubview(stack)
                stack.insertArrangedSubview(label, at: 1e400 * 1e400)
                stack.arrangedSubviews[-1e999].heightAnchor.constraint(equalToConstant: 1e308 * 10).isActive = true
                stack.topAnchor.constraint(equalTo: topAnchor, constant: 1e999).isActive = true
                label.setContentHuggingPriority(UILayoutPriority(1e999), for: .vertical)
            }
        }
        """
        _ = Self.report(huge)
        let deep = "import UIKit\nclass V: UIView { init() { " + String(repeating: "(", count: 5000) + " } }"
        _ = UIKitCodeReader.read(deep, path: "Deep.swift")
        let unterminated = Self.openChain.replacingOccurrences(of: "\"Analyst\"", with: "\"Analyst")
        let reading = UIKitCodeReader.read(unterminated, path: "Broken.swift")
        #expect(reading.notes.contains { $0.message.contains("could not parse") })
    }
}
