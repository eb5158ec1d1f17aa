import Testing
@testable import ScrollLayout
import Cassowary

/// Diagnostics: every rule on a layout that triggers it, the suggested fix, and the same
/// layout with the fix applied coming out clean.
@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("a spent pivot budget is a note naming the solver's health, never silent")
    func pivotBudgetNote() throws {
        var engine = try LayoutEngine(page())
        #expect(engine.solverHealth == SolverHealth())
        #expect(!engine.diagnose().contains { $0.rule == .solverPivotBudget })
        // Starve the solver (no pivot allowed) and make it re-solve: the run is cut short. (A
        // new screen no longer does: the root's size constraints are replaced in place.)
        engine.solver.pivotBudgetOverride = 0
        try engine.setIntrinsicContentSize(IntrinsicSize(width: 90, height: 64), for: "button")
        #expect(engine.solverHealth.exhaustedPivotBudgets > 0)
        let note = try #require(engine.diagnose().first { $0.rule == .solverPivotBudget })
        #expect(note.severity == .note)
        #expect(note.details.contains { $0.contains("exhausted_pivot_budgets=\(engine.solverHealth.exhaustedPivotBudgets)") })
    }

    /// The parts of the seed's canonical page (§5.3) that the broken-chain cases remove.
    enum Part: Hashable { case lastBottom, containerBottom, containerWidth, titleHeight }

    /// The canonical page: content pinned to the content guide, as wide as the frame, holding
    /// title (21), image (300) and button (44) chained top+20, 16, 16, bottom−20.
    func page(without missing: Set<Part> = [], extra: [LayoutConstraint] = [], configure: (inout View) -> Void = { _ in }) -> Layout {
        var scroll = View("scroll", kind: .scrollView, subviews: [
            plain("content", [
                label("title", width: 120, height: missing.contains(.titleHeight) ? nil : 21), plain("image"),
                View("button", kind: .button, intrinsicContentSize: IntrinsicSize(width: 90, height: 44)),
            ]),
        ])
        scroll.scroll?.contentInsetAdjustmentBehavior = .never
        configure(&scroll)
        var constraints = edges(.view("scroll"), .view("root")) + [
            c(.view("content"), .top, .equal, .contentLayoutGuide("scroll"), .top),
            c(.view("content"), .leading, .equal, .contentLayoutGuide("scroll"), .leading),
            c(.view("content"), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing),
            c("title", .top, .equal, "content", .top, 20), c("image", .top, .equal, "title", .bottom, 16),
            c("button", .top, .equal, "image", .bottom, 16),
            c("title", .leading, .equal, "content", .leading, 16), c("image", .leading, .equal, "content", .leading),
            c("image", .trailing, .equal, "content", .trailing), c("button", .leading, .equal, "content", .leading, 16),
            c("image", .height, .equal, nil, nil, 300),
        ]
        if !missing.contains(.containerBottom) { constraints.append(c(.view("content"), .bottom, .equal, .contentLayoutGuide("scroll"), .bottom)) }
        if !missing.contains(.containerWidth) { constraints.append(c(.view("content"), .width, .equal, .frameLayoutGuide("scroll"), .width)) }
        if !missing.contains(.lastBottom) { constraints.append(c("button", .bottom, .equal, "content", .bottom, -20)) }
        return Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: constraints + extra)
    }

    /// Errors and warnings only.
    func problems(_ layout: Layout) throws -> [LayoutIssue] {
        try layout.diagnose().filter { $0.severity != .note }
    }

    /// The single problem of a layout, which must follow the given rule.
    func single(_ layout: Layout, _ rule: LayoutIssue.Rule) throws -> LayoutIssue {
        let found = try problems(layout)
        #expect(found.count == 1, "\(found)")
        let issue = try #require(found.first)
        #expect(issue.rule == rule)
        return issue
    }

    /// The canonical page without the constraints whose first anchor is `anchor`.
    func page(takingOut anchor: Anchor) -> Layout {
        var layout = page()
        layout.constraints.removeAll { $0.first == anchor }
        return layout
    }

    /// The layout's single problem follows the rule, reads `message`, and its fix, shown as
    /// `fix`, leaves no problem behind.
    func expectSingle(_ layout: Layout, _ rule: LayoutIssue.Rule, message: String, fix: String) throws {
        let issue = try single(layout, rule)
        #expect(issue.message == message)
        try expectFixWorks(layout, issue, fix)
    }

    /// The fix as text, and the layout with it applied has no problems left.
    func expectFixWorks(_ layout: Layout, _ issue: LayoutIssue, _ text: String) throws {
        let fix = try #require(issue.fix)
        #expect(fix.description == text)
        let fixed = layout.applying(fix)
        let remaining = try problems(fixed)
        #expect(remaining.isEmpty, "\(remaining)")
    }

    @Test func canonicalPageIsClean() throws {
        #expect(try page().diagnose().isEmpty)
    }

    // MARK: Broken chains (the four classic cases)

    /// The last subview has no bottom constraint: the chain ends at button.bottom, and the fix
    /// mirrors the 20-point top gap.
    @Test func lastSubviewWithoutBottom() throws {
        let layout = page(without: [.lastBottom])
        let issue = try single(layout, .scrollContentHeightAmbiguous)
        #expect(issue.severity == .error)
        #expect(issue.message == "Scrollable content height is ambiguous for \"scroll\": the chain from scroll.contentLayoutGuide.top ends at button.bottom; nothing connects it to content.bottom")
        #expect(issue.items.contains(.view("button")))
        #expect(issue.details.contains("  image.bottom → button.top: `button.top == image.bottom + 16`"))
        try expectFixWorks(layout, issue, "add `button.bottom == content.bottom - 20`")
        #expect(try LayoutEngine(layout.applying(try #require(issue.fix))).result.scrollView("scroll")?.contentSize.height == 437)
    }

    /// The container has no bottom pin: its own chain is closed, so the missing link is from
    /// the container to the content guide.
    @Test func containerWithoutBottomPin() throws {
        let layout = page(without: [.containerBottom])
        let issue = try single(layout, .scrollContentHeightAmbiguous)
        #expect(issue.message.hasSuffix("the chain from scroll.contentLayoutGuide.top ends at content.bottom; nothing connects it to scroll.contentLayoutGuide.bottom"))
        try expectFixWorks(layout, issue, "add `content.bottom == scroll.contentLayoutGuide.bottom`")
    }

    /// Both links missing: the fix closes the chain through the container.
    @Test func bothLinksMissing() throws {
        let layout = page(without: [.containerBottom, .lastBottom])
        let issue = try single(layout, .scrollContentHeightAmbiguous)
        try expectFixWorks(layout, issue, "add `button.bottom == content.bottom - 20` and `content.bottom == scroll.contentLayoutGuide.bottom`")
    }

    /// A label without an intrinsic height: the chain passes through it but cannot cross it.
    @Test func labelWithoutIntrinsicHeight() throws {
        let layout = page(without: [.titleHeight])
        let issue = try single(layout, .scrollContentHeightAmbiguous)
        #expect(issue.message == "Scrollable content height is ambiguous for \"scroll\": \"title\" has no height (no intrinsic height and no height constraint), so its top and bottom do not fix each other")
        try expectFixWorks(layout, issue, "add `title.height == 21`")
        // A minimum only bounds it from one side, and the message says so.
        let bounded = page(without: [.titleHeight], extra: [c("title", .height, .greaterThanOrEqual, nil, nil, 10)])
        let minimum = try single(bounded, .scrollContentHeightAmbiguous)
        #expect(minimum.message == "Scrollable content height is ambiguous for \"scroll\": \"title\" has no height (only `title.height >= 10` bounds it, from one side), so its top and bottom do not fix each other")
    }

    /// Each content edge reaches a view whose height nothing fixes (a header pinned to the top,
    /// a footer to the bottom): the message says what each edge reaches, not that nothing
    /// connects to them.
    @Test func edgesReachViewsWithFreeHeights() throws {
        var scroll = View("scroll", kind: .scrollView, subviews: [plain("header"), plain("footer")])
        scroll.scroll?.contentInsetAdjustmentBehavior = .never
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: edges(.view("scroll"), .view("root")) + [
            c(.view("header"), .top, .equal, .contentLayoutGuide("scroll"), .top),
            c(.view("footer"), .bottom, .equal, .contentLayoutGuide("scroll"), .bottom),
            c(.view("footer"), .top, .greaterThanOrEqual, .view("header"), .bottom, 20),
            c(.view("header"), .leading, .equal, .contentLayoutGuide("scroll"), .leading),
            c(.view("header"), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing),
            c(.view("header"), .width, .equal, .frameLayoutGuide("scroll"), .width),
            c(.view("footer"), .leading, .equal, .contentLayoutGuide("scroll"), .leading),
            c(.view("footer"), .width, .equal, .frameLayoutGuide("scroll"), .width),
        ])
        let issue = try #require(try problems(layout).first { $0.rule == .scrollContentHeightAmbiguous })
        #expect(issue.message.hasSuffix("scroll.contentLayoutGuide.top reaches header.top and scroll.contentLayoutGuide.bottom reaches footer.bottom, but \"header\" and \"footer\" have no fixed height, so nothing spans the content from one edge to the other"), "\(issue.message)")
    }

    /// No width link: the content's width is free; tie it to the frame guide.
    @Test func contentWidthMissing() throws {
        let layout = page(without: [.containerWidth])
        let issue = try single(layout, .scrollContentWidthAmbiguous)
        #expect(issue.message.contains("nothing ties the content's width to the scroll view's frame"))
        try expectFixWorks(layout, issue, "add `content.width == scroll.frameLayoutGuide.width`")
    }

    /// The content view is as wide as the frame but pinned to the content guide's leading edge
    /// only: the tie is there, the chain is open. The message says so (not "nothing ties the
    /// content's width to the frame"), and the fix is the missing edge, not a second tie.
    @Test func contentTiedToTheFrameWithAnOpenChain() throws {
        try expectSingle(page(takingOut: Anchor(.view("content"), .trailing)), .scrollContentWidthAmbiguous,
                         message: "Scrollable content width is ambiguous for \"scroll\": the chain from scroll.contentLayoutGuide.leading ends at content.trailing; nothing connects it to scroll.contentLayoutGuide.trailing",
                         fix: "add `content.trailing == scroll.contentLayoutGuide.trailing`")
    }

    /// A page whose width comes from its own views (pinned 20 in from each side, as wide as the
    /// frame only by their lengths) and whose vertical chain misses a height: a vertical page,
    /// not a horizontal scroller, so the message names the missing height and not a tie of the
    /// content's height to the frame. A strip with a row centred in it, whose views reach
    /// neither its top nor its bottom, is the horizontal scroller, and keeps that message.
    @Test func aPageAsWideAsItsFrameIsNotAHorizontalScroller() throws {
        func scroller(_ views: [View], _ constraints: [LayoutConstraint]) -> Layout {
            var scroll = View("scroll", kind: .scrollView, subviews: views)
            scroll.scroll?.contentInsetAdjustmentBehavior = .never
            return Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: edges(.view("scroll"), .view("root")) + constraints)
        }
        let page = scroller([label("title", width: 353, height: 21), plain("image")], [
            c(.view("title"), .leading, .equal, .contentLayoutGuide("scroll"), .leading, 20),
            c(.view("title"), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing, -20),
            c(.view("image"), .leading, .equal, .view("title"), .leading), c(.view("image"), .trailing, .equal, .view("title"), .trailing),
            c(.view("title"), .top, .equal, .contentLayoutGuide("scroll"), .top, 20),
            c("image", .top, .equal, "title", .bottom, 8),
            c(.view("image"), .bottom, .equal, .contentLayoutGuide("scroll"), .bottom, -20),
        ])
        let issue = try single(page, .scrollContentHeightAmbiguous)
        #expect(issue.message == "Scrollable content height is ambiguous for \"scroll\": \"image\" has no height (no intrinsic height and no height constraint), so its top and bottom do not fix each other")
        let strip = scroller([label("chip", width: 60, height: 30)], [
            c(.view("chip"), .leading, .equal, .contentLayoutGuide("scroll"), .leading),
            c(.view("chip"), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing),
            c(.view("chip"), .centerY, .equal, .contentLayoutGuide("scroll"), .centerY),
        ])
        let across = try single(strip, .scrollContentHeightAmbiguous)
        #expect(across.message.hasSuffix("nothing ties the content's height to the scroll view's frame (it scrolls horizontally, so its height should follow the frame)"), "\(across.message)")
    }

    /// The content follows the frame guide, but the scroll view itself is pinned by its leading
    /// edge only: the freedom is the scroll view's width. It is reported there, with the
    /// missing edge as the fix, not as content that nothing ties to the frame (it is tied).
    @Test func contentFollowsAFrameThatIsFree() throws {
        try expectSingle(page(takingOut: Anchor(.view("scroll"), .trailing)), .ambiguousLayout,
                         message: "\"scroll\" has an ambiguous layout: Need constraints for: width", fix: "add `scroll.trailing == root.trailing`")
        // The same on the other axis, where the content's height is its own chain's.
        try expectSingle(page(takingOut: Anchor(.view("scroll"), .bottom)), .ambiguousLayout,
                         message: "\"scroll\" has an ambiguous layout: Need constraints for: height", fix: "add `scroll.bottom == root.bottom`")
        // Content a multiple of the frame: two pages, each as wide as the frame.
        let pager = View("pager", kind: .scrollView, subviews: [plain("row", [plain("page1"), plain("page2")])])
        var constraints = [
            c(.view("pager"), .top, .equal, .view("root"), .top), c(.view("pager"), .bottom, .equal, .view("root"), .bottom),
            c(.view("pager"), .leading, .equal, .view("root"), .leading),
            c(.view("row"), .top, .equal, .contentLayoutGuide("pager"), .top), c(.view("row"), .bottom, .equal, .contentLayoutGuide("pager"), .bottom),
            c(.view("row"), .leading, .equal, .contentLayoutGuide("pager"), .leading),
            c(.view("row"), .trailing, .equal, .contentLayoutGuide("pager"), .trailing),
            c(.view("row"), .height, .equal, .frameLayoutGuide("pager"), .height),
            c("page1", .leading, .equal, "row", .leading), c("page2", .leading, .equal, "page1", .trailing),
            c("page2", .trailing, .equal, "row", .trailing),
        ]
        for page in ["page1", "page2"] {
            constraints += [c(.view(page), .width, .equal, .frameLayoutGuide("pager"), .width),
                            c(page, .top, .equal, "row", .top), c(page, .bottom, .equal, "row", .bottom)]
        }
        var pagerView = pager
        pagerView.scroll?.contentInsetAdjustmentBehavior = .never
        let pages = Layout(screen: .iPhone15, root: plain("root", [pagerView]), constraints: constraints)
        try expectSingle(pages, .ambiguousLayout, message: "\"pager\" has an ambiguous layout: Need constraints for: width",
                         fix: "add `pager.trailing == root.trailing`")
    }

    /// A frame that follows free content through an optional constraint (a sheet as tall as its
    /// content, `scroll.height == content.height @250`): the content's own freedom moves the
    /// frame, and it is reported as the content's.
    @Test func aFrameThatFollowsFreeContentLeavesTheContentReported() throws {
        let scroll = View("scroll", kind: .scrollView, subviews: [plain("content")])
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: [
            c(.view("scroll"), .leading, .equal, .view("root"), .leading),
            c(.view("scroll"), .trailing, .equal, .view("root"), .trailing),
            c(.view("scroll"), .bottom, .equal, .view("root"), .bottom),
            c(.view("content"), .top, .equal, .contentLayoutGuide("scroll"), .top),
            c(.view("content"), .bottom, .equal, .contentLayoutGuide("scroll"), .bottom),
            c(.view("content"), .leading, .equal, .contentLayoutGuide("scroll"), .leading),
            c(.view("content"), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing),
            c(.view("content"), .width, .equal, .frameLayoutGuide("scroll"), .width),
            c(.view("scroll"), .height, .equal, .view("content"), .height, priority: .defaultLow),
        ])
        let found = try problems(layout)
        #expect(found.contains { $0.rule == .scrollContentHeightAmbiguous }, "\(found)")
    }

    /// The chain from the top and the chain from the bottom do not meet.
    @Test func gapInTheMiddle() throws {
        let scroll = View("scroll", kind: .scrollView, subviews: [plain("a"), plain("b")])
        var constraints = edges(.view("scroll"), .view("root")) + [
            c(.view("a"), .top, .equal, .contentLayoutGuide("scroll"), .top, 10), c("a", .height, .equal, nil, nil, 100),
            c(.view("b"), .bottom, .equal, .contentLayoutGuide("scroll"), .bottom, -10), c("b", .height, .equal, nil, nil, 100),
        ]
        for id in ["a", "b"] {
            constraints += [c(.view(id), .leading, .equal, .contentLayoutGuide("scroll"), .leading),
                            c(.view(id), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing),
                            c(.view(id), .width, .equal, .frameLayoutGuide("scroll"), .width)]
        }
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: constraints)
        let issue = try single(layout, .scrollContentHeightAmbiguous)
        #expect(issue.message.hasSuffix("reaches a.bottom and the chain from scroll.contentLayoutGuide.bottom reaches b.top, but nothing connects them"))
        try expectFixWorks(layout, issue, "add `b.top == a.bottom + 8`")
    }

    /// A footer pushed to the bottom of content kept at least as tall as the frame: the `>=`
    /// leaves the content any taller. The fix is the usual partner of the minimum, the same
    /// equality at `.defaultLow`: the footer sits 16 above the bottom (852 − 16 − 14.5), where
    /// closing the gap instead would stretch it to fill the screen.
    @Test func stickyFooterNeedsTheLowPriorityEquality() throws {
        let scroll = View("scroll", kind: .scrollView, subviews: [plain("content", [plain("button"), label("footer", height: 14.5)])])
        var constraints = edges(.view("scroll"), .view("root")) + edges(.view("content"), .contentLayoutGuide("scroll")) + [
            c(.view("content"), .width, .equal, .frameLayoutGuide("scroll"), .width),
            c(.view("content"), .height, .greaterThanOrEqual, .frameLayoutGuide("scroll"), .height),
            c("button", .top, .equal, "content", .top, 20), c("button", .height, .equal, nil, nil, 50),
            c("footer", .top, .greaterThanOrEqual, "button", .bottom, 24),
            c("footer", .bottom, .equal, "content", .bottom, -16),
        ]
        for id in ["button", "footer"] {
            constraints += [c(id, .leading, .equal, "content", .leading, 24), c(id, .trailing, .equal, "content", .trailing, -24)]
        }
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: constraints)
        let issue = try single(layout, .scrollContentHeightAmbiguous)
        try expectFixWorks(layout, issue, "add `content.height == scroll.frameLayoutGuide.height @250`")
        let fixed = try LayoutEngine(layout.applying(try #require(issue.fix))).result
        #expect(fixed.view("footer")?.frame == Rect(x: 24, y: 821.5, width: 345, height: 14.5))
        #expect(issue.candidateFixes.count == 2)
    }

    /// A stack in a scroll view with an arranged view of no height: the scroll error names it.
    @Test func sizelessViewInAStackInAScrollView() throws {
        var stack = View("stack", kind: .stackView, subviews: [label("a", height: 21), plain("spacer"), label("b", height: 21)])
        stack.stack?.axis = .vertical
        let scroll = View("scroll", kind: .scrollView, subviews: [stack])
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints:
            edges(.view("scroll"), .view("root")) + edges(.view("stack"), .contentLayoutGuide("scroll"))
            + [c(.view("stack"), .width, .equal, .frameLayoutGuide("scroll"), .width)])
        let issue = try single(layout, .scrollContentHeightAmbiguous)
        #expect(issue.message.contains("\"spacer\" has no height"))
        try expectFixWorks(layout, issue, "add `spacer.height == 44`")
    }

    /// A horizontal carousel whose last card has no trailing link, in both directions: the fix
    /// names the trailing (or, right to left, the physical left) edge and mirrors the 12-point gap.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func carouselWithoutTrailingLink(direction: LayoutDirection) throws {
        let cards = (0..<3).map { plain("card\($0)") }
        let scroll = View("carousel", kind: .scrollView, subviews: [plain("row", cards)])
        var constraints = edges(.view("carousel"), .view("root")) + [
            c(.view("row"), .top, .equal, .contentLayoutGuide("carousel"), .top),
            c(.view("row"), .bottom, .equal, .contentLayoutGuide("carousel"), .bottom),
            c(.view("row"), .leading, .equal, .contentLayoutGuide("carousel"), .leading),
            c(.view("row"), .trailing, .equal, .contentLayoutGuide("carousel"), .trailing),
            c(.view("row"), .height, .equal, .frameLayoutGuide("carousel"), .height),
        ]
        for index in 0..<3 {
            let previous = index == 0 ? "row" : "card\(index - 1)"
            constraints += [c("card\(index)", .leading, .equal, previous, index == 0 ? .leading : .trailing, 12),
                            c("card\(index)", .width, .equal, nil, nil, 300),
                            c("card\(index)", .top, .equal, "row", .top), c("card\(index)", .bottom, .equal, "row", .bottom)]
        }
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: constraints, direction: direction)
        let issue = try single(layout, .scrollContentWidthAmbiguous)
        let edge = direction == .leftToRight ? "trailing" : "left"
        #expect(issue.message.hasSuffix("ends at card2.\(edge); nothing connects it to row.\(edge)"))
        try expectFixWorks(layout, issue, direction == .leftToRight ? "add `card2.trailing == row.trailing - 12`" : "add `card2.left == row.left + 12`")
        let fixed = try LayoutEngine(layout.applying(try #require(issue.fix))).result
        #expect(close(fixed.scrollView("carousel")?.contentSize, Size(width: 3 * 312 + 12, height: 852)))
    }

    /// A scroll view whose content no constraint touches uses its manual content size: UIKit
    /// does not derive one, and nothing is ambiguous.
    @Test func manualContentIsNotAmbiguous() throws {
        var photo = View("photo")
        photo.translatesAutoresizingMaskIntoConstraints = true
        photo.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        let scroll = View("scroll", kind: .scrollView, subviews: [photo])
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: edges(.view("scroll"), .view("root")))
        #expect(try problems(layout).isEmpty)
    }

    // MARK: Ambiguous views

    @Test func viewWithoutHeight() throws {
        let layout = Layout(screen: .iPhone15, root: plain("root", [plain("box")]), constraints: [
            c("box", .top, .equal, "root", .top, 100), c("box", .leading, .equal, "root", .leading, 20),
            c("box", .width, .equal, nil, nil, 200),
        ])
        let issue = try single(layout, .ambiguousLayout)
        #expect(issue.message == "\"box\" has an ambiguous layout: Need constraints for: height")
        #expect(issue.details.first?.hasPrefix("Two frames that satisfy every constraint equally well: (20, 100, 200, ") == true)
        try expectFixWorks(layout, issue, "add `box.height == 44`")
    }

    /// Pinned at the bottom only: either a top or a height fixes it.
    @Test func yPositionOrHeight() throws {
        let layout = Layout(screen: .iPhone15, root: plain("root", [plain("box")]), constraints: [
            c("box", .bottom, .equal, "root", .bottom, -100), c("box", .leading, .equal, "root", .leading, 20),
            c("box", .width, .equal, nil, nil, 200),
        ])
        let issue = try single(layout, .ambiguousLayout)
        #expect(issue.message.hasSuffix("Need constraints for: Y position or height"))
        try expectFixWorks(layout, issue, "add `box.height == 44`")
    }

    /// Nothing vertical at all; and one free height reported once, not again below it.
    @Test func freeHeightReportedOnce() throws {
        let layout = Layout(screen: .iPhone15, root: plain("root", [plain("box", [plain("inner")])]), constraints: [
            c("box", .leading, .equal, "root", .leading), c("box", .width, .equal, nil, nil, 200),
            c("inner", .leading, .equal, "box", .leading), c("inner", .trailing, .equal, "box", .trailing),
            c("inner", .top, .equal, "box", .top), c("inner", .bottom, .equal, "box", .bottom),
        ])
        let found = try problems(layout)
        #expect(found.map(\.message) == ["\"box\" has an ambiguous layout: Need constraints for: Y position, height"])
        let issue = try #require(found.first)
        try expectFixWorks(layout, issue, "add `box.height == 44` and `box.top == root.top`")
    }

    /// Two views stretched between the edges, hugging at the same priority: a tie.
    @Test func huggingTie() throws {
        func box(_ id: String) -> View {
            var view = View(id, intrinsicContentSize: IntrinsicSize(width: 100, height: 40))
            view.contentHuggingPriority = AxisPair(horizontal: 250, vertical: 250)
            return view
        }
        let layout = Layout(screen: .iPhone15, root: plain("root", [box("a"), box("b")]), constraints: [
            c("a", .leading, .equal, "root", .leading), c("b", .leading, .equal, "a", .trailing),
            c("b", .trailing, .equal, "root", .trailing), c("a", .top, .equal, "root", .top), c("b", .top, .equal, "root", .top),
        ])
        let issue = try single(layout, .ambiguousLayout)
        #expect(issue.message == "\"a\" has an ambiguous layout: Need constraints for: width (a tie between equal priorities)")
        #expect(issue.constraints.count == 2)
        try expectFixWorks(layout, issue, "set the horizontal content-hugging priority of `a` to 251")
    }

    // MARK: Conflicts

    @Test func conflictingHeights() throws {
        let second = c("box", .height, .equal, nil, nil, 200)
        let layout = Layout(screen: .iPhone15, root: plain("root", [plain("box")]), constraints: [
            c("box", .top, .equal, "root", .top), c("box", .leading, .equal, "root", .leading),
            c("box", .width, .equal, nil, nil, 100), c("box", .height, .equal, nil, nil, 100), second,
        ])
        let issue = try single(layout, .conflictingConstraints)
        #expect(issue.message == "Unable to simultaneously satisfy constraints: `box.height == 200` conflicts with 1 other constraint and was broken")
        #expect(issue.constraints.count == 2)
        #expect(issue.details.contains("It misses by 100 in the resulting layout."))
        try expectFixWorks(layout, issue, "set the priority of `box.height == 200` to 999")
    }

    /// Every repetition is noted against the first constraint that said it, either way round,
    /// in declaration order; an inactive copy and a different constant are not repetitions.
    @Test func duplicatesNameTheFirstSaying() throws {
        var inactive = c("box", .leading, .equal, "root", .leading, 8)
        inactive.isActive = false
        let layout = Layout(screen: .iPhone15, root: plain("root", [plain("box")]), constraints: [
            c("box", .top, .equal, "root", .top, 8), c("box", .leading, .equal, "root", .leading, 8),
            c("box", .width, .equal, nil, nil, 100), c("box", .height, .equal, nil, nil, 100),
            c("root", .top, .equal, "box", .top, -8), inactive, c("box", .top, .equal, "root", .top, 8),
            c("box", .top, .greaterThanOrEqual, "root", .top, 8), c("box", .top, .equal, "root", .top, 9, priority: Priority(10)),
            c("box", .top, .equal, "root", .top, 8),
        ])
        let notes = try LayoutEngine(layout).diagnose().filter { $0.rule == .duplicateConstraint }
        #expect(notes.map(\.message) == [
            "`root.top == box.top - 8` says what `box.top == root.top + 8` already says",
            "`box.top == root.top + 8` says what `box.top == root.top + 8` already says",
            "`box.top == root.top + 8` says what `box.top == root.top + 8` already says",
        ])
        #expect(notes.map { $0.constraints.map(\.id) } == [layout.constraints[0], layout.constraints[0], layout.constraints[0]].enumerated().map { index, first in
            [first.id, layout.constraints[[4, 6, 9][index]].id]
        })
    }

    // MARK: Scroll pitfalls

    @Test func contentWidthUntied() throws {
        let layout = page(without: [.containerWidth], extra: [c("content", .width, .equal, nil, nil, 320)])
        // A shape, not a fault (nothing is clipped or squashed): a note, with its fix.
        #expect(try problems(layout).isEmpty)
        let issue = try #require(try layout.diagnose().first { $0.rule == .scrollContentWidthUntied })
        #expect(issue.severity == .note)
        #expect(issue.message == "\"scroll\" is a vertical page (its content, 437 tall, fits the 852-tall frame on this screen), but its content's width is not tied to the frame: it is 320 against the frame's 393, so it does not fill the scroll view")
        #expect(issue.fix?.description == "replace `content.width == 320` by `content.width == scroll.frameLayoutGuide.width`")
    }

    /// A long label sets a short page's width: the content is wider than the frame and no
    /// taller, so it scrolls sideways only, and the rule says so: its height does not fill.
    @Test func contentWidthDriftsWithText() throws {
        let layout = page(without: [.containerWidth], extra: [c("title", .trailing, .equal, "content", .trailing, -16)])
            .replacingTitle(with: label("title", width: 600, height: 21))
        #expect(try problems(layout).isEmpty)
        let issue = try #require(try layout.diagnose().first { $0.rule == .scrollContentHeightUntied })
        #expect(issue.severity == .note)
        #expect(issue.message == "\"scroll\" scrolls horizontally (its content is 632 wide in a 393-wide frame), but its content's height is not tied to the frame: it is 437 against the frame's 852, so it does not fill the scroll view")
        #expect(issue.fix?.description == "add `content.height == scroll.frameLayoutGuide.height`")
    }

    @Test func contentEdgeUnpinned() throws {
        let layout = page(without: [.containerBottom], extra: [c(.contentLayoutGuide("scroll"), .height, .equal, nil, nil, 1000)])
        let issue = try single(layout, .scrollContentEdgeUnpinned)
        #expect(issue.message == "\"content\" is pinned to the content's top but not its bottom: \"scroll\" scrolls vertically (its content is 1000 tall in a 852-tall frame) and the content goes on 563 past \"content\", an empty band the user scrolls to")
        try expectFixWorks(layout, issue, "replace `scroll.contentLayoutGuide.height == 1000` by `content.bottom == scroll.contentLayoutGuide.bottom`")
    }

    /// Content tied to the frame's height while what is inside needs more: the title is
    /// squashed below its height, so the tie is a warning; `>=` lets the content grow.
    @Test func contentTiedToFrame() throws {
        let tie = c(.view("content"), .height, .equal, .frameLayoutGuide("scroll"), .height)
        let layout = page(extra: [tie]).replacingImageHeight(with: c("image", .height, .equal, nil, nil, 900))
        let issue = try single(layout, .scrollContentTiedToFrame)
        #expect(issue.message == "The content height of \"scroll\" is tied to its frame (`content.height == scroll.frameLayoutGuide.height`), so it cannot grow to hold what is inside: \"title\" (0 of 21), \"button\" (0 of 44) are squashed, and it never scrolls vertically")
        try expectFixWorks(layout, issue, "replace `content.height == scroll.frameLayoutGuide.height` by `content.height >= scroll.frameLayoutGuide.height`")
    }

    /// The same tie with room to spare squashes nothing: a page that fits is a design.
    @Test func contentTiedToFrameThatFits() throws {
        let tie = c(.view("content"), .height, .equal, .frameLayoutGuide("scroll"), .height)
        let layout = page(extra: [tie]).replacingImageHeight(with: c("image", .height, .equal, nil, nil, 300, priority: 249))
        #expect(try problems(layout).isEmpty)
    }

    @Test func automaticInsetNote() throws {
        let layout = page { $0.scroll?.contentInsetAdjustmentBehavior = .automatic }
            .replacingImageHeight(with: c("image", .height, .equal, nil, nil, 2000))
        let notes = try layout.diagnose().filter { $0.rule == .scrollAutomaticInset }
        let issue = try #require(notes.first)
        #expect(issue.severity == .note)
        #expect(issue.message == "\"scroll\" adds the safe area to its content inset (top 59, bottom 34) because contentInsetAdjustmentBehavior is .automatic")
        // Informative: whether the content should start below the bars is the app's choice.
        #expect(issue.fix == nil)
    }

    @Test func pagingWithInset() throws {
        let layout = page {
            $0.scroll?.isPagingEnabled = true
            $0.scroll?.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        }.replacingImageHeight(with: c("image", .height, .equal, nil, nil, 2000))
        let issue = try single(layout, .scrollPagingWithInset)
        #expect(issue.message.hasPrefix("\"scroll\" pages by its bounds (393×852) but has a content inset (top 20, bottom 0)"))
        try expectFixWorks(layout, issue, "turn off `scroll.isPagingEnabled` and snap in `scrollViewWillEndDragging` (page width and inset)")
    }

    // MARK: Stacks

    func stackLayout(_ arranged: [View], extra: [LayoutConstraint] = []) -> Layout {
        var stack = View("stack", kind: .stackView, subviews: arranged)
        stack.stack?.axis = .vertical
        stack.stack?.spacing = 8
        return Layout(screen: .iPhone15, root: plain("root", [stack]), constraints: [
            c("stack", .top, .equal, "root", .top, 100), c("stack", .leading, .equal, "root", .leading),
            c("stack", .trailing, .equal, "root", .trailing),
        ] + extra)
    }

    /// A hidden arranged view whose own height beats `UISV-hiding` keeps it, but it is out of
    /// the spacing chain: it overlaps its neighbour unseen and leaves no gap, so nothing is said.
    @Test func hiddenViewKeepingItsHeightLeavesNoGap() throws {
        var hidden = plain("photo")
        hidden.isHidden = true
        let height = c("photo", .height, .equal, nil, nil, 50)
        let layout = stackLayout([label("a", height: 21), hidden, label("b", height: 21)], extra: [height])
        #expect(try problems(layout).isEmpty)
        let result = try LayoutEngine(layout).result
        #expect(result.frame(of: "photo")?.height == 50)
        #expect(result.frame(of: "stack")?.height == 50)
        #expect(result.frame(of: "b")?.minY == 29)
    }

    @Test func arrangedViewWithoutSize() throws {
        let layout = stackLayout([label("a", height: 21), plain("divider"), label("b", height: 21)])
        let issue = try single(layout, .stackArrangedViewWithoutSize)
        #expect(issue.message == "Arranged view \"divider\" has no height in stack \"stack\": no intrinsic height and no height constraint")
        try expectFixWorks(layout, issue, "add `divider.height == 44`")
    }

    // MARK: Notes

    @Test func unsatisfiedOptional() throws {
        let wish = c("box", .height, .equal, nil, nil, 300, priority: 750)
        let layout = Layout(screen: .iPhone15, root: plain("root", [plain("box")]), constraints: [
            c("box", .top, .equal, "root", .top), c("box", .leading, .equal, "root", .leading),
            c("box", .width, .equal, nil, nil, 100), wish, c("box", .height, .lessThanOrEqual, nil, nil, 200),
        ])
        let issues = try layout.diagnose()
        #expect(issues.map(\.rule) == [.unsatisfiedOptional])
        #expect(issues.first?.message == "`box.height == 300 @750` is not met: box.height is 200, off by 100")
        #expect(issues.first?.severity == .note)
    }
}

extension Layout {
    /// The page with the title label replaced.
    func replacingTitle(with title: View) -> Layout {
        var copy = self
        copy.root = copy.root.updating("title") { $0 = title }
        return copy
    }

    /// The page with the image's fixed height swapped for another constraint.
    func replacingImageHeight(with constraint: LayoutConstraint) -> Layout {
        var copy = self
        copy.constraints.removeAll { $0.first == Anchor(.view("image"), .height) && $0.second == nil }
        copy.constraints.append(constraint)
        return copy
    }
}
