import Testing
import ScrollLayout
@testable import LayoutDocuments

/// Frames UIKit layout code computes from the screen (`view.bounds`, `view.center`) for views
/// that keep their autoresizing constraints: placed as UIKit places them on each screen, and
/// left to the app's code where the reader cannot follow them.
@Suite("Frames computed from the screen")
struct ScreenFrameTests {
    /// A scroll view placed by `view.bounds`, a field as wide as the screen less 40, a spinner
    /// and a switch centred by `view.center`, and content laid out by constraints.
    static let framedPage = """
    import UIKit

    final class FramedViewController: UIViewController {
        private let scrollView = UIScrollView()
        private let field = UITextField()
        private let spinner = UIActivityIndicatorView(style: .large)
        private let toggle = UISwitch()
        private let titleLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(scrollView)
            field.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 44)
            view.addSubview(field)
            spinner.center = view.center
            view.addSubview(spinner)
            toggle.center = self.view.center
            view.addSubview(toggle)
            titleLabel.text = "Title"
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(titleLabel)
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
                titleLabel.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                titleLabel.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
                titleLabel.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
                titleLabel.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
            ])
        }
    }
    """

    @Test("view.bounds, a width of the screen less 40 and view.center are the screen's numbers on every screen",
          arguments: [(Screen.iPhone15, 393.0, 852.0), (.iPhoneSE, 375, 667)])
    func framesFollowTheScreen(screen: Screen, width: Double, height: Double) throws {
        let entry = try #require(DocumentReport.make(path: "Framed.swift", text: Self.framedPage, screen: screen).entries.first)
        #expect(entry.result.view("scrollView")?.frame == Rect(x: 0, y: 0, width: width, height: height))
        #expect(entry.result.view("field")?.frame == Rect(x: 20, y: 100, width: width - 40, height: 44))
        // A large activity indicator is 37 points square; centred, its origin is half the rest.
        let spinner = try #require(entry.result.view("spinner")?.frame)
        #expect(abs(spinner.minX - (width - 37) / 2) < 0.01 && abs(spinner.minY - (height - 37) / 2) < 0.01)
        // A switch's frame is 51 × 31 (its alignment rectangle 49 wide): its frame is centred.
        let toggle = try #require(entry.result.view("toggle")?.frame)
        #expect(abs(toggle.midX - width / 2) < 0.1 && abs(toggle.midY - height / 2) < 0.01)
        // The content: 20 + 20.5 + 20 tall, as wide as the frame.
        #expect(entry.result.scrollView("scrollView")?.contentSize == Size(width: width, height: 60.5))
        #expect(!entry.issues.contains { $0.rule == .ambiguousLayout })
        #expect(!entry.issues.contains { $0.message.contains("is set in code") })
    }

    @Test("a frame the layout cannot give is left to the app's code: a class of the app's own, the screen's numbers inside another view")
    func framesLeftToCode() throws {
        let text = """
        import UIKit

        final class BannerViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let banner = BannerView()
            private let card = UIView()
            private let stripe = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                banner.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
                view.addSubview(banner)
                card.frame = CGRect(x: 0, y: 80, width: 300, height: 200)
                view.addSubview(card)
                stripe.frame = CGRect(x: 10, y: 10, width: view.bounds.width - 20, height: 4)
                card.addSubview(stripe)
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "Banner.swift", text: text).entries.first)
        let banner = try #require(entry.layout.root.subviews.first { $0.id == "banner" })
        #expect(banner.decidedByCode == "its `frame` is set in code (line 19)")
        let stripe = try #require(entry.layout.root.subviews.first { $0.id == "card" }?.subviews.first)
        #expect(stripe.decidedByCode == "its `frame` is set in code (line 23)")
        // The card's own frame is spelled out: UIKit puts it there.
        #expect(entry.result.view("card")?.frame == Rect(x: 0, y: 80, width: 300, height: 200))
        #expect(entry.issues.allSatisfy { $0.severity == .note })
    }

    @Test("a frame set in every layout pass (viewDidLayoutSubviews) is the frame UIKit shows; set only under a condition, it is the app's",
          arguments: [(Screen.iPhone15, 393.0, 852.0), (.iPhoneSE, 375, 667)])
    func frameOfEveryLayoutPass(screen: Screen, width: Double, height: Double) throws {
        func page(_ layoutPass: String) -> String {
            """
            import UIKit
            final class NewsViewController: UIViewController {
                private let scrollView = UIScrollView()
                private let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(scrollView)
                    titleLabel.text = "Headline"
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    scrollView.addSubview(titleLabel)
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
                        titleLabel.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
                        titleLabel.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    \(layoutPass)
                }
            }
            """
        }
        let every = try #require(DocumentReport.make(path: "News.swift", text: page("scrollView.frame = view.bounds"), screen: screen).entries.first)
        #expect(every.result.view("scrollView")?.frame == Rect(x: 0, y: 0, width: width, height: height))
        #expect(!every.issues.contains { $0.rule == .ambiguousLayout })
        let sometimes = try #require(DocumentReport.make(path: "News.swift", text: page("if isViewLoaded { scrollView.frame = view.bounds }"), screen: screen).entries.first)
        let scrollView = try #require(sometimes.layout.root.subviews.first { $0.id == "scrollView" })
        #expect(scrollView.decidedByCode == "`viewDidLayoutSubviews` (line 19) changes its `frame` after this setup")
    }

    @Test("a frame beyond any screen (1e12 wider than the screen, at x = 1e300) is left to the app's code; the file is still read")
    func framesBeyondAnyScreen() throws {
        let text = """
        import UIKit
        final class HugeViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let spinner = UIActivityIndicatorView(style: .large)
            override func viewDidLoad() {
                super.viewDidLoad()
                scrollView.frame = CGRect(x: 0, y: 0, width: view.bounds.width + 1e12, height: 10)
                view.addSubview(scrollView)
                spinner.frame = CGRect(x: 1e300, y: 0, width: 10, height: 10)
                view.addSubview(spinner)
                let body = UIView()
                body.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(body)
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    body.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    body.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 100),
                ])
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "Huge.swift", text: text).entries.first)
        let views = entry.layout.root.subviews
        #expect(views.first { $0.id == "scrollView" }?.decidedByCode == "its `frame` is set in code (line 7)")
        #expect(views.first { $0.id == "spinner" }?.decidedByCode == "its `frame` is set in code (line 9)")
        #expect(entry.issues.allSatisfy { $0.severity == .note })
    }

    @Test("a centred frame is the screen's middle for a view of its own size; a width of the screen follows it",
          arguments: [(Size(width: 393, height: 852), 178.0, 407.5), (Size(width: 375, height: 667), 169, 315)])
    func resolvedNumbers(screen: Size, x: Double, y: Double) throws {
        let centred = try #require(ScreenFrame.centered.resolved(on: screen, ownSize: Size(width: 37, height: 37)))
        #expect(centred.frame == Rect(x: x, y: y, width: 37, height: 37))
        #expect(centred.mask == [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        #expect(ScreenFrame.centered.resolved(on: screen, ownSize: nil) == nil)
        let field = ScreenFrame(x: 20, y: 100, width: .screen(less: 40), height: .fixed(44))
        let placed = try #require(field.resolved(on: screen, ownSize: nil))
        #expect(placed.frame == Rect(x: 20, y: 100, width: screen.width - 40, height: 44))
        #expect(placed.mask == .flexibleWidth)
        // Wider than the screen leaves nothing: UIKit would not keep a negative width.
        #expect(ScreenFrame(width: .screen(less: 500), height: .fixed(1)).resolved(on: screen, ownSize: nil) == nil)
    }
}
