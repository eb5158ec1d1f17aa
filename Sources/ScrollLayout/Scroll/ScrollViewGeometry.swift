/// How a scroll view can scroll, computed from its bounds, content size, insets and the safe
/// area as UIKit does (`UIKitRules.md` §6.1–§6.4).
public struct ScrollViewGeometry: Hashable, Sendable {
    /// The scroll view's bounds size.
    public var boundsSize: Size
    /// The content size (zoom applied).
    public var contentSize: Size
    /// The app's content inset.
    public var contentInset: EdgeInsets
    /// The safe-area edges added to the content inset.
    public var safeAreaEdgesApplied: Set<Edge>
    /// `contentInset` plus the applied safe area, the keyboard and a refreshing control.
    public var adjustedContentInset: EdgeInsets
    /// The smallest valid offset on each axis (`-adjustedInset.left`, `-adjustedInset.top`).
    public var minimumOffset: Point
    /// The largest valid offset on each axis: `max(min, content + inset − bounds)`.
    public var maximumOffset: Point
    /// Whether the content overflows the visible area on each axis (the offset range is not a
    /// single point).
    public var overflows: AxisPair<Bool>
    /// Whether the user can drag on each axis: overflowing, or `alwaysBounce*` with bouncing.
    public var scrolls: AxisPair<Bool>
    /// Whether paging is on.
    public var isPagingEnabled: Bool
    /// How flings slow down.
    public var decelerationRate: DecelerationRate

    /// Where the view rests when nothing moves it: the minimum offset (§6.1).
    public var restingOffset: Point { minimumOffset }

    /// Computes the geometry.
    /// - Parameters:
    ///   - safeAreaInsets: the root's safe-area insets overlapping the scroll view.
    ///   - keyboardOverlap: how far a keyboard reaches into the scroll view from below.
    public init(configuration: ScrollViewConfiguration, boundsSize: Size, contentSize: Size,
                safeAreaInsets: EdgeInsets, keyboardOverlap: Double = 0) {
        self.boundsSize = boundsSize
        self.contentSize = contentSize
        self.contentInset = configuration.contentInset
        self.isPagingEnabled = configuration.isPagingEnabled
        self.decelerationRate = configuration.decelerationRate
        let edges = ScrollGeometry.safeAreaEdgesApplied(
            behavior: configuration.contentInsetAdjustmentBehavior, contentSize: contentSize, boundsSize: boundsSize,
            alwaysBounceHorizontal: configuration.alwaysBounceHorizontal,
            alwaysBounceVertical: configuration.alwaysBounceVertical,
            isViewControllerContentScrollView: configuration.isViewControllerContentScrollView)
        self.safeAreaEdgesApplied = edges
        var adjusted = configuration.contentInset
        for edge in edges { adjusted[edge] += safeAreaInsets[edge] }
        // The keyboard: only what the applied bottom safe area does not already cover (§6.6);
        // UIKit's own keyboard adjustment is skipped under `.never`, so the app's inset is all.
        if keyboardOverlap > 0 {
            let applied = edges.contains(.bottom) ? safeAreaInsets.bottom : 0
            adjusted.bottom += max(0, keyboardOverlap - applied)
        }
        if configuration.isRefreshing { adjusted.top += configuration.refreshControlHeight }
        self.adjustedContentInset = adjusted
        let minimum = Point(x: -adjusted.left, y: -adjusted.top)
        let maximum = Point(
            x: max(minimum.x, contentSize.width + adjusted.right - boundsSize.width),
            y: max(minimum.y, contentSize.height + adjusted.bottom - boundsSize.height))
        self.minimumOffset = minimum
        self.maximumOffset = maximum
        let overflows = AxisPair(horizontal: maximum.x > minimum.x + 1e-9, vertical: maximum.y > minimum.y + 1e-9)
        self.overflows = overflows
        let enabled = configuration.isScrollEnabled
        self.scrolls = AxisPair(
            horizontal: enabled && (overflows.horizontal || (configuration.bounces && configuration.alwaysBounceHorizontal)),
            vertical: enabled && (overflows.vertical || (configuration.bounces && configuration.alwaysBounceVertical)))
    }

    /// An offset brought into the valid range on both axes.
    public func clamped(_ offset: Point) -> Point {
        Point(x: min(max(offset.x, minimumOffset.x), maximumOffset.x),
              y: min(max(offset.y, minimumOffset.y), maximumOffset.y))
    }

    /// The content rectangle the bounds show at an offset (UIKit's `bounds`).
    public func boundsRect(at offset: Point) -> Rect {
        Rect(origin: offset, size: boundsSize)
    }

    /// The content rectangle left visible by the adjusted insets at an offset (§6.1):
    /// `(off.x + inset.left, off.y + inset.top, bounds − insets)`.
    public func visibleContentRect(at offset: Point) -> Rect {
        let inset = adjustedContentInset
        return Rect(x: offset.x + inset.left, y: offset.y + inset.top,
                    width: boundsSize.width - inset.left - inset.right,
                    height: boundsSize.height - inset.top - inset.bottom)
    }

    /// The offset `scrollRectToVisible(_:animated:)` scrolls to (§6.3): the smallest move that
    /// shows the rectangle within the raw bounds (too big: its top-left part), clamped to the
    /// valid range; unchanged when already visible. UIKit ignores the insets here, so content
    /// can end up under a bar (the seed's complaint).
    public func scrollRectToVisibleOffset(_ rect: Rect, from offset: Point) -> Point {
        reveal(rect, from: offset, window: boundsRect(at: offset))
    }

    /// The inset-aware offset the seed recommends instead: the smallest move that shows the
    /// rectangle inside the visible (unobscured) area.
    public func insetAwareOffset(toReveal rect: Rect, from offset: Point) -> Point {
        reveal(rect, from: offset, window: visibleContentRect(at: offset))
    }

    private func reveal(_ rect: Rect, from offset: Point, window: Rect) -> Point {
        let content = Rect(origin: .zero, size: contentSize)
        guard var goal = rect.intersection(content) else { return offset }
        if window.contains(goal) { return offset }
        goal.size = Size(width: min(goal.width, window.width), height: min(goal.height, window.height))
        func delta(_ low: Double, _ high: Double, _ windowLow: Double, _ windowHigh: Double) -> Double {
            if high > windowHigh { return high - windowHigh }
            if low < windowLow { return low - windowLow }
            return 0
        }
        let dx = delta(goal.minX, goal.maxX, window.minX, window.maxX)
        let dy = delta(goal.minY, goal.maxY, window.minY, window.maxY)
        return clamped(Point(x: offset.x + dx, y: offset.y + dy))
    }

    // MARK: Paging

    /// The page size of built-in paging: the bounds size.
    public var pageSize: Size { boundsSize }

    /// The number of pages on an axis: `ceil(content / bounds)`, at least 1.
    public func pageCount(_ axis: Axis) -> Int {
        let page = pageSize[axis]
        guard page > 0 else { return 1 }
        return max(1, Int((contentSize[axis] / page - 1e-9).rounded(.up)))
    }

    /// The page an offset shows on an axis (nearest page start).
    public func page(at offset: Double, axis: Axis) -> Int {
        let page = pageSize[axis]
        guard page > 0 else { return 0 }
        return min(max(Int((offset / page).rounded()), 0), pageCount(axis) - 1)
    }

    /// Where built-in paging stops on an axis: multiples of the bounds, the last clamped to
    /// the maximum offset. The built-in origin ignores the content inset (§6.4, [SEED2]).
    public func pageOffsets(_ axis: Axis) -> [Double] {
        let maximum = axis == .horizontal ? maximumOffset.x : maximumOffset.y
        return (0..<pageCount(axis)).map { min(Double($0) * pageSize[axis], max(maximum, 0)) }
    }

    /// Where a drag released at `offset` with `velocity` (points per second) comes to rest on
    /// an axis: the fling's projected stop (§6.4), clamped; with paging, the page in the
    /// fling's direction (the nearest at zero velocity), at most one page away.
    public func restingOffset(afterReleaseAt offset: Double, velocity: Double, axis: Axis) -> Double {
        let low = axis == .horizontal ? minimumOffset.x : minimumOffset.y
        let high = axis == .horizontal ? maximumOffset.x : maximumOffset.y
        if isPagingEnabled {
            let page = pageSize[axis]
            guard page > 0 else { return low }
            let current = offset / page
            let target: Double
            if abs(velocity) < 1e-9 {
                target = current.rounded()
            } else {
                target = velocity > 0 ? current.rounded(.down) + 1 : current.rounded(.up) - 1
            }
            let clampedPage = min(max(target, 0), Double(pageCount(axis) - 1))
            return min(max(clampedPage * page, low), max(high, low))
        }
        let projected = offset + ScrollGeometry.flingDistance(velocity: velocity, rate: decelerationRate)
        return min(max(projected, low), high)
    }
}
