import Testing
import ScrollLayout
@testable import LayoutDocuments

/// Visual-format strings read as `NSLayoutConstraint.constraints(withVisualFormat:…)` reads
/// them, and the layouts a controller that uses them solves to.
@Suite("Visual format")
struct VisualFormatTests {
    @Test("items, connections and predicates of a horizontal format")
    func horizontalFormat() throws {
        let format = try #require(VisualFormat("H:|-pad-[title]-(>=8@750)-[badge(==44,<=60)][icon(==badge)]-|",
                                               metrics: ["pad": 16], views: ["title", "badge", "icon"]))
        #expect(!format.isVertical)
        #expect(format.items == [.superview, .view("title", []),
                                 .view("badge", [.init(constant: 44), .init(relation: .lessThanOrEqual, constant: 60)]),
                                 .view("icon", [.init(view: "badge")]), .superview])
        #expect(format.connections == [[.init(constant: 16)],
                                       [.init(relation: .greaterThanOrEqual, constant: 8, priority: 750)],
                                       [.init(constant: 0)],
                                       [.init(constant: 20, isEstimated: true)]])
    }

    @Test("formats the reader cannot read whole are refused", arguments: [
        "V:|[unknown]|", "H:|-gap-[a]|", "H:[a", "H:|[a]-", "H:[a]|[b]", "H:|[a(==b@2000)]|", "H:||", "",
    ])
    func refused(format: String) {
        #expect(VisualFormat(format, metrics: [:], views: ["a", "b"]) == nil)
    }

    @Test("a controller laid out with visual formats: 16 + 20.5 + 8 + 1200 + 16 tall, the content as wide as the scroll view")
    func controllerWithVisualFormats() throws {
        let text = """
        import UIKit
        class VFLViewController: UIViewController {
            let scrollView = UIScrollView()
            let contentView = UIView()
            let titleLabel = UILabel()
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                [scrollView, contentView, titleLabel, box].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                titleLabel.text = "Hello"
                view.addSubview(scrollView)
                scrollView.addSubview(contentView)
                contentView.addSubview(titleLabel)
                contentView.addSubview(box)
                let views: [String: Any] = ["scrollView": scrollView, "contentView": contentView, "titleLabel": titleLabel, "box": box, "guide": view.safeAreaLayoutGuide]
                let metrics = ["pad": 16, "boxHeight": 1200]
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[scrollView]|", options: [], metrics: nil, views: views))
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[scrollView]|", options: [], metrics: nil, views: views))
                scrollView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[contentView(==scrollView)]|", options: [], metrics: nil, views: views))
                scrollView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[contentView]|", options: [], metrics: nil, views: views))
                var constraints: [NSLayoutConstraint] = []
                constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[titleLabel]-pad-|", options: [], metrics: metrics, views: views)
                constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[titleLabel]-8-[box(boxHeight)]-pad-|", options: .alignAllLeading, metrics: metrics, views: views)
                NSLayoutConstraint.activate(constraints)
                box.widthAnchor.constraint(equalTo: titleLabel.widthAnchor).isActive = true
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "VFL.swift", text: text).entries.first)
        let scroll = try #require(entry.result.scrollView("scrollView"))
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(scroll.contentSize == Size(width: 393, height: 1260.5))
        #expect(entry.result.view("titleLabel")?.frame == Rect(x: 16, y: 16, width: 361, height: 20.5))
        // `.alignAllLeading` lines the box up with the title.
        #expect(entry.result.view("box")?.frame == Rect(x: 16, y: 44.5, width: 361, height: 1200))
        #expect(entry.issues.allSatisfy { $0.severity == .note })
        #expect(!entry.issues.contains { $0.rule == .scrollContentHeightAmbiguous || $0.rule == .ambiguousLayout })
    }

    @Test("a format naming what the reader does not see leaves its views to the app's code")
    func unreadableFormatIsLeftToCode() throws {
        let text = """
        import UIKit
        class GuideViewController: UIViewController {
            let scrollView = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                let views: [String: Any] = ["scrollView": scrollView, "guide": view.safeAreaLayoutGuide]
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[guide][scrollView]|", options: [], metrics: nil, views: views))
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[scrollView]|", options: [], metrics: nil, views: views))
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "Guide.swift", text: text).entries.first)
        #expect(entry.result.scrollView("scrollView")?.frame.width == 393)
        #expect(entry.issues.allSatisfy { $0.severity == .note })
        #expect(entry.layout.root.allViews.first { $0.id == "scrollView" }?.decidedByCode != nil)
    }
}
