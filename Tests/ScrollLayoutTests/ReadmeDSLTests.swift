import Testing
@testable import ScrollLayout

/// The README's DSL example, verbatim: it solves to 393 × 437 with no issues.
@Suite("README DSL example")
struct ReadmeDSLTests {
    @Test func readmeExample() throws {
        let page = Layout(name: "Article", screen: .iPhone15) {
            View.scrollView("scroll", insetAdjustment: .never) {
                View.view("content") {
                    View.label("title", "Title", width: 120, height: 21)
                    View.imageView("image")
                    View.button("button", "Read more", width: 90, height: 44)
                }
            }
        } constraints: { v in
            v.scroll.edges == v.root.edges
            v.content.edges == v.scroll.contentLayoutGuide.edges
            v.content.width == v.scroll.frameLayoutGuide.width
            v.title.top == v.content.top + 20
            v.title.leading == v.content.leading + 16
            v.image.top == v.title.bottom + 16
            v.image.horizontalEdges == v.content.horizontalEdges
            v.image.height == 300 ~ .high
            v.button.top == v.image.bottom + 16
            v.button.leading == v.title.leading
            v.button.bottom == v.content.bottom - 20
        }
        let engine = try LayoutEngine(page)       // contentSize 393 × 437, no issues
        #expect(engine.result.scrollView("scroll")?.contentSize == Size(width: 393, height: 437))
        #expect(engine.diagnose().isEmpty)
    }
}
