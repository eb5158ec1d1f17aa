import ScrollLayout

extension Example {
    /// The most common scroll-view bug, in the DSL: the last view has no bottom constraint, so the
    /// content height is ambiguous and UIKit leaves it at 0. The report names the missing link,
    /// with the line of this file where the chain stops.
    public static let brokenChain = Example(
        name: "broken",
        summary: "The last view has no bottom link: the diagnostics name it and the fix.",
        layout: Layout(name: "Broken chain", screen: .iPhone15) {
            View.scrollView("scroll", insetAdjustment: .never) {
                View.view("content") {
                    View.label("header", width: 200, height: 34)
                    View.label("body", width: 361, height: 400)
                    View.view("comments")
                }
            }
        } constraints: { v in
            v.scroll.edges == v.root.safeArea.edges
            v.content.edges == v.scroll.contentLayoutGuide.edges
            v.content.width == v.scroll.frameLayoutGuide.width
            v.header.top == v.content.top + 20
            v.header.horizontalEdges == v.content.horizontalEdges + 16
            v.body.top == v.header.bottom + 12
            v.body.horizontalEdges == v.content.horizontalEdges + 16
            v.comments.top == v.body.bottom + 12
            v.comments.horizontalEdges == v.content.horizontalEdges + 16
            v.comments.height == 600
            // Missing: v.comments.bottom == v.content.bottom - 20
        })
}
