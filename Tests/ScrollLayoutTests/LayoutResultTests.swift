import Testing
@testable import ScrollLayout

/// Looking views up by id in a result: by index, and still right after the arrays change.
@Suite("Layout results")
struct LayoutResultTests {
    func result() throws -> LayoutResult {
        let views = (0..<50).map { View("v\($0)") }
        let scroll = View("scroll", kind: .scrollView, subviews: [View("content", subviews: views)])
        var constraints = edges(.view("scroll"), .view("root"))
        constraints += edges(.view("content"), .contentLayoutGuide("scroll"))
        constraints.append(c(.view("content"), .width, .equal, .frameLayoutGuide("scroll"), .width))
        for index in 0..<50 {
            constraints.append(c("v\(index)", .height, .equal, nil, nil, 10))
            constraints.append(c("v\(index)", .leading, .equal, "content", .leading))
            constraints.append(c("v\(index)", .trailing, .equal, "content", .trailing))
            constraints.append(index == 0 ? c("v0", .top, .equal, "content", .top) : c("v\(index)", .top, .equal, "v\(index - 1)", .bottom))
        }
        constraints.append(c("v49", .bottom, .equal, "content", .bottom))
        return try LayoutEngine(Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints: constraints)).result
    }

    @Test func lookupsFollowTheArrays() throws {
        var result = try result()
        #expect(result.frame(of: "v49") == Rect(x: 0, y: 490, width: 393, height: 10))
        #expect(result.scrollView("scroll")?.contentSize.height == 500)
        #expect(result.view("nope") == nil)
        // After the arrays change, lookups answer from the new arrays.
        result.views.removeFirst(3)
        #expect(result.view("v49")?.frame.minY == 490)
        #expect(result.view("root") == nil)
        var extra = try #require(result.view("v0"))
        extra.id = "extra"
        extra.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        result.views.append(extra)
        #expect(result.frame(of: "extra") == Rect(x: 1, y: 2, width: 3, height: 4))
        result.scrollViews.removeAll()
        #expect(result.scrollView("scroll") == nil)
    }
}
