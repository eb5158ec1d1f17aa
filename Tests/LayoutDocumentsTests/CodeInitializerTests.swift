import Testing
import ScrollLayout
@testable import LayoutDocuments

/// How a view is made decides what UIKit's defaults say about it: UIKit's own initialisers
/// (also written `.init(…)` for a property of a declared class), an app's convenience
/// initialisers (whose code is elsewhere), and set-ups that run in `viewWillAppear(_:)`.
@Suite("How views are made")
struct CodeInitializerTests {
    @Test("a controller that builds its screen in viewWillAppear(_:) is laid out; `.init(frame:)` makes the property's declared class")
    func viewWillAppearAndImplicitInit() throws {
        let text = """
        import UIKit

        final class WelcomeViewController: UIViewController {
            private var scrollView: UIScrollView!
            private var body: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                view.isUserInteractionEnabled = false
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                scrollView = .init(frame: .zero)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                body = .init()
                body.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(body)
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    body.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    body.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    body.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 1200),
                ])
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "Welcome.swift", text: text).entries.first)
        #expect(entry.result.scrollView("scrollView")?.contentSize == Size(width: 393, height: 1200))
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty)
    }

    @Test("an app's own initialiser of a UIKit class: a label sized by the app's code, a stack made by code not seen, no autoresizing conflict")
    func appConvenienceInitializers() throws {
        let text = """
        import UIKit

        final class ReceiptViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let totalLabel = UILabel(text: "Total", style: .headline)
            private let rows = UIStackView(axis: .vertical, spacing: 12)

            override func viewDidLoad() {
                super.viewDidLoad()
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                scrollView.addSubview(totalLabel)
                scrollView.addSubview(rows)
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    totalLabel.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                    totalLabel.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
                    rows.topAnchor.constraint(equalTo: totalLabel.bottomAnchor, constant: 8),
                    rows.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    rows.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    rows.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    rows.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                ])
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "Receipt.swift", text: text).entries.first)
        // The file never turns the label's autoresizing off, but its initialiser may: no conflict is claimed.
        #expect(entry.issues.filter { $0.severity != .note }.isEmpty, "\(entry.issues.map(\.message))")
        let label = try #require(entry.layout.root.subviews.first?.subviews.first { $0.id == "totalLabel" })
        #expect(label.kind == .label)
        #expect(label.translatesAutoresizingMaskIntoConstraints == false)
        #expect(label.decidedByCode == "it is made by `UILabel(text:style:)`, an initialiser of the app's own whose code this reader does not see")
        // The stack's axis and spacing come from code not in the file: it is not guessed.
        #expect(entry.layout.root.subviews.first?.subviews.contains { $0.kind == .stackView } == false)
    }

    @Test("UIKit's own initialisers are UIKit's", arguments: [
        "UIStackView(arrangedSubviews: [])", "UIButton(type: .system)", "UIImageView(image: nil)", "UILabel(frame: .zero)",
        "UIActivityIndicatorView(style: .large)", "UISegmentedControl(items: [])", "UIView()",
    ])
    func uiKitInitializers(_ expression: String) throws {
        let text = """
        import UIKit
        final class PlainViewController: UIViewController {
            private let scrollView = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let made = \(expression)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                scrollView.addSubview(made)
                made.translatesAutoresizingMaskIntoConstraints = false
                scrollView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                made.topAnchor.constraint(equalTo: scrollView.topAnchor).isActive = true
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "Plain.swift", text: text).entries.first)
        let made = try #require(entry.layout.root.subviews.first?.subviews.first)
        #expect(made.decidedByCode?.contains("initialiser of the app's own") != true)
    }

    @Test("addSubviews(…) and addArrangedSubviews(…), helpers an app adds, add what they receive; a constrained view one adds is not claimed to keep its autoresizing")
    func addSubviewsHelpers() throws {
        let text = """
        import UIKit

        final class AddItemViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let stack = UIStackView()
            private let photo = UIView()
            private let caption = UILabel()
            private let underline = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubviews(scrollView)
                scrollView.addSubviews([stack])
                stack.axis = .vertical
                stack.alignment = .center
                stack.addArrangedSubviews(photo, caption)
                caption.text = "Caption"
                photo.addSubview(underline)
                underline.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
                    stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                    photo.heightAnchor.constraint(equalToConstant: 200),
                    photo.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                    photo.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                    underline.heightAnchor.constraint(equalToConstant: 1),
                    underline.widthAnchor.constraint(equalTo: photo.widthAnchor),
                    underline.bottomAnchor.constraint(equalTo: photo.bottomAnchor),
                ])
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "AddItem.swift", text: text).entries.first)
        // The hierarchy the helpers build, with no autoresizing conflict for the scroll view and
        // the stack (the helper may turn it off; the file never does).
        #expect(entry.result.view("stack")?.frame.minX == 20)
        #expect(!entry.issues.contains { $0.message.contains("translatesAutoresizingMaskIntoConstraints") })
        // A centred stack keeps what it arranges inside its width (UISV-spanning-boundary): a photo
        // pinned to the screen's edges, 20 past the stack's on each side, is a conflict UIKit logs.
        let conflicts = entry.issues.filter { $0.rule == .conflictingConstraints && $0.severity == .error }
        #expect(conflicts.count == 2, "\(conflicts.map(\.message))")
        // The content's width is open, but every view inside is placed but the underline, which
        // is open on its own (no leading edge), whatever the content's width: a note, not an error.
        let width = try #require(entry.issues.first { $0.rule == .scrollContentWidthAmbiguous })
        #expect(width.severity == .note)
        #expect(width.message.contains("changes nothing on screen"))
    }
}

