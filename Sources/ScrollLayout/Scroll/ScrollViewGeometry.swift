/// How a scroll view can scroll, computed from its frame, content size, insets and the safe
/// area as UIKit does (`uikit-semantics.md` §6.1–§6.2).
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
    /// Where the view rests when nothing moves it: the minimum offset.
    public var restingOffset: Point { minimumOffset }

    /// Computes the geometry.
    /// - Parameters:
    ///   - safeAreaInsets: the root's safe-area insets overlapping the scroll view.
    public init(configuration: ScrollViewConfiguration, boundsSize: Size, contentSize: Size, safeAreaInsets: EdgeInsets) {
        self.boundsSize = boundsSize
        self.contentSize = contentSize
        self.contentInset = configuration.contentInset
        let edges = ScrollGeometry.safeAreaEdgesApplied(
            behavior: configuration.contentInsetAdjustmentBehavior, contentSize: contentSize, boundsSize: boundsSize,
            alwaysBounceHorizontal: configuration.alwaysBounceHorizontal,
            alwaysBounceVertical: configuration.alwaysBounceVertical,
            isViewControllerContentScrollView: configuration.isViewControllerContentScrollView)
        self.safeAreaEdgesApplied = edges
        var adjusted = configuration.contentInset
        for edge in edges { adjusted[edge] += safeAreaInsets[edge] }
        adjusted = ScrollGeometry.keyboardAndRefresh(adjusted, configuration: configuration, safeAreaInsets: safeAreaInsets, appliedEdges: edges)
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
}
