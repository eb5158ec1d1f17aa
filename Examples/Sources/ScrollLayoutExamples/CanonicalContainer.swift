import ScrollLayout

extension Example {
    /// The seeds' canonical scroll container (UIKitRules.md §5.3): a content view pinned to
    /// the content layout guide, as wide as the frame layout guide, holding a closed chain.
    /// contentSize = 393 × (20 + 21 + 16 + 300 + 16 + 44 + 20) = 393 × 437.
    public static let canonicalContainer = Example(
        name: "canonical",
        summary: "Content view pinned to the content guide, width to the frame guide, a closed chain: 393 × 437.",
        layout: Layout(name: "Canonical container", screen: .iPhone15) {
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
            v.image.height == 300
            v.button.top == v.image.bottom + 16
            v.button.leading == v.content.leading + 16
            v.button.bottom == v.content.bottom - 20
        })
}
