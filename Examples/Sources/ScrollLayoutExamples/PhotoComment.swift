import ScrollLayout

extension Example {
    /// Seed 004's photo-and-comment page (the PhotoScroll tutorial): a container 500 tall pinned
    /// to the scroll view, as wide as the view; inside, a photo 300 tall, a centred label right
    /// under it and a text field 30 below with 8-point sides. In landscape on an iPhone SE
    /// (667 × 375) with the keyboard up (200), the bottom inset grows by the keyboard's overlap:
    /// offsets run 0…325 (500 + 200 − 375) and the field (351…382) shows from y = 207.
    public static let photoComment = Example(
        name: "photo-comment",
        summary: "Seed 004: photo 300 tall, label, text field; the keyboard inset makes it scroll.",
        layout: Layout(name: "Photo comment", screen: Screen.iPhoneSE.landscape()) {
            View.scrollView("scroll", insetAdjustment: .never) {
                View.view("container") {
                    View.imageView("photo")
                    View.label("nameLabel", "What name fits me best?", width: 190, height: 21)
                    View.textField("nameField", placeholder: "Name")
                }
            }.scroll { $0.keyboardHeight = 200 }
        } constraints: { v in
            v.scroll.horizontalEdges == v.root.horizontalEdges
            v.scroll.top == v.root.safeArea.top
            v.scroll.bottom == v.root.bottom
            v.container.edges == v.scroll.contentLayoutGuide.edges
            v.container.width == v.root.width
            v.container.height == 500
            v.photo.top == v.container.top
            v.photo.horizontalEdges == v.container.horizontalEdges
            v.photo.height == 300
            v.nameLabel.top == v.photo.bottom
            v.nameLabel.centerX == v.container.centerX
            v.nameField.top == v.nameLabel.bottom + 30
            v.nameField.horizontalEdges == v.container.horizontalEdges + 8
        },
        notes: { engine in
            guard let scroll = engine.result.scrollView("scroll"), let field = engine.result.view("nameField") else { return [] }
            let geometry = scroll.geometry
            let reveal = geometry.insetAwareOffset(toReveal: field.frame, from: geometry.restingOffset)
            return [
                "the keyboard (200) overlaps the scroll view by \(formatNumber(geometry.adjustedContentInset.bottom)); offset range y \(formatNumber(geometry.minimumOffset.y))…\(formatNumber(geometry.maximumOffset.y))",
                "to show the text field (\(field.frame)) above the keyboard, scroll to y = \(formatNumber(reveal.y))",
            ]
        })
}
