import ScrollLayout

private let scroll = ScrollViewHandle("scroll")
private let container = ViewHandle("container")
private let photo = ViewHandle("photo")
private let nameLabel = ViewHandle("nameLabel")
private let nameField = ViewHandle("nameField")

extension Example {
    /// Seed 004's photo-and-comment page (the PhotoScroll tutorial): a container 500 tall pinned
    /// to the scroll view, as wide as the view; inside, a photo 300 tall, a centred label right
    /// under it and a text field 30 below with 8-point sides. In landscape on an iPhone SE
    /// (667 × 375) with the keyboard up (200), the bottom inset grows by the keyboard's overlap:
    /// offsets run 0…325 (500 + 200 − 375) and the field (351…382) shows from y = 207.
    public static let photoComment: Example = Example(
        name: "photo-comment",
        summary: "Seed 004: photo 300 tall, label, text field; the keyboard inset makes it scroll.",
        layout: Layout(name: "Photo comment", screen: Screen.iPhoneSE.landscape()) {
            View.scrollView(scroll, insetAdjustment: .never) {
                View.view(container) {
                    View.imageView(photo)
                    View.label(nameLabel, "What name fits me best?", width: 190, height: 21)
                    View.textField(nameField, placeholder: "Name")
                }
            }.scroll { $0.keyboardHeight = 200 }
        } constraints: {
            scroll.horizontalEdges == ViewHandle.root.horizontalEdges
            scroll.top == ViewHandle.root.safeArea.top
            scroll.bottom == ViewHandle.root.bottom
            container.edges == scroll.contentLayoutGuide.edges
            container.width == ViewHandle.root.width
            container.height == 500
            photo.top == container.top
            photo.horizontalEdges == container.horizontalEdges
            photo.height == 300
            nameLabel.top == photo.bottom
            nameLabel.centerX == container.centerX
            nameField.top == nameLabel.bottom + 30
            nameField.horizontalEdges == container.horizontalEdges + 8
        },
        notes: { engine in
            let geometry = engine.result[scroll].geometry
            let field = engine.result[nameField].frame
            let reveal = geometry.insetAwareOffset(toReveal: field, from: geometry.restingOffset)
            return [
                "the keyboard (200) overlaps the scroll view by \(formatNumber(geometry.adjustedContentInset.bottom)); offset range y \(formatNumber(geometry.minimumOffset.y))…\(formatNumber(geometry.maximumOffset.y))",
                "to show the text field (\(field)) above the keyboard, scroll to y = \(formatNumber(reveal.y))",
            ]
        })
}
