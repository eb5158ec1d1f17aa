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
        try LayoutChecker(screens: screens).check(try LayoutFile.decode(text, path: "t.layout.json"))
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
        let found = try problems(text)
        #expect(found.map(\.rule) == [.scrollContentWidthUntied])
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
        let warning = try #require(all.first { $0.rule == .scrollContentPinnedToFrame })
        #expect(warning.severity == .warning)
        #expect(warning.constraints.map(\.description) == ["content.top == scroll.frameLayoutGuide.top", "content.bottom == scroll.frameLayoutGuide.bottom"])
        let error = try #require(all.first { $0.rule == .scrollContentHeightAmbiguous })
        #expect(error.fix?.description == "replace `content.top == scroll.frameLayoutGuide.top` by `content.top == scroll.contentLayoutGuide.top`, and replace `content.bottom == scroll.frameLayoutGuide.bottom` by `content.bottom == scroll.contentLayoutGuide.bottom`")
        // Applied, the page scrolls: 400 + 8 + 400 + 8 tall, and nothing is left.
        let fixed = layout.applying(try #require(error.fix))
        #expect(try LayoutEngine(fixed).result.scrollView("scroll")?.contentSize.height == 816)
        #expect(try LayoutChecker().check(fixed).filter { $0.severity != .note }.isEmpty)
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
        #expect(found.first?.message == "\"stack\" reaches 664 past the end of the content of \"scroll\" (568 tall): that part can never be scrolled into view")
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
        #expect(found.first?.message == "\"title\" sticks out 10 past the left edge of the screen, so that part is never seen: `title.leading == root.leading - 10` places it")
        #expect(found.first?.fix?.description == "replace `title.leading == root.leading - 10` by `title.leading == root.leading + 10`")
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
}
