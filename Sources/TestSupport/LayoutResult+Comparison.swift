import ScrollLayout

extension LayoutResult {
    /// The largest difference, in points, between this result's frames and scroll content sizes
    /// and another's (infinity when one lacks a view the other has): how the fast-path tests and
    /// the soak run compare two solves of one layout.
    public func largestDifference(from other: LayoutResult) -> Double {
        let frames = Dictionary(other.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let sizes = Dictionary(other.scrollViews.map { ($0.id, $0.contentSize) }, uniquingKeysWith: { first, _ in first })
        guard frames.count == views.count, sizes.count == scrollViews.count else { return .infinity }
        var worst = 0.0
        for view in views {
            guard let b = frames[view.id] else { return .infinity }
            let a = view.frame
            worst = max(worst, abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
        }
        for scroll in scrollViews {
            guard let b = sizes[scroll.id] else { return .infinity }
            worst = max(worst, abs(scroll.contentSize.width - b.width), abs(scroll.contentSize.height - b.height))
        }
        return worst
    }
}
