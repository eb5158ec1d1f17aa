import Testing
@testable import ScrollLayout

/// UIKitRules.md §4: safe area and layout margins.
@Suite("Layout guides")
struct GuideTests {
    /// §4.1: iPhone 14 Pro root insets 59/34; a subview pinned to the root's edges has the same
    /// insets; moved down by 20 its top inset is 39.
    @Test(arguments: [(0.0, 59.0), (20.0, 39.0), (80.0, 0.0)])
    func safeAreaOfASubview(offset: Double, expectedTop: Double) throws {
        let root = plain("root", [plain("panel", [plain("content")])])
        let layout = Layout(screen: .iPhone15, root: root, constraints: [
            c("panel", .top, .equal, "root", .top, offset), c("panel", .leading, .equal, "root", .leading),
            c("panel", .trailing, .equal, "root", .trailing), c("panel", .bottom, .equal, "root", .bottom),
        ] + edges(.view("content"), .safeArea("panel")))
        let result = try cleanEngine(layout).result
        #expect(close(result.frame(of: "content"), Rect(x: 0, y: expectedTop, width: 393, height: 852 - offset - expectedTop - 34)))
    }

    /// The root's safe area comes from the screen.
    @Test func rootSafeArea() throws {
        let root = plain("root", [plain("content")])
        let layout = Layout(screen: .iPhone15, root: root, constraints: edges(.view("content"), .safeArea("root")))
        let result = try cleanEngine(layout).result
        #expect(close(result.frame(of: "content"), Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34)))
        #expect(close(result.safeAreaFrame, Rect(x: 0, y: 59, width: 393, height: 759)))
    }

    /// §4.2: a 300×200 view at the top of a root whose safe-area top is 47, margins 8,
    /// `insetsLayoutMarginsFromSafeArea`: margins guide (8, 55, 284, 137).
    @Test func marginsInsetFromTheSafeArea() throws {
        let root = plain("root", [plain("card", [plain("inside")])])
        let layout = Layout(screen: .iPhone14, root: root, constraints: [
            c("card", .top, .equal, "root", .top), c("card", .leading, .equal, "root", .leading),
            c("card", .width, .equal, nil, nil, 300), c("card", .height, .equal, nil, nil, 200),
        ] + edges(.view("inside"), .layoutMargins("card")))
        let result = try cleanEngine(layout).result
        #expect(close(result.frame(of: "inside"), Rect(x: 8, y: 55, width: 284, height: 137)))
    }

    /// Root margins: 16 on the sides up to 390 points wide, 20 from 414; the top margin is the
    /// safe-area top (measured on stored frames, UIKitRules.md §4.2). Margin attributes equal the margins guide's edges.
    @Test(arguments: [(Screen.iPhone14, 16.0), (Screen.iPhone11, 20.0), (Screen.iPhoneSE, 16.0)])
    func rootMargins(screen: Screen, side: Double) throws {
        let root = plain("root", [plain("box"), plain("other")])
        let layout = Layout(screen: screen, root: root, constraints: [
            c("box", .leading, .equal, "root", .leadingMargin), c("box", .trailing, .equal, "root", .trailingMargin),
            c("box", .top, .equal, "root", .topMargin), c("box", .height, .equal, nil, nil, 10),
        ] + edges(.view("other"), .layoutMargins("root")))
        let result = try cleanEngine(layout).result
        let width = screen.size.width - 2 * side
        #expect(close(result.frame(of: "box"), Rect(x: side, y: screen.safeAreaInsets.top, width: width, height: 10)))
        #expect(result.frame(of: "other")?.minX == side)
    }

    /// `preservesSuperviewLayoutMargins`: a child flush with its parent's edge takes the
    /// parent's larger margin.
    @Test func preservedMargins() throws {
        var parent = plain("parent", [plain("child", [plain("text")])])
        parent.layoutMargins = EdgeInsets(all: 30)
        var child = parent.subviews[0]
        child.preservesSuperviewLayoutMargins = true
        parent.subviews = [child]
        let root = plain("root", [parent])
        let layout = Layout(screen: screen(400, 400), root: root, constraints:
            edges(.view("parent"), .view("root")) + edges(.view("child"), .view("parent"), inset: 10)
            + edges(.view("text"), .layoutMargins("child")))
        let result = try cleanEngine(layout).result
        // Child sits 10 inside the parent; the parent's margin is 30, so the child's becomes 20.
        #expect(close(result.frame(of: "text"), Rect(x: 20, y: 20, width: 340, height: 340)))
    }

    /// Custom layout guides are items with their own rectangle.
    @Test func customGuide() throws {
        var root = plain("root", [plain("a"), plain("b")])
        root.layoutGuides = ["spacer"]
        let layout = Layout(screen: screen(300, 100), root: root, constraints: [
            c("a", .leading, .equal, "root", .leading), c("a", .width, .equal, nil, nil, 50),
            c(.guide("spacer"), .leading, .equal, .view("a"), .trailing), c(.guide("spacer"), .width, .equal, nil, nil, 40),
            c(.view("b"), .leading, .equal, .guide("spacer"), .trailing), c("b", .trailing, .equal, "root", .trailing),
            c("a", .top, .equal, "root", .top), c("b", .top, .equal, "root", .top),
            c("a", .height, .equal, nil, nil, 10), c("b", .height, .equal, nil, nil, 10),
        ])
        let result = try cleanEngine(layout).result
        #expect(close(result.frame(of: "b"), Rect(x: 90, y: 0, width: 210, height: 10)))
    }

    /// Changing the screen moves the safe area and everything pinned to it.
    @Test func screenChange() throws {
        let root = plain("root", [plain("content")])
        var engine = try cleanEngine(Layout(screen: .iPhone15, root: root, constraints: edges(.view("content"), .safeArea("root"))))
        try engine.setScreen(.iPhoneSE)
        #expect(close(engine.result.frame(of: "content"), Rect(x: 0, y: 20, width: 375, height: 647)))
        try engine.setScreen(.iPhone15.landscape())
        #expect(close(engine.result.frame(of: "content"), Rect(x: 59, y: 0, width: 852 - 118, height: 393 - 21)))
    }
}
