import Testing
@testable import ScrollLayout

/// UIKitRules.md §5: scroll views whose content size comes from constraints.
@Suite("Scroll views")
struct ScrollViewTests {
    enum GuideStyle: CaseIterable { case layoutGuides, scrollViewEdges }

    /// The seed's canonical page: a content view pinned on four sides to the content, as wide
    /// as the frame, holding a label (21), an image (300) and a button (44) chained
    /// top+20, 16, 16, bottom−20 (§5.3: content height 437).
    func canonicalPage(style: GuideStyle, direction: LayoutDirection = .leftToRight, chainClosed: Bool = true,
                       extra: [LayoutConstraint] = []) -> (Layout, LayoutConstraint) {
        var scroll = View("scroll", kind: .scrollView, subviews: [
            plain("content", [label("title", width: 120, height: 21), plain("image"), View("button", kind: .button, intrinsicContentSize: IntrinsicSize(width: 90, height: 44))]),
        ])
        scroll.scroll?.contentInsetAdjustmentBehavior = .never
        let root = plain("root", [scroll])
        let contentItem: LayoutItem = style == .layoutGuides ? .contentLayoutGuide("scroll") : .view("scroll")
        let widthItem: LayoutItem = style == .layoutGuides ? .frameLayoutGuide("scroll") : .view("scroll")
        let imageHeight = c("image", .height, .equal, nil, nil, 300)
        var constraints = edges(.view("scroll"), .view("root")) + edges(.view("content"), contentItem) + [
            c(.view("content"), .width, .equal, widthItem, .width),
            c("title", .top, .equal, "content", .top, 20), c("image", .top, .equal, "title", .bottom, 16),
            c("button", .top, .equal, "image", .bottom, 16),
            c("title", .leading, .equal, "content", .leading, 16), c("image", .leading, .equal, "content", .leading),
            c("image", .trailing, .equal, "content", .trailing), c("button", .leading, .equal, "content", .leading, 16),
            imageHeight,
        ]
        if chainClosed { constraints.append(c("button", .bottom, .equal, "content", .bottom, -20)) }
        return (Layout(screen: .iPhone15, root: root, constraints: constraints + extra, direction: direction), imageHeight)
    }

    @Test(arguments: GuideStyle.allCases, [LayoutDirection.leftToRight, .rightToLeft])
    func canonicalContentSize(style: GuideStyle, direction: LayoutDirection) throws {
        let (layout, _) = canonicalPage(style: style, direction: direction)
        let result = try cleanEngine(layout).result
        let scroll = try #require(result.scrollView("scroll"))
        #expect(close(scroll.contentSize, Size(width: 393, height: 437)))
        #expect(scroll.contentSizeSource == AxisPair(horizontal: .constraints, vertical: .constraints))
        #expect(close(result.frame(of: "content"), Rect(x: 0, y: 0, width: 393, height: 437)))
        #expect(close(result.frame(of: "image"), Rect(x: 0, y: 57, width: 393, height: 300)))
        let titleX = direction == .leftToRight ? 16.0 : 393 - 16 - 120
        #expect(close(result.frame(of: "title"), Rect(x: titleX, y: 20, width: 120, height: 21)))
        #expect(scroll.geometry.overflows.vertical == false)
    }

    /// A view grows by 100 points: the content grows by exactly 100, incrementally.
    @Test(arguments: GuideStyle.allCases)
    func contentFollowsAChange(style: GuideStyle) throws {
        let (layout, imageHeight) = canonicalPage(style: style)
        var engine = try cleanEngine(layout)
        try engine.setConstant(400, for: imageHeight.id)
        #expect(close(engine.result.scrollView("scroll")?.contentSize, Size(width: 393, height: 537)))
        try engine.setConstant(1300, for: imageHeight.id)
        let scroll = try #require(engine.result.scrollView("scroll"))
        #expect(close(scroll.contentSize, Size(width: 393, height: 1437)))
        #expect(scroll.geometry.overflows.vertical)
        #expect(scroll.geometry.maximumOffset.y == 1437 - 852)
    }

    /// §5.4: a chain that never reaches the bottom leaves the content height undetermined;
    /// UIKit's engine leaves it at 0.
    @Test func brokenChainLeavesTheHeightAtZero() throws {
        let (layout, _) = canonicalPage(style: .layoutGuides, chainClosed: false)
        let result = try LayoutEngine(layout).result
        let scroll = try #require(result.scrollView("scroll"))
        #expect(scroll.contentSizeSource.vertical == .undetermined)
        #expect(scroll.contentSizeSource.horizontal == .constraints)
        #expect(scroll.contentSize.height == 0)
        #expect(scroll.contentSize.width == 393)
    }

    /// §5.4: content at least as tall as the frame: max(chain, frame height).
    @Test(arguments: [(300.0, 852.0), (1263.0, 1400.0)])
    func atLeastTheFrameTall(imageHeight: Double, expected: Double) throws {
        let (base, image) = canonicalPage(style: .layoutGuides, extra: [
            c(.view("content"), .height, .greaterThanOrEqual, .frameLayoutGuide("scroll"), .height),
        ])
        var engine = try cleanEngine(base)
        try engine.setConstant(imageHeight, for: image.id)
        #expect(engine.result.scrollView("scroll")?.contentSize.height == expected)
    }

    /// §5.4: the low-priority fallback `content.height == frame.height @249`: a closed chain
    /// wins; an open chain makes the content exactly one frame tall.
    @Test(arguments: [(true, 437.0), (false, 852.0)])
    func lowPriorityFallback(closed: Bool, expected: Double) throws {
        let (layout, _) = canonicalPage(style: .layoutGuides, chainClosed: closed, extra: [
            c(.view("content"), .height, .equal, .frameLayoutGuide("scroll"), .height, priority: 249),
        ])
        let result = try cleanEngine(layout).result
        let scroll = try #require(result.scrollView("scroll"))
        #expect(scroll.contentSize.height == expected)
        #expect(scroll.contentSizeSource.vertical == .constraints)
    }

    /// At @250 the fallback ties with the button's hugging (250): stretching the button by any
    /// amount up to the frame height is exactly as good, so the height is truly ambiguous
    /// (UIKit picks a vertex; Interface Builder warns about content priority ambiguity).
    @Test func fallbackTiedWithHuggingIsAmbiguous() throws {
        let (layout, _) = canonicalPage(style: .layoutGuides, extra: [
            c(.view("content"), .height, .equal, .frameLayoutGuide("scroll"), .height, priority: 250),
        ])
        let result = try LayoutEngine(layout).result
        #expect(result.scrollView("scroll")?.contentSizeSource.vertical == .undetermined)
    }

    /// Only constraints that use the content derive its size: a row pinned to the content guide
    /// on all four sides fixes the content at the row's size when the user wrote the pins, and
    /// leaves it undetermined when a table's row rule made them (UITableView sizes its content
    /// from its data); the diagnosis reads the same rule (no content-size issue either way).
    @Test(arguments: [true, false])
    func onlyConstraintsThatUseTheContentDeriveItsSize(userWritten: Bool) throws {
        var scroll = View("table", kind: .scrollView, subviews: [plain("row")])
        scroll.scroll?.contentInsetAdjustmentBehavior = .never
        let origin: (Attribute) -> ConstraintOrigin = { userWritten ? .unspecified : .generated(.tableRow(table: "table", view: "row", $0)) }
        let pins = [Attribute.top, .bottom, .leading, .trailing].map { attribute in
            LayoutConstraint(Anchor(.view("row"), attribute), .equal, Anchor(.contentLayoutGuide("table"), attribute), origin: origin(attribute))
        }
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]),
                            constraints: edges(.view("table"), .view("root")) + pins
                                + [c("row", .width, .equal, nil, nil, 300), c("row", .height, .equal, nil, nil, 2000)])
        let engine = try LayoutEngine(layout)
        let result = try #require(engine.result.scrollView("table"))
        let expected: LayoutResult.ContentSizeSource = userWritten ? .constraints : .undetermined
        #expect(result.contentSizeSource == AxisPair(horizontal: expected, vertical: expected))
        #expect(engine.derivesContentSize(of: "table") == userWritten)
        // The solver fixes the size either way: the source, not the number, tells them apart.
        #expect(result.contentSize == Size(width: 300, height: 2000))
        let rules = try LayoutChecker().check(layout).map(\.rule)
        #expect(!rules.contains(.scrollContentHeightAmbiguous) && !rules.contains(.scrollContentWidthAmbiguous), "\(rules)")
    }

    /// A content view with a fixed 2000-point height.
    @Test func fixedHeightContent() throws {
        let scroll = View("scroll", kind: .scrollView, subviews: [plain("content")])
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints:
            edges(.view("scroll"), .safeArea("root")) + edges(.view("content"), .contentLayoutGuide("scroll"))
            + [c(.view("content"), .width, .equal, .frameLayoutGuide("scroll"), .width), c("content", .height, .equal, nil, nil, 2000)])
        let result = try cleanEngine(layout).result
        let page = try #require(result.scrollView("scroll"))
        #expect(close(page.frame, Rect(x: 0, y: 59, width: 393, height: 759)))
        #expect(close(page.contentSize, Size(width: 393, height: 2000)))
        #expect(page.geometry.maximumOffset.y == 2000 - 759)
    }

    /// §5.1 (TN2154): edges to the scroll view from inside mean the content:
    /// 100 + 200 + 500 wide, 131 + 200 + 269 tall, whatever the frame.
    @Test func classicEdgesMeanTheContent() throws {
        let scroll = View("scroll", kind: .scrollView, subviews: [plain("box")])
        let layout = Layout(screen: screen(320, 480), root: plain("root", [scroll]), constraints: edges(.view("scroll"), .view("root")) + [
            c("box", .leading, .equal, "scroll", .leading, 100), c("box", .width, .equal, nil, nil, 200),
            c("scroll", .trailing, .equal, "box", .trailing, 500), c("box", .top, .equal, "scroll", .top, 131),
            c("box", .height, .equal, nil, nil, 200), c("scroll", .bottom, .equal, "box", .bottom, 269),
        ])
        let result = try cleanEngine(layout).result
        #expect(close(result.scrollView("scroll")?.contentSize, Size(width: 800, height: 600)))
        #expect(close(result.scrollView("scroll")?.frame, Rect(x: 0, y: 0, width: 320, height: 480)))
    }

    /// A horizontal carousel inside a vertical page: each scroll view derives its own content.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func nestedScrollViews(direction: LayoutDirection) throws {
        let cards = (0..<4).map { plain("card\($0)") }
        let carousel = View("carousel", kind: .scrollView, subviews: [plain("row", cards)])
        let page = View("page", kind: .scrollView, subviews: [plain("content", [carousel, plain("footer")])])
        var constraints = edges(.view("page"), .view("root")) + edges(.view("content"), .contentLayoutGuide("page")) + [
            c(.view("content"), .width, .equal, .frameLayoutGuide("page"), .width),
            c("carousel", .top, .equal, "content", .top), c("carousel", .leading, .equal, "content", .leading),
            c("carousel", .trailing, .equal, "content", .trailing), c("carousel", .height, .equal, nil, nil, 200),
            c("footer", .top, .equal, "carousel", .bottom, 10), c("footer", .height, .equal, nil, nil, 1000),
            c("footer", .leading, .equal, "content", .leading), c("footer", .trailing, .equal, "content", .trailing),
            c("footer", .bottom, .equal, "content", .bottom),
        ]
        constraints += edges(.view("row"), .contentLayoutGuide("carousel"))
        constraints.append(c(.view("row"), .height, .equal, .frameLayoutGuide("carousel"), .height))
        for index in 0..<4 {
            let previous = index == 0 ? "row" : "card\(index - 1)"
            let attribute: Attribute = index == 0 ? .leading : .trailing
            constraints += [
                c("card\(index)", .leading, .equal, previous, attribute, 12), c("card\(index)", .width, .equal, nil, nil, 300),
                c("card\(index)", .top, .equal, "row", .top), c("card\(index)", .bottom, .equal, "row", .bottom),
            ]
        }
        constraints.append(c("row", .trailing, .equal, "card3", .trailing, 12))
        let result = try cleanEngine(Layout(screen: .iPhone15, root: plain("root", [page]), constraints: constraints, direction: direction)).result
        #expect(close(result.scrollView("page")?.contentSize, Size(width: 393, height: 1210)))
        #expect(close(result.scrollView("carousel")?.contentSize, Size(width: 4 * 312 + 12, height: 200)))
        let firstX = direction == .leftToRight ? 12.0 : 1260 - 12 - 300
        #expect(result.frame(of: "card0")?.minX == firstX)
    }

    /// A manual content size applies when constraints leave the content free.
    @Test func manualContentSize() throws {
        var scroll = View("scroll", kind: .scrollView)
        scroll.scroll?.contentSize = Size(width: 1000, height: 3000)
        let layout = Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: edges(.view("scroll"), .view("root")))
        let result = try cleanEngine(layout).result
        let entry = try #require(result.scrollView("scroll"))
        #expect(close(entry.contentSize, Size(width: 1000, height: 3000)))
        #expect(entry.contentSizeSource == AxisPair(horizontal: .manual, vertical: .manual))
    }

    /// Zoom scales the content size (§5.6).
    @Test func zoomScalesTheContent() throws {
        var scroll = View("scroll", kind: .scrollView, subviews: [plain("photo")])
        scroll.scroll?.zoomScale = 0.125
        let layout = Layout(screen: screen(375, 667), root: plain("root", [scroll]), constraints:
            edges(.view("scroll"), .view("root")) + edges(.view("photo"), .contentLayoutGuide("scroll"))
            + [c("photo", .width, .equal, nil, nil, 3000), c("photo", .height, .equal, nil, nil, 2000)])
        let result = try cleanEngine(layout).result
        #expect(close(result.scrollView("scroll")?.contentSize, Size(width: 375, height: 250)))
    }
}
