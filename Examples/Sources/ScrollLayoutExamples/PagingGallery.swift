import ScrollLayout

private let gallery = ScrollViewHandle("gallery")
private let row = ViewHandle("row")
/// The five cards: handles made in a loop are still declared once.
private let cards = (0..<5).map { ViewHandle("card\($0)") }

extension Example {
    /// A horizontally paging gallery with peeking cards (seed 002 §3.4): cards 311 wide, 12 apart,
    /// with 32 of content inset on each side, so the neighbours peek in. Built-in paging would
    /// page by the bounds (375) and ignore the inset, so paging is off and the offsets come from
    /// the seed's snapping rule: page × 323 − 32.
    public static let pagingGallery: Example = Example(
        name: "gallery",
        summary: "Paging gallery with peeking cards: custom snapping to page × 323 − 32.",
        layout: Layout(name: "Paging gallery", screen: .iPhoneSE) {
            View.scrollView(gallery, insetAdjustment: .never) {
                View.view(row) {
                    for card in cards { View.view(card) }
                }
            }.scroll {
                $0.contentInset = EdgeInsets(top: 0, left: 32, bottom: 0, right: 32)
                $0.decelerationRate = .fast
            }
        } constraints: {
            gallery.top == ViewHandle.root.safeArea.top + 16
            gallery.horizontalEdges == ViewHandle.root.horizontalEdges
            gallery.height == 420
            row.edges == gallery.contentLayoutGuide.edges
            row.height == gallery.frameLayoutGuide.height
            for (index, card) in cards.enumerated() {
                card.verticalEdges == row.verticalEdges
                card.width == 311
                if index == 0 {
                    card.leading == row.leading
                } else {
                    card.leading == cards[index - 1].trailing + 12
                }
            }
            cards[cards.count - 1].trailing == row.trailing
        },
        notes: { engine in
            let geometry = engine.result[gallery].geometry
            let page = 311.0 + 12
            let offsets = cards.indices.map { formatNumber(Double($0) * page - 32) }
            let flick = ScrollGeometry.snappedOffset(target: 400, velocity: 0.8, pageWidth: page, leadingInset: 32, pageCount: cards.count)
            return [
                "page offsets: \(offsets.joined(separator: ", ")) (offset range x \(formatNumber(geometry.minimumOffset.x))…\(formatNumber(geometry.maximumOffset.x)))",
                "a flick released at x = 400 moving right settles at x = \(formatNumber(flick))",
            ]
        })
}
