import Testing
@testable import ScrollLayout

/// UIKitRules.md §5.6 and §6, with worked numbers.
@Suite("Scroll geometry")
struct ScrollGeometryTests {
    func geometry(_ configure: (inout ScrollViewConfiguration) -> Void = { _ in }, bounds: Size, content: Size,
                  safeArea: EdgeInsets = .zero, keyboard: Double = 0) -> ScrollViewGeometry {
        var configuration = ScrollViewConfiguration()
        configuration.contentInsetAdjustmentBehavior = .never
        configure(&configuration)
        return ScrollViewGeometry(configuration: configuration, boundsSize: bounds, contentSize: content,
                                  safeAreaInsets: safeArea, keyboardOverlap: keyboard)
    }

    /// The seed's example: bounds 600, content 1000, insets 20/20 → [−20, 420]; at −20 the
    /// viewport shows content y 0, at 420 its bottom shows 1000.
    @Test func offsetRangeFromTheSeed() {
        let g = geometry({ $0.contentInset = EdgeInsets(top: 20, bottom: 20) }, bounds: Size(width: 375, height: 600),
                         content: Size(width: 375, height: 1000))
        #expect(g.minimumOffset.y == -20 && g.maximumOffset.y == 420)
        #expect(g.visibleContentRect(at: Point(x: 0, y: -20)).minY == 0)
        #expect(g.visibleContentRect(at: Point(x: 0, y: 420)).maxY == 1000)
        #expect(g.boundsRect(at: Point(x: 0, y: 420)).maxY == 1020)
        #expect(g.overflows.vertical && !g.overflows.horizontal)
        #expect(g.clamped(Point(x: 50, y: 900)) == Point(x: 0, y: 420))
        #expect(g.restingOffset == Point(x: 0, y: -20))
    }

    /// Content smaller than the bounds: one resting offset, no scrolling unless it bounces.
    @Test func shortContentRestsAtOnePoint() {
        let g = geometry({ $0.contentInset = EdgeInsets(top: 20) }, bounds: Size(width: 375, height: 600), content: Size(width: 375, height: 300))
        #expect(g.minimumOffset.y == -20 && g.maximumOffset.y == -20)
        #expect(!g.scrolls.vertical)
        let bouncing = geometry({ $0.alwaysBounceVertical = true }, bounds: Size(width: 375, height: 600), content: Size(width: 375, height: 300))
        #expect(bouncing.scrolls.vertical && !bouncing.overflows.vertical)
    }

    /// §6.2's worked table (iPhone 14 Pro portrait, 393×852, safe area 59/34).
    @Test(arguments: [
        (ContentInsetAdjustmentBehavior.automatic, Size(width: 393, height: 2000), false, EdgeInsets(top: 59, bottom: 34), -59.0, 1182.0),
        (.automatic, Size(width: 393, height: 500), false, EdgeInsets(), 0, 0),
        (.automatic, Size(width: 393, height: 500), true, EdgeInsets(top: 59, bottom: 34), -59, -59),
        (.always, Size(width: 393, height: 500), false, EdgeInsets(top: 59, bottom: 34), -59, -59),
        (.never, Size(width: 393, height: 2000), false, EdgeInsets(), 0, 1148),
        (.scrollableAxes, Size(width: 1000, height: 2000), false, EdgeInsets(top: 59, bottom: 34), -59, 1182),
    ])
    func workedTable(behavior: ContentInsetAdjustmentBehavior, content: Size, bounce: Bool, adjusted: EdgeInsets, minY: Double, maxY: Double) {
        let g = geometry({ $0.contentInsetAdjustmentBehavior = behavior; $0.alwaysBounceVertical = bounce },
                         bounds: Size(width: 393, height: 852), content: content, safeArea: EdgeInsets(top: 59, bottom: 34))
        #expect(g.adjustedContentInset == adjusted)
        #expect(g.minimumOffset.y == minY && g.maximumOffset.y == maxY)
    }

    /// §6.2's rule, each behaviour × each axis × scrollable or not (safe area on all edges).
    @Test(arguments: ContentInsetAdjustmentBehavior.allCases, [false, true])
    func edgeRuleTable(behavior: ContentInsetAdjustmentBehavior, viewControllerScrollView: Bool) {
        let bounds = Size(width: 400, height: 800)
        for wide in [false, true] {
            for tall in [false, true] {
                let content = Size(width: wide ? 900 : 400, height: tall ? 1600 : 800)
                let edges = ScrollGeometry.safeAreaEdgesApplied(
                    behavior: behavior, contentSize: content, boundsSize: bounds, alwaysBounceHorizontal: false,
                    alwaysBounceVertical: false, isViewControllerContentScrollView: viewControllerScrollView)
                var expected: Set<Edge>
                switch behavior {
                case .never: expected = []
                case .always: expected = [.top, .left, .bottom, .right]
                case .automatic, .scrollableAxes:
                    expected = wide ? [.top, .left, .bottom, .right] : [.top, .bottom]
                    if !tall { expected.subtract([.top, .bottom]) }
                    if behavior == .automatic, viewControllerScrollView { expected.formUnion([.top, .bottom]) }
                }
                #expect(edges == expected, "\(behavior) wide=\(wide) tall=\(tall) vc=\(viewControllerScrollView)")
            }
        }
    }

    /// The seed's "44 pt of unexplained space": `.automatic` under a navigation bar adds the
    /// safe area to a view controller's scroll view even when its content is short; `.never`
    /// does not.
    @Test func automaticUnderANavigationBar() throws {
        for behavior in [ContentInsetAdjustmentBehavior.automatic, .never] {
            var scroll = View("scroll", kind: .scrollView, subviews: [plain("content")])
            scroll.scroll?.contentInsetAdjustmentBehavior = behavior
            scroll.scroll?.isViewControllerContentScrollView = true
            let layout = Layout(screen: Screen.iPhoneSE.withNavigationBar(), root: plain("root", [scroll]), constraints:
                edges(.view("scroll"), .view("root")) + edges(.view("content"), .contentLayoutGuide("scroll"))
                + [c(.view("content"), .width, .equal, .frameLayoutGuide("scroll"), .width), c("content", .height, .equal, nil, nil, 300)])
            let geometry = try #require(try cleanEngine(layout).result.scrollView("scroll")?.geometry)
            if behavior == .automatic {
                #expect(geometry.adjustedContentInset.top == 64)
                #expect(geometry.restingOffset.y == -64)
            } else {
                #expect(geometry.adjustedContentInset.top == 0)
                #expect(geometry.restingOffset.y == 0)
            }
        }
    }

    /// §6.3: bounds 375×600 at offset 0, rect (0, 900, 375, 50) → offset 350; the inset-aware
    /// offset also clears a 64-point bar.
    @Test func scrollRectToVisible() {
        let g = geometry({ $0.contentInset = EdgeInsets(top: 64) }, bounds: Size(width: 375, height: 600), content: Size(width: 375, height: 2000))
        let target = Rect(x: 0, y: 900, width: 375, height: 50)
        #expect(g.scrollRectToVisibleOffset(target, from: Point(x: 0, y: 0)) == Point(x: 0, y: 350))
        #expect(g.scrollRectToVisibleOffset(Rect(x: 0, y: 100, width: 10, height: 10), from: .zero) == .zero)
        // Scrolling back up: UIKit puts the rect at the top of the bounds, under the bar.
        #expect(g.scrollRectToVisibleOffset(Rect(x: 0, y: 200, width: 375, height: 50), from: Point(x: 0, y: 600)) == Point(x: 0, y: 200))
        #expect(g.insetAwareOffset(toReveal: Rect(x: 0, y: 200, width: 375, height: 50), from: Point(x: 0, y: 600)) == Point(x: 0, y: 136))
    }

    /// §6.4: bounds 375, content 1125 → 3 pages stopping at 0, 375, 750.
    @Test func builtInPaging() {
        let g = geometry({ $0.isPagingEnabled = true }, bounds: Size(width: 375, height: 600), content: Size(width: 1125, height: 600))
        #expect(g.pageCount(.horizontal) == 3)
        #expect(g.pageOffsets(.horizontal) == [0, 375, 750])
        #expect(g.page(at: 400, axis: .horizontal) == 1)
        #expect(g.restingOffset(afterReleaseAt: 200, velocity: 0, axis: .horizontal) == 375)
        #expect(g.restingOffset(afterReleaseAt: 100, velocity: 800, axis: .horizontal) == 375)
        #expect(g.restingOffset(afterReleaseAt: 500, velocity: -800, axis: .horizontal) == 375)
        #expect(g.restingOffset(afterReleaseAt: 760, velocity: 3000, axis: .horizontal) == 750)
        // Content of 1000: the last stop is clamped to the maximum offset.
        let partial = geometry({ $0.isPagingEnabled = true }, bounds: Size(width: 375, height: 600), content: Size(width: 1000, height: 600))
        #expect(partial.pageOffsets(.horizontal) == [0, 375, 625])
    }

    /// The seed's custom snapping with a left inset: item 300 + spacing 12, inset 20, 5 items.
    @Test func customSnappingWithAnInset() {
        let page = 312.0
        #expect(ScrollGeometry.snappedOffset(target: 290, velocity: 0, pageWidth: page, leadingInset: 20, pageCount: 5) == 292)
        #expect(ScrollGeometry.snappedOffset(target: 100, velocity: 0, pageWidth: page, leadingInset: 20, pageCount: 5) == -20)
        #expect(ScrollGeometry.snappedOffset(target: 100, velocity: 0.4, pageWidth: page, leadingInset: 20, pageCount: 5) == 292)
        #expect(ScrollGeometry.snappedOffset(target: 700, velocity: -0.4, pageWidth: page, leadingInset: 20, pageCount: 5) == 604)
        #expect(ScrollGeometry.snappedOffset(target: 5000, velocity: 2, pageWidth: page, leadingInset: 20, pageCount: 5) == 4 * page - 20)
    }

    /// §6.4: flings travel (v/1000)·d/(1−d): 499 points per 1000 pt/s at the normal rate,
    /// 99 at the fast rate; the stop is clamped to the range.
    @Test func flings() {
        #expect(abs(ScrollGeometry.flingDistance(velocity: 1000, rate: .normal) - 499) < 1e-9)
        #expect(abs(ScrollGeometry.flingDistance(velocity: 1000, rate: .fast) - 99) < 1e-9)
        let g = geometry(bounds: Size(width: 375, height: 600), content: Size(width: 375, height: 2000))
        #expect(abs(g.restingOffset(afterReleaseAt: 100, velocity: 1000, axis: .vertical) - 599) < 1e-9)
        #expect(g.restingOffset(afterReleaseAt: 1300, velocity: 2000, axis: .vertical) == 1400)
        // A fling, then the custom snap of a carousel.
        let projected = 100 + ScrollGeometry.flingDistance(velocity: 1000, rate: .fast)
        #expect(ScrollGeometry.snappedOffset(target: projected, velocity: 1000, pageWidth: 312, leadingInset: 20, pageCount: 5) == 292)
    }

    /// §5.6 and the seed's photo: 3000×2000 in 375×667 fits at 0.125 → 375×250, centred
    /// 208.5 points down; at zoom 1 the offset reaches (2625, 1333).
    @Test func zoomToFitAndCentre() {
        let image = Size(width: 3000, height: 2000), bounds = Size(width: 375, height: 667)
        let scale = ScrollGeometry.scaleToFit(contentSize: image, boundsSize: bounds)
        #expect(scale == 0.125)
        let zoomed = ScrollGeometry.zoomedContentSize(image, scale: scale)
        #expect(zoomed == Size(width: 375, height: 250))
        #expect(ScrollGeometry.centeringInsets(contentSize: zoomed, boundsSize: bounds) == EdgeInsets(top: 208.5, left: 0, bottom: 208.5, right: 0))
        let full = geometry(bounds: bounds, content: image)
        #expect(full.maximumOffset == Point(x: 2625, y: 1333))
    }

    /// §6.6: screen 844 tall, full-screen scroll view, keyboard from y 508 → overlap 336; with
    /// `.automatic` already adding 34, the app's bottom inset is 302 and the adjusted one 336.
    @Test func keyboardInset() {
        let frame = Rect(x: 0, y: 0, width: 390, height: 844)
        let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
        #expect(ScrollGeometry.keyboardOverlap(scrollViewFrame: frame, keyboardFrame: keyboard) == 336)
        #expect(ScrollGeometry.keyboardBottomInset(scrollViewFrame: frame, keyboardFrame: keyboard, appliedSafeAreaBottom: 34) == 302)
        let g = geometry({ $0.contentInsetAdjustmentBehavior = .automatic }, bounds: frame.size,
                         content: Size(width: 390, height: 2000), safeArea: EdgeInsets(top: 47, bottom: 34), keyboard: 336)
        #expect(g.adjustedContentInset.bottom == 336)
        #expect(g.maximumOffset.y == 2000 + 336 - 844)
    }

    /// Pull to refresh: while refreshing, the control's height joins the top inset and the
    /// view rests below it.
    @Test func refreshingRestsBelowTheControl() {
        let g = geometry({ $0.isRefreshing = true; $0.refreshControlHeight = 64 }, bounds: Size(width: 375, height: 600),
                         content: Size(width: 375, height: 2000))
        #expect(g.restingOffset.y == -64)
    }
}
