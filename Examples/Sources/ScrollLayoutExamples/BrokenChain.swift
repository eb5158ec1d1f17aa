import ScrollLayout

private let scroll = ScrollViewHandle("scroll")
private let content = ViewHandle("content")
private let header = ViewHandle("header")
private let body = ViewHandle("body")
private let comments = ViewHandle("comments")

extension Example {
    /// The most common scroll-view bug, in the DSL: the last view has no bottom constraint, so the
    /// content height is ambiguous and UIKit leaves it at 0. The report names the missing link,
    /// with the line of this file where the chain stops.
    public static let brokenChain: Example = Example(
        name: "broken",
        summary: "The last view has no bottom link: the diagnostics name it and the fix.",
        layout: Layout(name: "Broken chain", screen: .iPhone15) {
            View.scrollView(scroll, insetAdjustment: .never) {
                View.view(content) {
                    View.label(header, width: 200, height: 34)
                    View.label(body, width: 361, height: 400)
                    View.view(comments)
                }
            }
        } constraints: {
            scroll.edges == ViewHandle.root.safeArea.edges
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            header.top == content.top + 20
            header.horizontalEdges == content.horizontalEdges + 16
            body.top == header.bottom + 12
            body.horizontalEdges == content.horizontalEdges + 16
            comments.top == body.bottom + 12
            comments.horizontalEdges == content.horizontalEdges + 16
            comments.height == 600
            // Missing: comments.bottom == content.bottom - 20
        })
}
