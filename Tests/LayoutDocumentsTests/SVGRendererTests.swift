import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// What makes the SVG picture legible: names people recognise, bars, panels only where the
/// constraints decide the content, long content cut with a mark, nothing drawn over the title.
@Suite("SVG pictures")
struct SVGRendererTests {
    func entry(_ layout: Layout) throws -> DocumentReport.Entry {
        try #require(DocumentReport.make(layouts: [layout], path: "test").entries.first)
    }

    func pin(_ id: String, _ attribute: Attribute, to other: LayoutItem, _ otherAttribute: Attribute? = nil, _ constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(Anchor(.view(id), attribute), .equal, Anchor(other, otherAttribute ?? attribute), constant: constant)
    }

    func size(_ id: String, _ attribute: Attribute, _ value: Double) -> LayoutConstraint {
        LayoutConstraint(Anchor(.view(id), attribute), .equal, nil, constant: value)
    }

    /// A view shows its text when it has one; the id is in the tooltip either way. Bars are
    /// drawn outside the safe area, and views above the screen are clipped to it.
    @Test func textsBarsAndClipping() throws {
        var label = View("a1B-x2-yZ3", kind: .label, intrinsicContentSize: IntrinsicSize(width: 120, height: 21))
        label.title = "Sign in"
        let above = View("above")
        let layout = Layout(name: "Screen", screen: .iPhone15, root: View("root", subviews: [label, above]), constraints: [
            pin("a1B-x2-yZ3", .top, to: .safeArea("root")), pin("a1B-x2-yZ3", .leading, to: .view("root"), .leading, 20),
            pin("above", .bottom, to: .view("root"), .top, 20), pin("above", .leading, to: .view("root")),
            size("above", .width, 200), size("above", .height, 84),
        ])
        let svg = SVGRenderer().render(try entry(layout))
        #expect(svg.contains("<title>a1B-x2-yZ3 “Sign in” (20, 59, 120, 21)</title>"))
        #expect(svg.contains(">Sign in</text>"))
        #expect(svg.contains(">status bar</text>") && svg.contains(">home indicator</text>"))
        #expect(svg.contains("<g clip-path=\"url(#screen-clip)\">"))
        #expect(svg.contains("<g class=\"view\" data-id=\"above\""))
    }

    /// Content panels only for scroll views whose content the constraints decide; content
    /// longer than the limit is drawn up to it with a break mark, so the canvas stays small.
    @Test func panelsAndLongContent() throws {
        let text = View("notes", kind: .textView)
        let scroll = View("strip", kind: .scrollView, subviews: [View("wide")])
        let layout = Layout(name: "Long", screen: .iPhone15, root: View("root", subviews: [text, scroll]), constraints: [
            pin("notes", .top, to: .view("root")), pin("notes", .leading, to: .view("root")), size("notes", .width, 300), size("notes", .height, 100),
            pin("strip", .top, to: .view("notes"), .bottom), pin("strip", .leading, to: .view("root")), size("strip", .width, 393), size("strip", .height, 200),
            pin("wide", .top, to: .contentLayoutGuide("strip")), pin("wide", .leading, to: .contentLayoutGuide("strip")),
            pin("wide", .bottom, to: .contentLayoutGuide("strip")), pin("wide", .trailing, to: .contentLayoutGuide("strip")),
            size("wide", .width, 3372), size("wide", .height, 200),
        ])
        let svg = SVGRenderer().render(try entry(layout))
        #expect(!svg.contains("notes.contentSize"))
        #expect(svg.contains("strip.contentSize 3372×200, drawn up to 2400 pt"))
        #expect(svg.contains("class=\"break\""))
        let width = try #require(svg.firstRange(of: "width=\"").map { svg[$0.upperBound...].prefix { $0 != "\"" } }.flatMap { Double($0) })
        #expect(width < 24 + 393 + 48 + 2400 + 48 + 1, "a \(width)-pixel canvas")
    }

    /// A long title wraps instead of running into the next panel.
    @Test func titlesWrap() throws {
        let name = "A screen whose name is far too long to fit on one line above a phone-sized panel"
        let layout = Layout(name: name, screen: .iPhoneSE, root: View("root"), constraints: [])
        let svg = SVGRenderer().render(try entry(layout))
        let lines = svg.components(separatedBy: "class=\"panel-title\"").count - 1
        #expect(lines >= 2)
        #expect(!svg.contains(name))
    }

    /// A named view too small for its name gets it in the margin, joined by a line; an
    /// unnamed one keeps only its tooltip.
    @Test func leaderLines() throws {
        var small = View("tiny", kind: .label, intrinsicContentSize: IntrinsicSize(width: 24, height: 9))
        small.title = "Terms and conditions"
        let unnamed = View("dot")
        let layout = Layout(name: "Small", screen: .iPhoneSE, root: View("root", subviews: [small, unnamed]), constraints: [
            pin("tiny", .top, to: .view("root"), .top, 100), pin("tiny", .leading, to: .view("root"), .leading, 20),
            pin("dot", .top, to: .view("root"), .top, 200), pin("dot", .leading, to: .view("root"), .leading, 20),
            size("dot", .width, 8), size("dot", .height, 8),
        ])
        let svg = SVGRenderer().render(try entry(layout))
        #expect(svg.contains("<g class=\"leader\" data-for=\"tiny\"><line x1=\"44\""))
        #expect(svg.contains("class=\"leader-label\" x=\"387\""))
        #expect(svg.contains(">Terms and conditions</text>"))
        #expect(!svg.contains("data-for=\"dot\""))
        #expect(svg.contains("<title>dot (20, 200, 8, 8)</title>"))
    }

    /// A container whose first subview starts at its own corner is named just above its top
    /// edge, and the subview inside: both names are there, neither on the other's view.
    @Test func sharedCornersNameBoth() throws {
        let report = DocumentReport.make(path: CommandTestsRoot.path + "/Examples/Layouts/SignUpForm.layout.json")
        let svg = SVGRenderer().render(try #require(report.entries.first))
        #expect(svg.contains("<text class=\"label above\"") && svg.contains(">form</text>"))
        #expect(svg.contains(">header</text>"))
    }

    /// A hidden view and what it holds are drawn as hidden: an outline under the visible views,
    /// named once at the hidden view ("(hidden)"), never inside.
    @Test func hiddenSubtreesAreOutlines() throws {
        var card = View("card", subviews: [View("inner", kind: .label, intrinsicContentSize: IntrinsicSize(width: 100, height: 21))])
        card.isHidden = true
        card.title = "Card"
        let other = View("other")
        let layout = Layout(name: "Hidden", screen: .iPhoneSE, root: View("root", subviews: [other, card]), constraints: [
            pin("card", .top, to: .view("root"), .top, 100), pin("card", .leading, to: .view("root")), size("card", .width, 200), size("card", .height, 100),
            pin("other", .top, to: .view("root"), .top, 100), pin("other", .leading, to: .view("root")), size("other", .width, 200), size("other", .height, 100),
            pin("inner", .top, to: .view("card")), pin("inner", .leading, to: .view("card")),
        ])
        let svg = SVGRenderer().render(try entry(layout))
        let inner = try #require(svg.range(of: "<g class=\"view hidden\" data-id=\"inner\""))
        let visible = try #require(svg.range(of: "data-id=\"other\""))
        #expect(inner.lowerBound < visible.lowerBound, "the hidden subtree is drawn first, under the visible views")
        #expect(svg.contains("Card (hidden)"))
        #expect(!svg.contains(">inner</text>"))
    }
}

/// The package's root, for tests that read the examples.
enum CommandTestsRoot {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
