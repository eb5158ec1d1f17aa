/// A solved layout: every view's frame, every scroll view's content size, and the conflicts
/// the engine had to break.
public struct LayoutResult: Sendable {
    /// One view's solved frame.
    public struct ViewFrame: Hashable, Sendable {
        /// The view's id.
        public var id: String
        /// Its kind.
        public var kind: ViewKind
        /// Its superview's id (nil for the root).
        public var parentID: String?
        /// Distance from the root.
        public var depth: Int
        /// The frame relative to the superview's bounds origin; for a scroll view's subviews,
        /// relative to the content origin at offset zero (as Interface Builder stores frames).
        public var frame: Rect
        /// The frame in the root view's coordinates, with every scroll view at offset zero.
        public var absoluteFrame: Rect
        /// Whether the view is hidden.
        public var isHidden: Bool
        /// A name for people (IB user label, text), if any.
        public var title: String?
    }

    /// Where a scroll view's content size on one axis comes from.
    public enum ContentSizeSource: String, Sendable, Hashable {
        /// Constraints on the content guide (or on the scroll view's edges) determine it.
        case constraints
        /// Nothing determines it; a manually set `contentSize` supplies it.
        case manual
        /// Nothing determines it: UIKit leaves it at 0 (or wherever the solver stopped).
        case undetermined
    }

    /// One scroll view's result.
    public struct ScrollViewFrame: Hashable, Sendable {
        /// The scroll view's id.
        public var id: String
        /// Its frame, relative to its superview.
        public var frame: Rect
        /// Its frame in root coordinates.
        public var absoluteFrame: Rect
        /// The content size: the content guide's size times the zoom scale.
        public var contentSize: Size
        /// Where each axis of the content size comes from.
        public var contentSizeSource: AxisPair<ContentSizeSource>
        /// The root's safe-area insets overlapping the scroll view (what `.automatic` may add).
        public var safeAreaInsets: EdgeInsets
        /// Scroll geometry (insets, offsets, scrollable axes).
        public var geometry: ScrollViewGeometry
    }

    /// A required constraint that could not hold with others and was broken (demoted just below
    /// required), as UIKit does at run time.
    public struct Conflict: Hashable, Sendable {
        /// The constraint that was broken.
        public var broken: LayoutConstraint
        /// A minimal set of other required constraints it conflicts with.
        public var conflicting: [LayoutConstraint]
    }

    /// The layout's name.
    public var name: String
    /// The screen it was solved for.
    public var screen: Screen
    /// Which side leading is on.
    public var direction: LayoutDirection
    /// Every view, depth first.
    public var views: [ViewFrame]
    /// Every scroll view, depth first.
    public var scrollViews: [ScrollViewFrame]
    /// The root view's safe area, in root coordinates.
    public var safeAreaFrame: Rect
    /// Broken constraints, in the order they were found.
    public var conflicts: [Conflict]

    /// The view with this id.
    public func view(_ id: String) -> ViewFrame? { views.first { $0.id == id } }

    /// The frame of a view relative to its superview.
    public func frame(of id: String) -> Rect? { view(id)?.frame }

    /// The frame of a view in root coordinates.
    public func absoluteFrame(of id: String) -> Rect? { view(id)?.absoluteFrame }

    /// The scroll view with this id.
    public func scrollView(_ id: String) -> ScrollViewFrame? { scrollViews.first { $0.id == id } }
}
