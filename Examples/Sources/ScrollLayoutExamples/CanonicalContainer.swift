import ScrollLayout

// The views, declared once: a misspelt name does not compile.
private let scroll = ScrollViewHandle("scroll")
private let content = ViewHandle("content")
private let title = ViewHandle("title")
private let image = ViewHandle("image")
private let button = ViewHandle("button")

extension Example {
    /// The canonical scroll container (UIKitRules.md §5.3): a content view pinned to
    /// the content layout guide, as wide as the frame layout guide, holding a closed chain.
    /// contentSize = 393 × (20 + 21 + 16 + 300 + 16 + 44 + 20) = 393 × 437.
    public static let canonicalContainer: Example = Example(
        name: "canonical",
        summary: "Content view pinned to the content guide, width to the frame guide, a closed chain: 393 × 437.",
        layout: Layout(name: "Canonical container", screen: .iPhone15) {
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
            image.height == 300
            button.top == image.bottom + 16
            button.leading == content.leading + 16
            button.bottom == content.bottom - 20
        },
        notes: { engine in
            ["contentSize \(engine.result[scroll].contentSize); the button ends at y = \(formatNumber(engine.result[button].frame.maxY))"]
        })
}
