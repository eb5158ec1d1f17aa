import Testing
@testable import ScrollLayout

/// `scroll-content-overhang`: content sized to follow the frame that the offsets at its edges
/// push past it, with worked numbers (iPhone 15, 393 wide), the fix re-solved, and the shapes
/// that look alike but are designs (a reveal sized by its buttons, a tie written with a
/// constant, a drawer offset by a large part of the frame).
@Suite("Content overhang")
struct ContentOverhangTests {
    /// A vertical page: a scroll view inset `inset` from the root's sides, its content view
    /// 1 000 tall pinned to the content guide (leading offset `leading`; trailing unless
    /// `trailingPinned` is false), its width tied to `widthTie` (at `tieConstant`), and
    /// `siblings` beside it in the scroll view.
    func page(inset: Double = 0, leading: Double = 0, trailingPinned: Bool = true, widthTie: LayoutItem = .frameLayoutGuide("scroll"),
              tieConstant: Double = 0, siblings: [View] = [], extra: [LayoutConstraint] = []) -> Layout {
        var scroll = View("scroll", kind: .scrollView, subviews: [plain("content")] + siblings)
        scroll.scroll?.contentInsetAdjustmentBehavior = .never
        let trailing = trailingPinned ? [c(.view("content"), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing)] : []
        return Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: [
            c("scroll", .top, .equal, "root", .top), c("scroll", .bottom, .equal, "root", .bottom),
            c("scroll", .leading, .equal, "root", .leading, inset), c("scroll", .trailing, .equal, "root", .trailing, -inset),
            c(.view("content"), .top, .equal, .contentLayoutGuide("scroll"), .top),
            c(.view("content"), .bottom, .equal, .contentLayoutGuide("scroll"), .bottom),
            c(.view("content"), .leading, .equal, .contentLayoutGuide("scroll"), .leading, leading),
            c("content", .height, .equal, nil, nil, 1000),
            c(.view("content"), .width, .equal, widthTie, .width, tieConstant),
        ] + trailing + extra)
    }

    func overhangs(_ layout: Layout) throws -> [LayoutIssue] {
        try layout.diagnose().filter { $0.rule == .scrollContentOverhang }
    }

    /// The stack as wide as the controller's view in a scroll view inset 20 on each side: the
    /// content is 393 in a 353 frame, 40 sideways; tied to the frame guide instead, it fits.
    @Test func contentAsWideAsTheViewOfAnInsetScrollView() throws {
        let layout = page(inset: 20, widthTie: .view("root"))
        let issue = try #require(try overhangs(layout).first)
        #expect(issue.severity == .warning)
        #expect(issue.axis == .horizontal)
        #expect(issue.message == "The content of \"scroll\" is 393 wide in a 353-wide frame: its width follows the frame (`content.width == root.width`), and the offsets at its edges (`scroll.leading == root.leading + 20`, `scroll.trailing == root.trailing - 20`) add 40, so it scrolls 40 points sideways and that much of it is always out of view")
        let fix = try #require(issue.fix)
        #expect(fix.description == "replace `content.width == root.width` by `content.width == scroll.frameLayoutGuide.width`")
        let fixed = try LayoutEngine(layout.applying(fix))
        let scroll = try #require(fixed.result.scrollViews.first)
        #expect(scroll.contentSize == Size(width: 353, height: 1000))
        #expect(try overhangs(layout.applying(fix)).isEmpty)
    }

    /// A leading inset of 20 on content as wide as the frame: 413 in 393. Moving the tie to the
    /// frame guide changes nothing (it is there already); the tie less 20 fits, on every iPhone.
    @Test func insetContentAsWideAsTheFrame() throws {
        let layout = page(leading: 20)
        let issue = try #require(try overhangs(layout).first)
        #expect(issue.message.hasPrefix("The content of \"scroll\" is 413 wide in a 393-wide frame"))
        let fix = try #require(issue.fix)
        #expect(fix.description == "replace `content.width == scroll.frameLayoutGuide.width` by `content.width == scroll.frameLayoutGuide.width - 20`")
        let fixed = layout.applying(fix)
        #expect(try overhangs(fixed).isEmpty)
        #expect(try LayoutEngine(fixed).result.scrollViews.first?.contentSize.width == 393)
        let issues = try LayoutChecker(screens: Screen.iPhones).check(layout)
        let merged = try #require(issues.first { $0.rule == .scrollContentOverhang })
        #expect(merged.happensOnEveryScreen)
        #expect(merged.fix?.description == fix.description)
    }

    /// The same excess made by a view inside (buttons revealed by a swipe, 80 wide) is a
    /// design: the excess rests on the buttons' width.
    @Test func revealSizedByItsButtons() throws {
        let layout = page(trailingPinned: false, siblings: [plain("actions")], extra: [
            c("actions", .leading, .equal, "content", .trailing), c("actions", .top, .equal, "content", .top),
            c("actions", .width, .equal, nil, nil, 80), c("actions", .height, .equal, nil, nil, 44),
            c(.view("actions"), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing),
        ])
        #expect(try LayoutEngine(layout).result.scrollViews.first?.contentSize.width == 473)
        #expect(try overhangs(layout).isEmpty)
    }

    /// A tie written with its own constant (`+ 1`, to let the page bounce) is a choice.
    @Test func tieWithAConstant() throws {
        #expect(try overhangs(page(tieConstant: 1)).isEmpty)
    }

    /// An offset of more than a quarter of the frame (a sheet revealed by scrolling) is left alone.
    @Test func largeOffsetIsADrawer() throws {
        #expect(try overhangs(page(leading: 120)).isEmpty)
        #expect(try overhangs(page(leading: 98)).count == 1)
    }
}
