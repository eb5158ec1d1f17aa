/// How a scroll view adds the safe area to its content inset (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
    /// Like `scrollableAxes`, and vertical insets always for a view controller's content scroll
    /// view (under a navigation or tab bar).
    case automatic
    /// The safe area on the axes that scroll.
    case scrollableAxes
    /// Never.
    case never
    /// Always, on every edge.
    case always
}

/// How quickly a fling slows down (UIKit's `UIScrollView.DecelerationRate`, per millisecond).
public enum DecelerationRate: String, Sendable, Hashable {
    /// 0.998 per millisecond.
    case normal
    /// 0.99 per millisecond.
    case fast

    /// The factor per millisecond.
    public var value: Double { self == .normal ? 0.998 : 0.99 }
}

/// The scroll-view properties that decide its geometry (UIKit's names).
public struct ScrollViewConfiguration: Hashable, Sendable {
    /// Extra scrollable margin set by the app.
    public var contentInset: EdgeInsets = .zero
    /// How the safe area is added to the content inset.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Bounce (and count as scrollable) vertically even when the content fits.
    public var alwaysBounceVertical = false
    /// Bounce (and count as scrollable) horizontally even when the content fits.
    public var alwaysBounceHorizontal = false
    /// Rubber-banding past the ends.
    public var bounces = true
    /// Whether the user can scroll.
    public var isScrollEnabled = true
    /// Stops on multiples of the bounds size.
    public var isPagingEnabled = false
    /// The current zoom.
    public var zoomScale: Double = 1
    /// The smallest zoom.
    public var minimumZoomScale: Double = 1
    /// The largest zoom.
    public var maximumZoomScale: Double = 1
    /// A content size set by hand; constraints that determine the content guide take precedence
    /// (as in UIKit, where the engine overwrites it).
    public var contentSize: Size? = nil
    /// The current scroll position; nil means the resting position.
    public var contentOffset: Point? = nil
    /// How flings slow down.
    public var decelerationRate: DecelerationRate = .normal
    /// True when this is a view controller's main scroll view shown in a navigation or tab bar
    /// controller (then `.automatic` always adds the vertical safe area).
    public var isViewControllerContentScrollView = false
    /// Height of a keyboard overlapping the bottom of the screen (0: none).
    public var keyboardHeight: Double = 0
    /// Whether a refresh control is refreshing (it then adds its height to the top inset).
    public var isRefreshing = false
    /// Height of the refresh control while refreshing.
    public var refreshControlHeight: Double = 60

    /// Default UIKit scroll-view properties.
    public init() {}
}
