import Foundation
import Testing
@testable import ScrollLayout
@testable import LayoutDocuments

/// Diagnostics a team can leave on: each class of false alarm found on real apps stays quiet,
/// each new rule finds its problem with the constraint responsible, issues are checked on every
/// screen asked for, and a fix is offered only when applying it and re-solving harms nothing.
@Suite("Diagnostics on real apps")
struct DiagnosticsTrustTests {
    /// The issues of a layout file's text, on the given screens (none: its own).
    func issues(_ text: String, screens: [Screen] = []) throws -> [LayoutIssue] {
        try checked(text, screens: screens).issues
    }

    /// The layout decoded from the text with its errors and warnings: a fix names constraints
    /// by identity, so it applies to this decoding only.
    func checked(_ text: String, screens: [Screen] = []) throws -> (layout: Layout, issues: [LayoutIssue]) {
        let layout = try LayoutFile.decode(text, path: "t.layout.json")
        return (layout, try LayoutChecker(screens: screens).check(layout))
    }

    /// Errors and warnings.
    func problems(_ text: String, screens: [Screen] = []) throws -> [LayoutIssue] {
        try issues(text, screens: screens).filter { $0.severity != .note }
    }

    /// A scroll view filling the safe area around one content view, with its subviews and constraints.
    static func page(scroll: String = "", content: String, constraints: [String]) -> String {
        let list = (["scroll.edges == root.safeArea.edges"] + constraints).map { "\"\($0)\"" }.joined(separator: ",\n    ")
        return """
            { "screen": "iPhone 15",
              "root": { "id": "root", "subviews": [
                { "id": "scroll", "kind": "scrollView", "contentInsetAdjustmentBehavior": "never"\(scroll), "subviews": [\(content)] }
              ] },
              "constraints": [
                \(list)
              ] }
            """
    }

    // MARK: False alarms that must stay quiet

    /// A row of buttons scrolling sideways: its height comes from the buttons, not the frame,
    /// and that is a design, not a drift.
    @Test func horizontalStripOfButtons() throws {
        let buttons = (1...4).map { #"{ "id": "b\#($0)", "kind": "button", "intrinsicSize": { "width": 120, "height": 44 } }"# }
        let text = """
            { "screen": "iPhone 15",
              "root": { "id": "root", "subviews": [
                { "id": "strip", "kind": "scrollView", "contentInsetAdjustmentBehavior": "never", "subviews": [
                  { "id": "row", "kind": "stackView", "axis": "horizontal", "spacing": 8, "arrangedSubviews": [\(buttons.joined(separator: ", "))] }
                ] }
              ] },
              "constraints": ["strip.top == root.safeArea.top", "strip.horizontalEdges == root.horizontalEdges", "strip.height == 60",
                              "row.edges == strip.contentLayoutGuide.edges"] }
            """
        #expect(try problems(text).isEmpty)
        let result = try LayoutEngine(try LayoutFile.decode(text, path: "t.layout.json")).result
        #expect(result.scrollView("strip")?.contentSize == Size(width: 4 * 120 + 3 * 8, height: 44))
    }

    /// The same content in a scroll view that scrolls vertically does get the width warning,
    /// and the message says what was decided about the axis.
    @Test func verticalPageNarrowerThanTheFrame() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [
              { "id": "label", "kind": "label", "intrinsicSize": { "width": 200, "height": 21 } },
              { "id": "tall", "intrinsicSize": { "width": 200, "height": 1000 } } ] }
            """, constraints: ["content.edges == scroll.contentLayoutGuide.edges", "label.top == content.top + 16",
                               "label.leading == content.leading + 16", "label.trailing == content.trailing - 16",
                               "tall.top == label.bottom + 8", "tall.horizontalEdges == label.horizontalEdges", "tall.bottom == content.bottom - 16"])
        // A shape, not a fault: nothing is clipped or squashed, so it is a note with its fix.
        #expect(try problems(text).isEmpty)
        let found = try issues(text).filter { $0.rule == .scrollContentWidthUntied }
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message == "\"scroll\" scrolls vertically (its content is 1061 tall in a 759-tall frame), but its content's width is not tied to the frame: it is 232 against the frame's 393, so it does not fill the scroll view")
        #expect(found.first?.fix?.description == "add `content.width == scroll.frameLayoutGuide.width`")
    }

    /// Scrolling switched off: the content may be any width.
    @Test func disabledScrolling() throws {
        let text = DiagnosticsTrustTests.page(scroll: #", "isScrollEnabled": false"#, content: """
            { "id": "content", "subviews": [ { "id": "label", "kind": "label", "intrinsicSize": { "width": 200, "height": 21 } } ] }
            """, constraints: ["content.edges == scroll.contentLayoutGuide.edges", "label.edges == content.edges + 16"])
        #expect(try problems(text).isEmpty)
    }

    /// A single content view whose bottom is only held by `>=`, shorter than the frame: it
    /// neither "scrolls empty" nor "goes on past".
    @Test func contentShorterThanTheFrame() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [ { "id": "label", "kind": "label", "intrinsicSize": { "width": 200, "height": 21 } } ] }
            """, constraints: ["content.top == scroll.contentLayoutGuide.top", "content.horizontalEdges == scroll.contentLayoutGuide.horizontalEdges",
                               "content.width == scroll.frameLayoutGuide.width", "scroll.contentLayoutGuide.bottom >= content.bottom",
                               "scroll.contentLayoutGuide.height == scroll.frameLayoutGuide.height @250",
                               "label.edges == content.edges + 16"])
        let all = try issues(text)
        #expect(!all.contains { $0.rule == .scrollContentEdgeUnpinned }, "\(all)")
        #expect(all.allSatisfy { $0.severity == .note }, "\(all)")
    }

    /// `.automatic` with nothing to adjust (the scroll view inside the safe area) says nothing;
    /// under the bars it says by how much.
    @Test(arguments: [("root.safeArea.edges", false), ("root.edges", true)])
    func automaticInsetOnlyWhenNotZero(pin: String, expectNote: Bool) throws {
        let text = """
            { "screen": "iPhone 15",
              "root": { "id": "root", "subviews": [ { "id": "scroll", "kind": "scrollView", "subviews": [
                { "id": "content", "subviews": [ { "id": "tall", "intrinsicSize": { "width": 10, "height": 1200 } } ] } ] } ] },
              "constraints": ["scroll.edges == \(pin)", "content.edges == scroll.contentLayoutGuide.edges",
                              "content.width == scroll.frameLayoutGuide.width", "tall.edges == content.edges"] }
            """
        let notes = try issues(text).filter { $0.rule == .scrollAutomaticInset }
        #expect(notes.count == (expectNote ? 1 : 0))
        if expectNote { #expect(notes.first?.message.contains("(top 59, bottom 34)") == true) }
    }

    /// A paging gallery whose width a placeholder sets (code adds the real constraint): a note
    /// that names the placeholder, no error and no fix.
    @Test func placeholderCompletedGallery() throws {
        let text = """
            { "screen": "iPhone 15",
              "root": { "id": "root", "subviews": [
                { "id": "gallery", "kind": "scrollView", "isPagingEnabled": true, "contentInsetAdjustmentBehavior": "never", "subviews": [
                  { "id": "pages", "kind": "stackView", "axis": "horizontal", "distribution": "fillEqually", "arrangedSubviews": [
                    { "id": "page1", "kind": "imageView" }, { "id": "page2", "kind": "imageView" }, { "id": "page3", "kind": "imageView" } ] } ] } ] },
              "constraints": ["gallery.top == root.safeArea.top", "gallery.horizontalEdges == root.horizontalEdges", "gallery.height == 300",
                              "pages.edges == gallery.contentLayoutGuide.edges", "pages.height == gallery.frameLayoutGuide.height",
                              { "constraint": "pages.width == 1179", "placeholder": true }] }
            """
        let all = try issues(text)
        #expect(all.allSatisfy { $0.severity == .note }, "\(all)")
        let note = try #require(all.first { $0.rule == .scrollContentWidthAmbiguous })
        #expect(note.message.hasSuffix("determined at run time by code: the document's placeholder constraint `pages.width == 1179` is removed at build time"))
        #expect(note.fix == nil)
    }

    /// A custom-class view with no size in the file (its class sizes itself): a note that names
    /// the class and blames that view, not the label below it, and no fix that pins the label.
    @Test func selfSizingCustomClass() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [
              { "id": "chart", "customClass": "ChartView", "translatesAutoresizingMaskIntoConstraints": false, "frame": { "x": 0, "y": 0, "width": 393, "height": 240 } },
              { "id": "caption", "kind": "label", "intrinsicSize": { "width": 200, "height": 21 } } ] }
            """, constraints: ["content.edges == scroll.contentLayoutGuide.edges", "content.width == scroll.frameLayoutGuide.width",
                               "chart.top == content.top", "chart.horizontalEdges == content.horizontalEdges",
                               "caption.top == chart.bottom + 8", "caption.leading == content.leading + 16", "caption.bottom == content.bottom - 16"])
        let all = try issues(text)
        #expect(all.allSatisfy { $0.severity == .note }, "\(all)")
        let note = try #require(all.first { $0.rule == .scrollContentHeightAmbiguous })
        #expect(note.message.contains("\"chart\" has no height"))
        #expect(note.message.contains("it rests on \"chart\" (`ChartView`)"))
        #expect(note.fix == nil)
    }

    /// Two scroll views, each resting on a custom-class view of its own with no size in the
    /// file: each note blames its own view alone (the trials that find the culprits are made
    /// once for the layout and read for each issue).
    @Test func eachIssueBlamesItsOwnCustomClass() throws {
        func page(_ name: String, _ view: String, _ viewClass: String) -> String {
            """
            { "id": "\(name)", "kind": "scrollView", "contentInsetAdjustmentBehavior": "never", "subviews": [
              { "id": "\(name)Content", "subviews": [
                { "id": "\(view)", "customClass": "\(viewClass)", "translatesAutoresizingMaskIntoConstraints": false, "frame": { "x": 0, "y": 0, "width": 196, "height": 240 } },
                { "id": "\(view)Caption", "kind": "label", "intrinsicSize": { "width": 100, "height": 21 } } ] } ] }
            """
        }
        func pins(_ name: String, _ view: String) -> [String] {
            ["\(name).top == root.safeArea.top", "\(name).bottom == root.safeArea.bottom", "\(name).width == 196",
             "\(name)Content.edges == \(name).contentLayoutGuide.edges", "\(name)Content.width == \(name).frameLayoutGuide.width",
             "\(view).top == \(name)Content.top", "\(view).horizontalEdges == \(name)Content.horizontalEdges",
             "\(view)Caption.top == \(view).bottom + 8", "\(view)Caption.leading == \(name)Content.leading",
             "\(view)Caption.bottom == \(name)Content.bottom"]
        }
        let constraints = pins("left", "chart") + pins("right", "map") + ["left.leading == root.leading", "right.trailing == root.trailing"]
        let text = """
            { "screen": "iPhone 15",
              "root": { "id": "root", "subviews": [\(page("left", "chart", "ChartView")), \(page("right", "map", "MapPanel"))] },
              "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))] }
            """
        let all = try issues(text)
        #expect(all.allSatisfy { $0.severity == .note }, "\(all)")
        let notes = all.filter { $0.rule == .scrollContentHeightAmbiguous }
        let left = try #require(notes.first { $0.items.contains { $0.ownerID == "left" } })
        let right = try #require(notes.first { $0.items.contains { $0.ownerID == "right" } })
        #expect(left.message.contains("it rests on \"chart\" (`ChartView`), which"), "\(left.message)")
        #expect(right.message.contains("it rests on \"map\" (`MapPanel`), which"), "\(right.message)")
    }

    // MARK: New findings

    /// Content pinned to the frame guide at top and bottom: a warning naming both pins, and a
    /// fix that moves both to the content guide.
    @Test func contentPinnedToTheFrame() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [ { "id": "a", "intrinsicSize": { "width": 100, "height": 400 } },
                                             { "id": "b", "intrinsicSize": { "width": 100, "height": 400 } } ] }
            """, constraints: ["content.top == scroll.frameLayoutGuide.top", "content.bottom == scroll.frameLayoutGuide.bottom",
                               "content.horizontalEdges == scroll.contentLayoutGuide.horizontalEdges", "content.width == scroll.frameLayoutGuide.width",
                               "a.top == content.top", "a.leading == content.leading", "b.top == a.bottom + 8",
                               "b.leading == content.leading", "b.bottom == content.bottom - 8"])
        let layout = try LayoutFile.decode(text, path: "t.layout.json")
        let all = try LayoutChecker().check(layout)
        // The content guide is used across, not along: the free content height is the error,
        // and it names the pins to the frame.
        let error = try #require(all.first { $0.rule == .scrollContentHeightAmbiguous })
        #expect(error.constraints.map(\.description) == ["content.top == scroll.frameLayoutGuide.top", "content.bottom == scroll.frameLayoutGuide.bottom"])
        #expect(error.fix?.description == "replace `content.top == scroll.frameLayoutGuide.top` by `content.top == scroll.contentLayoutGuide.top`, and replace `content.bottom == scroll.frameLayoutGuide.bottom` by `content.bottom == scroll.contentLayoutGuide.bottom`")
        // Applied, the page scrolls: 400 + 8 + 400 + 8 tall, and nothing is left.
        let fixed = layout.applying(try #require(error.fix))
        #expect(try LayoutEngine(fixed).result.scrollView("scroll")?.contentSize.height == 816)
        #expect(try LayoutChecker().check(fixed).filter { $0.severity != .note }.isEmpty)
    }

    /// Diagnostics.md's stack as wide as the controller's view inside a scroll view inset 16
    /// on each side: 393 in 361, 32 points sideways; tied to the frame guide, 361 wide.
    @Test func contentAsWideAsTheWrongView() throws {
        let text = """
        import UIKit

        final class PhotosViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let stack = UIStackView()

            override func viewDidLoad() {
                super.viewDidLoad()
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.axis = .vertical
                view.addSubview(scrollView)
                scrollView.addSubview(stack)
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    stack.widthAnchor.constraint(equalTo: view.widthAnchor),
                ])
                for _ in 0..<12 {
                    let row = UIView()
                    row.heightAnchor.constraint(equalToConstant: 120).isActive = true
                    stack.addArrangedSubview(row)
                }
            }
        }
        """
        let entry = try #require(DocumentReport.make(path: "PhotosViewController.swift", text: text).entries.first)
        let problems = entry.issues.filter { $0.severity != .note }
        #expect(problems.map(\.rule) == [.scrollContentOverhang])
        let issue = try #require(problems.first)
        #expect(issue.message == "The content of \"scrollView\" is 393 wide in a 361-wide frame: its width follows the frame (`stack.width == view.width`), and the offsets at its edges (`scrollView.leading == view.leading + 16`, `scrollView.trailing == view.trailing - 16`) add 32, so it scrolls 32 points sideways and that much of it is always out of view")
        #expect(issue.origin == .source(file: "PhotosViewController.swift", line: 17, column: 38))
        let fix = try #require(issue.fix)
        #expect(fix.description == "replace `stack.width == view.width` by `stack.width == scrollView.frameLayoutGuide.width`")
        let fixed = try LayoutEngine(entry.layout.applying(fix))
        #expect(fixed.result.scrollView("scrollView")?.contentSize == Size(width: 361, height: 1440))
        #expect(LayoutChecker().check(fixed).filter { $0.severity != .note }.isEmpty)
    }

    /// A content height cut short by a constant: the stack's bottom 664 points can never be
    /// scrolled to; the warning names the constraint that cut it.
    @Test func unreachableContent() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "stack", "kind": "stackView", "axis": "vertical", "arrangedSubviews": [
              { "id": "a", "intrinsicSize": { "width": 100, "height": 600 } }, { "id": "b", "intrinsicSize": { "width": 100, "height": 632 } } ] }
            """, constraints: ["stack.top == scroll.contentLayoutGuide.top", "stack.horizontalEdges == scroll.contentLayoutGuide.horizontalEdges",
                               "stack.width == scroll.frameLayoutGuide.width", "scroll.contentLayoutGuide.height == stack.height - 664"])
        let found = try problems(text)
        #expect(found.map(\.rule) == [.scrollContentUnreachable])
        // Content 568 tall in a 759-point frame: reachable to 759, so of the 664 points cut
        // off, the last 473 are never seen.
        #expect(found.first?.message == "Part of \"stack\" lies 473 past the end of what \"scroll\" can show along its height (its content is 568 tall and can be scrolled to 759): it can never be scrolled into view; `scroll.contentLayoutGuide.height == stack.height - 664` ends the content at its bottom")
        #expect(found.first?.constraints.map(\.description) == ["scroll.contentLayoutGuide.height == stack.height - 664"])
        #expect(found.first?.origin == .layoutFile(path: "t.layout.json", line: 11, column: 6))
    }

    /// A sign error puts a label 10 points off the screen.
    @Test func viewOutsideTheScreen() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "title", "kind": "label", "intrinsicSize": { "width": 120, "height": 21 } } ] },
              "constraints": ["title.top == root.safeArea.top + 20", "title.leading == root.leading - 10"] }
            """
        let found = try problems(text)
        #expect(found.map(\.rule) == [.viewOutsideVisibleArea])
        #expect(found.first?.message == "The leading edge of \"title\" is 10 past the left edge of the screen (it spans -10…110), so that part is never seen: `title.leading == root.leading - 10` places that edge")
        #expect(found.first?.fix?.description == "replace `title.leading == root.leading - 10` by `title.leading == root.leading + 10`")
    }

    /// A view placed 5 above a badge whose own top is open: the solver leaves the badge at 0 and
    /// the view 5 past the top of the screen, but nothing places it there. The open position is
    /// reported (ambiguous), not the outside the solver happened to choose.
    @Test func anOpenPositionIsNotAViewOutsideTheScreen() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [
                { "id": "badge", "kind": "label", "intrinsicSize": { "width": 40, "height": 20 } },
                { "id": "glow", "kind": "label", "intrinsicSize": { "width": 60, "height": 30 } } ] },
              "constraints": ["badge.leading == root.leading + 20", "glow.top == badge.top - 5", "glow.centerX == badge.centerX"] }
            """
        let found = try problems(text)
        #expect(!found.contains { $0.rule == .viewOutsideVisibleArea }, "\(found)")
        #expect(found.contains { $0.rule == .ambiguousLayout && $0.message.hasPrefix("\"badge\" has an ambiguous layout: Need constraints for: Y position") }, "\(found)")
        // Placed, the same offset is a view outside the screen.
        let placed = text.replacingOccurrences(of: "\"badge.leading == root.leading + 20\"", with: "\"badge.leading == root.leading + 20\", \"badge.top == root.top\"")
        #expect(try problems(placed).map(\.rule) == [.viewOutsideVisibleArea])
    }

    /// The same constraint twice: a note, with a fix that removes the second.
    @Test func duplicateConstraint() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "box" } ] },
              "constraints": ["box.top == root.safeArea.top + 20", "box.leading == root.leading + 16", "box.size == 100",
                              "box.top == root.safeArea.top + 20"] }
            """
        let all = try issues(text)
        #expect(all.map(\.rule) == [.duplicateConstraint])
        #expect(all.first?.severity == .note)
        #expect(all.first?.fix?.description == "remove `box.top == root.safeArea.top + 20`")
    }

    /// Three arranged views resist compression at the same 750 in a stack the screen squeezes on
    /// iPhone SE only: a tie reported on that screen, with the fix that keeps the frames.
    @Test func stackTieOnlyOnTheSmallestPhone() throws {
        let path = LayoutFileTests.root.appendingPathComponent("Examples/Layouts/SignUpForm.layout.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(try problems(text).isEmpty)
        let found = try problems(text, screens: Screen.iPhones)
        #expect(found.count == 1)
        let tie = try #require(found.first)
        #expect(tie.rule == .ambiguousLayout && tie.isTie)
        #expect(tie.screens == ["iPhone SE"])
        // 667 − 20 − 32 = 615 for 360 + 160 + 50 + 50 + 3 × 16 = 668: 53 points short.
        #expect(tie.message.contains("\"notes\" ends 107 tall instead of 160"))
        #expect(tie.details.first == "Two frames the priorities allow equally: (0, 376, 343, 107) (as laid out) and (0, 376, 343, 160) (had \"notes\" resisted one step harder).")
        #expect(tie.fix?.description == "set the vertical compression-resistance priority of `notes` to 749")
    }

    /// Buttons held below their intrinsic height by a required height constraint, in a stack of
    /// views that resist at the same 750: no tie (resisting harder changes nothing), no issue.
    @Test func requiredHeightBelowIntrinsicIsNoTie() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [
                { "id": "stack", "kind": "stackView", "axis": "vertical", "spacing": 12, "arrangedSubviews": [
                  { "id": "first", "kind": "button", "intrinsicSize": { "width": 60, "height": 30 } },
                  { "id": "second", "kind": "button", "intrinsicSize": { "width": 60, "height": 30 } },
                  { "id": "footer", "kind": "label", "intrinsicSize": { "width": 80, "height": 20.5 } } ] } ] },
              "constraints": ["stack.top == root.safeArea.top + 20", "stack.leading == root.leading + 20", "stack.trailing == root.trailing - 20",
                              "first.height == 8", "second.height == 8"] }
            """
        #expect(try problems(text).isEmpty)
    }

    // MARK: Fixes are tried before they are offered

    /// The broken chain of the examples, with a harmful candidate put first (a height of 44 for
    /// the scroll view, which squashes it): the checker skips it and offers the real link; with
    /// the harmful one alone it offers nothing and says why.
    @Test func harmfulFixIsWithheld() throws {
        let path = LayoutFileTests.root.appendingPathComponent("Examples/Layouts/BrokenChain.layout.json").path
        let layout = try #require(try LayoutDocument.load(path: path).layouts.first)
        let engine = try LayoutEngine(layout)
        var issue = try #require(engine.rawIssues().first { $0.rule == .scrollContentHeightAmbiguous })
        let good = try #require(issue.fix)
        let harmful = LayoutFix.add([LayoutConstraint(Anchor(.view("scroll"), .height), .equal, nil, constant: 44)])
        let runs = [LayoutChecker.ScreenRun(screen: layout.screen, engine: engine, raw: [issue], issues: [issue])]
        #expect(!LayoutChecker.fix(harmful, resolves: issue, on: runs))
        #expect(LayoutChecker.fix(good, resolves: issue, on: runs))

        issue.candidateFixes = [harmful, good]
        var both = runs
        both[0].issues = [issue]
        LayoutChecker().verifyFixes(&both)
        #expect(both[0].issues[0].fix == good)

        issue.candidateFixes = [harmful]
        var alone = runs
        alone[0].issues = [issue]
        LayoutChecker().verifyFixes(&alone)
        #expect(alone[0].issues[0].fix == nil)
        #expect(alone[0].issues[0].details.last?.hasPrefix("No safe fix found: the candidate (add `scroll.height == 44`) was applied and re-solved") == true)
    }

    /// A column taller than the screen (DAWAEE's sign-in form on an iPhone SE): 300 + 300 + 50
    /// + 30 + 41 = 721 points on a 667-point screen. The button's height, written last, is the
    /// constraint broken, so the button ends 24 points tall inside out (30 − 54); lowering that
    /// height to 999 leaves it so and only silences the conflict, so no such fix is offered, and
    /// the issue says why. A fix elsewhere in the same layout is still offered.
    @Test func fixThatLeavesAViewInsideOutIsWithheld() throws {
        let text = """
            { "screen": "iPhone SE", "root": { "id": "root", "subviews": [ { "id": "photo" }, { "id": "button" } ] },
              "constraints": ["photo.top == root.top + 300", "photo.height == 300", "photo.leading == root.leading",
                              "photo.width == 100", "button.top == photo.bottom + 50", "button.bottom == root.bottom - 41",
                              "button.leading == root.leading", "button.width == 100", "button.height == 30"] }
            """
        let layout = try LayoutFile.decode(text, path: "t.layout.json")
        let engine = try LayoutEngine(layout)
        let conflict = try #require(engine.rawIssues().first { $0.rule == .conflictingConstraints })
        let broken = try #require(engine.result.views.first { $0.frame.height < 0 })
        #expect(broken.id == "button" && abs(broken.frame.height + 24) < 1e-9, "\(broken.id) is \(broken.frame.height) tall")
        let runs = [LayoutChecker.ScreenRun(screen: layout.screen, engine: engine, raw: engine.rawIssues(), issues: engine.rawIssues())]
        #expect(!conflict.candidateFixes.isEmpty)
        for candidate in conflict.candidateFixes {
            let offered = LayoutChecker.fix(candidate, resolves: conflict, on: runs)
            #expect(!offered, "\(candidate) leaves \(broken.id) inside out")
        }
        let checked = try #require(LayoutChecker().check(layout).first { $0.rule == .conflictingConstraints })
        #expect(checked.fix == nil)
        #expect(checked.details.last?.hasPrefix("No safe fix found") == true)

        // A repeated width of the photo: its removal leaves the button inside out as before, but
        // does not touch it, so it is offered.
        var repeated = layout
        repeated.constraints.append(LayoutConstraint(Anchor(.view("photo"), .width), .equal, nil, constant: 100))
        let duplicate = try #require(LayoutChecker().check(repeated).first { $0.rule == .duplicateConstraint })
        #expect(duplicate.fix != nil)
    }

    /// A fix that would write a constraint the layout already has is not offered.
    @Test func fixThatDuplicatesIsWithheld() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "box" } ] },
              "constraints": ["box.top == root.safeArea.top + 20", "box.leading == root.leading + 16", "box.width == 100"] }
            """
        let layout = try LayoutFile.decode(text, path: "t.layout.json")
        let engine = try LayoutEngine(layout)
        let issue = try #require(engine.rawIssues().first { $0.rule == .ambiguousLayout })
        let runs = [LayoutChecker.ScreenRun(screen: layout.screen, engine: engine, raw: engine.rawIssues(), issues: engine.rawIssues())]
        let duplicating = LayoutFix.add([LayoutConstraint(Anchor(.view("box"), .height), .equal, nil, constant: 100),
                                         LayoutConstraint(Anchor(.view("box"), .width), .equal, nil, constant: 100)])
        #expect(!LayoutChecker.fix(duplicating, resolves: issue, on: runs))
        let clean = LayoutFix.add([LayoutConstraint(Anchor(.view("box"), .height), .equal, nil, constant: 100)])
        #expect(LayoutChecker.fix(clean, resolves: issue, on: runs))
    }

    // MARK: The classic mistakes, and premises proven on the solved layout

    /// Content pinned to the frame layout guide where the content layout guide was meant, on
    /// a page that fits today: nothing uses the content, contentSize stays 0 × 0, it can never
    /// scroll. The fix moves every pin and ties the width to the frame; applied, the page's
    /// content is its content's height and nothing is left.
    @Test func contentPinnedToTheFrameGuideWhileItFits() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [ { "id": "title", "kind": "label", "intrinsicSize": { "width": 200, "height": 34 } },
                                             { "id": "body", "kind": "label", "intrinsicSize": { "width": 300, "height": 300 } } ] }
            """, constraints: ["content.edges == scroll.frameLayoutGuide.edges", "title.top == content.top + 20",
                               "title.horizontalEdges == content.horizontalEdges + 16", "body.top == title.bottom + 12",
                               "body.horizontalEdges == content.horizontalEdges + 16", "body.bottom == content.bottom - 20"])
        let (layout, all) = try checked(text)
        let found = all.filter { $0.severity != .note }
        #expect(found.map(\.rule) == [.scrollContentPinnedToFrame])
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "\"content\" is pinned to the frame of \"scroll\" at its top and bottom (`content.top == scroll.frameLayoutGuide.top`, `content.bottom == scroll.frameLayoutGuide.bottom`) instead of its content layout guide: it stays where the frame is, contentSize stays 0 × 0, and \"scroll\" never scrolls vertically")
        let fix = try #require(warning.fix)
        #expect(fix.description.hasSuffix("and add `content.width == scroll.frameLayoutGuide.width`"))
        let fixed = layout.applying(fix)
        #expect(try LayoutEngine(fixed).result.scrollView("scroll")?.contentSize == Size(width: 393, height: 386))
        #expect(try LayoutChecker().check(fixed).filter { $0.severity != .note }.isEmpty)
    }

    /// The same mistake with content taller than the frame on the iPhone SE: one warning, not
    /// a compression tie per squeezed view (the ties are what the pins cause).
    @Test func contentPinnedToTheFrameGuideSqueezes() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [ { "id": "a", "kind": "label", "intrinsicSize": { "width": 200, "height": 400 } },
                                             { "id": "b", "kind": "label", "intrinsicSize": { "width": 200, "height": 400 } } ] }
            """, constraints: ["content.edges == scroll.frameLayoutGuide.edges", "a.top == content.top", "a.horizontalEdges == content.horizontalEdges",
                               "b.top == a.bottom", "b.horizontalEdges == content.horizontalEdges", "b.bottom == content.bottom"])
        let found = try problems(text, screens: [.iPhoneSE])
        #expect(found.map(\.rule) == [.scrollContentPinnedToFrame])
    }

    /// The last link written as an inequality: the error names it and the fix makes it `==`.
    @Test(arguments: ["body.bottom <= content.bottom - 20", "content.bottom >= body.bottom + 20"])
    func lastLinkAnInequality(link: String) throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [ { "id": "body", "kind": "label", "intrinsicSize": { "width": 300, "height": 900 } } ] }
            """, constraints: ["content.edges == scroll.contentLayoutGuide.edges", "content.width == scroll.frameLayoutGuide.width",
                               "body.top == content.top + 20", "body.horizontalEdges == content.horizontalEdges + 16", link])
        let (layout, all) = try checked(text)
        let found = all.filter { $0.severity != .note }
        #expect(found.map(\.rule) == [.scrollContentHeightAmbiguous])
        let error = try #require(found.first)
        #expect(error.message.contains("is an inequality: it keeps \"body\" inside the content but does not fix the content's height"))
        #expect(error.origin == .layoutFile(path: "t.layout.json", line: 11, column: 6))
        let fixed = layout.applying(try #require(error.fix))
        #expect(fixed.constraints.count == layout.constraints.count)
        #expect(try LayoutEngine(fixed).result.scrollView("scroll")?.contentSize.height == 940)
    }

    /// A label 10 points out on the right because its trailing constant has the wrong sign:
    /// the trailing constraint is blamed (not the correct leading one), and the fix leaves the
    /// label inside on both sides.
    @Test func outsideOnTheRightBlamesTheTrailingEdge() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "title", "kind": "label", "intrinsicSize": { "width": 120, "height": 21 } } ] },
              "constraints": ["title.top == root.safeArea.top + 20", "title.leading == root.leading + 20", "title.trailing == root.trailing + 10"] }
            """
        let (layout, all) = try checked(text)
        let found = all.filter { $0.severity != .note }
        #expect(found.map(\.rule) == [.viewOutsideVisibleArea])
        let warning = try #require(found.first)
        #expect(warning.message == "The trailing edge of \"title\" is 10 past the right edge of the screen (it spans 20…403), so that part is never seen: `title.trailing == root.trailing + 10` places that edge")
        #expect(warning.fix?.description == "replace `title.trailing == root.trailing + 10` by `title.trailing == root.trailing - 10`")
        let fixed = layout.applying(try #require(warning.fix))
        #expect(try LayoutEngine(fixed).result.frame(of: "title") == Rect(x: 20, y: 79, width: 363, height: 21))
    }

    /// A scroll view 20 points too tall: its bottom constraint is blamed, not its correct top.
    @Test func scrollViewTooTallBlamesItsBottom() throws {
        let text = """
            { "screen": "iPhone SE", "root": { "id": "root", "subviews": [ { "id": "scroll", "kind": "scrollView" } ] },
              "constraints": ["scroll.top == root.safeArea.top", "scroll.horizontalEdges == root.horizontalEdges", "scroll.bottom == root.bottom + 20"] }
            """
        let found = try problems(text)
        #expect(found.map(\.rule) == [.viewOutsideVisibleArea])
        #expect(found.first?.constraints.map(\.description) == ["scroll.bottom == root.bottom + 20"])
        #expect(found.first?.message.hasPrefix("The bottom edge of \"scroll\" is 20 past the bottom edge of the screen") == true)
    }

    /// A fix that would put the view out on the other side is not offered: the premise (part
    /// of it outside, on either side) still holds afterwards.
    @Test func fixThatMovesTheViewOutTheOtherWayIsRefused() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "bar", "intrinsicSize": { "width": 380, "height": 21 } } ] },
              "constraints": ["bar.top == root.safeArea.top", "bar.leading == root.leading + 20"] }
            """
        let found = try problems(text)
        #expect(found.map(\.rule) == [.viewOutsideVisibleArea])
        // Turning +20 round puts the bar at -20…360: still outside, so no fix; dropping the
        // constant puts it at 0…380, inside.
        #expect(found.first?.fix?.description == "replace `bar.leading == root.leading + 20` by `bar.leading == root.leading`")
    }

    /// Content shorter than its frame, overhung by a view that stays inside the frame: every
    /// part is seen without scrolling, so nothing is unreachable.
    @Test func overhangInsideTheFrameIsReachable() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [ { "id": "box" } ] }
            """, constraints: ["content.edges == scroll.contentLayoutGuide.edges", "content.width == scroll.frameLayoutGuide.width",
                               "content.height == 200", "box.top == content.top", "box.leading == content.leading", "box.width == 100",
                               "box.height == 300"])
        #expect(try problems(text).filter { $0.rule == .scrollContentUnreachable }.isEmpty)
    }

    /// Two views past the content's end for one cause: one issue naming both, and the
    /// constraint that ends the content.
    @Test func unreachableViewsAreOneIssue() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [ { "id": "a" }, { "id": "b" }, { "id": "c" } ] }
            """, constraints: ["content.edges == scroll.contentLayoutGuide.edges", "content.width == scroll.frameLayoutGuide.width",
                               "a.top == content.top", "a.horizontalEdges == content.horizontalEdges", "a.height == 1000",
                               "content.bottom == a.bottom", "b.top == a.bottom", "b.leading == content.leading", "b.width == 50",
                               "b.height == 50", "c.top == b.bottom", "c.leading == content.leading", "c.width == 50", "c.height == 50"])
        let found = try problems(text).filter { $0.rule == .scrollContentUnreachable }
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("Part of \"b\", \"c\" lies up to 100 past the end of what \"scroll\" can show") == true)
        #expect(found.first?.fix?.description == "replace `content.bottom == a.bottom` by `content.bottom == c.bottom`")
    }

    /// A view the app's code sizes (an image view whose image code sets) settles what rests on
    /// it: the content height it leaves free is a note that says so.
    @Test func issueOnAViewTheCodeSizesIsANote() throws {
        let text = DiagnosticsTrustTests.page(content: """
            { "id": "content", "subviews": [ { "id": "photo", "kind": "imageView", "decidedByCode": "the app sets its image", "frame": { "x": 0, "y": 0, "width": 393, "height": 200 }, "translatesAutoresizingMaskIntoConstraints": false } ] }
            """, constraints: ["content.edges == scroll.contentLayoutGuide.edges", "content.width == scroll.frameLayoutGuide.width",
                               "photo.edges == content.edges"])
        #expect(try problems(text).isEmpty)
        let note = try #require(try issues(text).first { $0.rule == .scrollContentHeightAmbiguous })
        #expect(note.severity == .note)
        #expect(note.message.contains("decided by the app's code: \"photo\": the app sets its image"))
        #expect(note.fix == nil)
    }

    /// A constraint the app holds and changes (an outlet): a warning that rests on it is a note.
    @Test func issueOnAConstraintTheCodeChangesIsANote() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "banner", "intrinsicSize": { "width": 393, "height": 60 } } ] },
              "constraints": ["banner.leading == root.leading", { "constraint": "banner.bottom == root.top + 20", "changedByCode": true }] }
            """
        #expect(try problems(text).isEmpty)
        let note = try #require(try issues(text).first { $0.rule == .viewOutsideVisibleArea })
        #expect(note.message.contains("decided by the app's code: it holds `banner.bottom == root.top + 20` through an outlet"))
    }

    /// A size read off a stored frame is an estimate: an issue that goes away when the
    /// estimates are a little smaller or larger is a note, not a warning.
    @Test func issueThatRestsOnAnEstimateIsANote() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "title", "kind": "label", "intrinsicSize": { "width": 390, "height": 21, "estimated": true } } ] },
              "constraints": ["title.top == root.safeArea.top", "title.leading == root.leading + 10"] }
            """
        #expect(try problems(text).isEmpty)
        let note = try #require(try issues(text).first { $0.rule == .viewOutsideVisibleArea })
        #expect(note.message.contains("it rests on the estimated size of \"title\""))
    }

    /// A hidden view's freedom is not shown: nothing of it is seen.
    @Test func hiddenViewsAreNotAmbiguous() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "box", "hidden": true, "subviews": [ { "id": "inner" } ] } ] },
              "constraints": ["box.top == root.top + 100", "box.leading == root.leading + 20", "box.width == 100", "inner.top == box.top"] }
            """
        #expect(try problems(text).isEmpty)
    }

    /// Removing an exact copy is always offered, whatever else is wrong in the layout.
    @Test func duplicateRemovalIsAlwaysOffered() throws {
        let text = """
            { "screen": "iPhone 15", "root": { "id": "root", "subviews": [ { "id": "box" }, { "id": "loose" } ] },
              "constraints": ["box.top == root.top + 100", "box.leading == root.leading + 20", "box.size == 100",
                              "box.top == root.top + 100", "loose.top == root.top"] }
            """
        let all = try issues(text)
        #expect(all.contains { $0.rule == .ambiguousLayout && $0.severity == .error })
        #expect(all.first { $0.rule == .duplicateConstraint }?.fix?.description == "remove `box.top == root.top + 100`")
    }
}
