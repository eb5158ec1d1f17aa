import Testing
@testable import ScrollLayout

/// The article page of the README and DSL.md, with handles at the top level of a test: it
/// solves to 393 × 437 with no issues.
@Suite("README DSL example")
struct ReadmeDSLTests {
    @Test func readmeExample() throws {
        let scroll = ScrollViewHandle("scroll")    // each view declared once: a typo does not compile
        let content = ViewHandle("content"), title = ViewHandle("title")
        let image = ViewHandle("image"), button = ViewHandle("button")

        let page = Layout(name: "Article", screen: .iPhone15) {
            View.scrollView(scroll, insetAdjustment: .never) {
                View.view(content) {
                    View.label(title, "Title", width: 120, height: 21)
                    View.imageView(image)
                    View.button(button, "Read more", width: 90, height: 44)
                }
            }
        } constraints: {
            scroll.edges == ViewHandle.root.edges
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            title.top == content.top + 20
            title.leading == content.leading + 16
            image.top == title.bottom + 16
            image.horizontalEdges == content.horizontalEdges
            image.height == 300 ~ .high
            button.top == image.bottom + 16
            button.leading == title.leading
            button.bottom == content.bottom - 20
        }
        let engine = try LayoutEngine(page)
        print(engine.result[scroll].contentSize)   // 393×437, and engine.diagnose() is empty
        #expect(engine.result[scroll].contentSize == Size(width: 393, height: 437))
        #expect(engine.result[button].frame == Rect(x: 16, y: 373, width: 90, height: 44))
        #expect(engine.diagnose().isEmpty)
    }
}
