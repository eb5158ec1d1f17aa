import ScrollLayout

private let scroll = ScrollViewHandle("scroll")
private let drawerStack = StackViewHandle("drawers")
private let header = ViewHandle("header")
private let red = ViewHandle("red")
private let green = ViewHandle("green")
private let blue = ViewHandle("blue")
private let footer = ViewHandle("footer")

extension Example {
    /// Seed 001's "drawers" screen: a vertical stack (spacing 8) pinned to the scroll view's edges
    /// (the classic rule: edges seen from inside mean the content) and as wide as the scroll view,
    /// which sits in the safe area. Each drawer has its own height; a custom gap follows the header.
    /// On an iPhone SE (safe area 20 at the top): frame 375 × 647, content 200 + 24 + 300 + 8 +
    /// 120 + 8 + 250 + 8 + 90 = 1008, so it scrolls by 361.
    public static let drawers: Example = Example(
        name: "drawers",
        summary: "Seed 001: stack of drawers in a scroll view; the arranged views decide contentSize.",
        layout: Layout(name: "Drawers", screen: .iPhoneSE) {
            View.scrollView(scroll, insetAdjustment: .never) {
                View.vstack(drawerStack, spacing: 8) {
                    View.view(header)
                    View.view(red)
                    View.view(green)
                    View.view(blue)
                    View.view(footer)
                }.stack { $0.customSpacing[header.id] = 24 }
            }
        } constraints: {
            scroll.leading == ViewHandle.root.leading
            scroll.trailing == ViewHandle.root.trailing
            scroll.top == ViewHandle.root.safeArea.top
            scroll.bottom == ViewHandle.root.safeArea.bottom
            // Seed 001 pins the stack to the scroll view itself: edges from inside mean the content.
            drawerStack.edges == scroll.edges
            drawerStack.width == scroll.width
            header.height == 200
            red.height == 300
            green.height == 120
            blue.height == 250
            footer.height == 90
        },
        notes: { engine in
            // Closing a drawer: the stack collapses it and the content shrinks by its height and gap.
            var closed = engine
            guard (try? closed.setHidden(true, for: red)) != nil else { return [] }
            return [
                "scrolls by \(formatNumber(engine.result[scroll].geometry.maximumOffset.y)) points on the \(engine.result.screen.name)",
                "with the red drawer closed: content height \(formatNumber(closed.result[scroll].contentSize.height))",
            ]
        })
}
