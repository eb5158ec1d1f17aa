import Testing
@testable import ScrollLayout

/// UIKitRules.md §1: the equation, leading/trailing, multipliers on positions.
@Suite("Anchors and directions")
struct AnchorSemanticsTests {
    /// §1.4: container 300 wide, a 100, b 50, a.leading = container.leading + 16,
    /// b.leading = a.trailing + 8.
    @Test(arguments: [(LayoutDirection.leftToRight, 16.0, 124.0), (.rightToLeft, 184.0, 126.0)])
    func leadingAndTrailingFollowTheDirection(direction: LayoutDirection, aX: Double, bX: Double) throws {
        let root = plain("container", [plain("a"), plain("b")])
        let layout = Layout(screen: screen(300, 100), root: root, constraints: [
            c("a", .width, .equal, nil, nil, 100), c("b", .width, .equal, nil, nil, 50),
            c("a", .leading, .equal, "container", .leading, 16), c("b", .leading, .equal, "a", .trailing, 8),
            c("a", .top, .equal, "container", .top), c("b", .top, .equal, "container", .top),
            c("a", .height, .equal, nil, nil, 10), c("b", .height, .equal, nil, nil, 10),
        ], direction: direction)
        let result = try cleanEngine(layout).result
        #expect(close(result.frame(of: "a"), Rect(x: aX, y: 0, width: 100, height: 10)))
        #expect(close(result.frame(of: "b"), Rect(x: bX, y: 0, width: 50, height: 10)))
    }

    /// §1.1: a multiplier on a position measures from the common ancestor's origin.
    @Test func multipliersOnPositionsUseTheAncestorsSpace() throws {
        let root = plain("root", [plain("box", [plain("v")])])
        let layout = Layout(screen: screen(400, 400), root: root, constraints: [
            c("box", .left, .equal, "root", .left, 50), c("box", .top, .equal, "root", .top, 50),
            c("box", .width, .equal, nil, nil, 320), c("box", .height, .equal, nil, nil, 100),
            c("v", .centerX, .equal, "box", .trailing, multiplier: 0.5),
            c("v", .width, .equal, nil, nil, 20), c("v", .height, .equal, nil, nil, 20),
            c("v", .top, .equal, "box", .top),
        ])
        let result = try cleanEngine(layout).result
        #expect(close(result.frame(of: "v"), Rect(x: 150, y: 0, width: 20, height: 20)))
        #expect(close(result.absoluteFrame(of: "v"), Rect(x: 200, y: 50, width: 20, height: 20)))
    }

    /// Aspect ratios relate sizes of either axis.
    @Test func aspectRatio() throws {
        let root = plain("root", [plain("photo")])
        let layout = Layout(screen: screen(375, 600), root: root, constraints: [
            c("photo", .leading, .equal, "root", .leading), c("photo", .trailing, .equal, "root", .trailing),
            c("photo", .top, .equal, "root", .top),
            c("photo", .height, .equal, "photo", .width, multiplier: 0.75),
        ])
        let result = try cleanEngine(layout).result
        #expect(close(result.frame(of: "photo"), Rect(x: 0, y: 0, width: 375, height: 281.25)))
    }

    /// Baselines fall back to the top and bottom edges; with offsets they sit inside the view.
    @Test func baselines() throws {
        var title = label("title", width: 100, height: 30)
        title.firstBaselineOffset = 20
        title.lastBaselineOffset = 6
        let root = plain("root", [title, label("detail", width: 50, height: 20)])
        let layout = Layout(screen: screen(300, 300), root: root, constraints: [
            c("title", .top, .equal, "root", .top, 10), c("title", .leading, .equal, "root", .leading),
            c("detail", .firstBaseline, .equal, "title", .lastBaseline, 4), c("detail", .leading, .equal, "root", .leading),
        ])
        let result = try cleanEngine(layout).result
        // title: 10…40, last baseline 40 − 6 = 34; detail's first baseline is its top: 38.
        #expect(result.frame(of: "detail")?.minY == 38)
    }
}
