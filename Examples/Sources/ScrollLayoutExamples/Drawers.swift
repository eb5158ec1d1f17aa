import ScrollLayout

extension Example {
    /// Seed 001's "drawers" screen: a vertical stack (spacing 8) pinned to the scroll view's edges
    /// (the classic rule: edges seen from inside mean the content) and as wide as the scroll view,
    /// which sits in the safe area. Each drawer has its own height; a custom gap follows the header.
    /// On an iPhone SE (safe area 20 at the top): frame 375 × 647, content 200 + 24 + 300 + 8 +
    /// 120 + 8 + 250 + 8 + 90 = 1008, so it scrolls by 361.
    public static let drawers = Example(
        name: "drawers",
        summary: "Seed 001: stack of drawers in a scroll view; the arranged views decide contentSize.",
        layout: Layout(name: "Drawers", screen: .iPhoneSE) {
            View.scrollView("scroll", insetAdjustment: .never) {
                View.vstack("drawers", spacing: 8) {
                    View.view("header")
                    View.view("red")
                    View.view("green")
                    View.view("blue")
                    View.view("footer")
                }.stack { $0.customSpacing["header"] = 24 }
            }
        } constraints: { v in
            v.scroll.leading == v.root.leading
            v.scroll.trailing == v.root.trailing
            v.scroll.top == v.root.safeArea.top
            v.scroll.bottom == v.root.safeArea.bottom
            // Seed 001 pins the stack to the scroll view itself: edges from inside mean the content.
            v.drawers.edges == v.scroll.edges
            v.drawers.width == v.scroll.width
            v.header.height == 200
            v.red.height == 300
            v.green.height == 120
            v.blue.height == 250
            v.footer.height == 90
        },
        notes: { engine in
            guard let scroll = engine.result.scrollView("scroll") else { return [] }
            return ["scrolls by \(formatNumber(scroll.geometry.maximumOffset.y)) points on a \(engine.result.screen.name)"]
        })
}
