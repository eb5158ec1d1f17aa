import ScrollLayout

extension Example {
    /// A horizontally paging gallery with peeking cards (seed 002 §3.4): cards 311 wide, 12 apart,
    /// with 32 of content inset on each side, so the neighbours peek in. Built-in paging would
    /// page by the bounds (375) and ignore the inset, so paging is off and the offsets come from
    /// the seed's snapping rule: page × 323 − 32.
    public static let pagingGallery = Example(
        name: "gallery",
        summary: "Paging gallery with peeking cards: custom snapping to page × 323 − 32.",
        layout: Layout(name: "Paging gallery", screen: .iPhoneSE) {
            View.scrollView("gallery", insetAdjustment: .never) {
                View.view("row") {
                    for index in 0..<5 { View.view("card\(index)") }
                }
            }.scroll {
                $0.contentInset = EdgeInsets(top: 0, left: 32, bottom: 0, right: 32)
                $0.decelerationRate = .fast
            }
        } constraints: { v in
            v.gallery.top == v.root.safeArea.top + 16
            v.gallery.horizontalEdges == v.root.horizontalEdges
            v.gallery.height == 420
            v.row.edges == v.gallery.contentLayoutGuide.edges
            v.row.height == v.gallery.frameLayoutGuide.height
            for index in 0..<5 {
                v["card\(index)"].verticalEdges == v.row.verticalEdges
                v["card\(index)"].width == 311
                if index == 0 {
                    v["card\(index)"].leading == v.row.leading
                } else {
                    v["card\(index)"].leading == v["card\(index - 1)"].trailing + 12
                }
            }
            v.card4.trailing == v.row.trailing
        },
        notes: { engine in
            guard let gallery = engine.result.scrollView("gallery") else { return [] }
            let page = 311.0 + 12
            let offsets = (0..<5).map { formatNumber(Double($0) * page - 32) }
            let flick = ScrollGeometry.snappedOffset(target: 400, velocity: 0.8, pageWidth: page, leadingInset: 32, pageCount: 5)
            return [
                "page offsets: \(offsets.joined(separator: ", ")) (offset range x \(formatNumber(gallery.geometry.minimumOffset.x))…\(formatNumber(gallery.geometry.maximumOffset.x)))",
                "a flick released at x = 400 moving right settles at x = \(formatNumber(flick))",
            ]
        })
}
