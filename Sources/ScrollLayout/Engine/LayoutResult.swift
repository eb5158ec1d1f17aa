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
    public var views: [ViewFrame] { didSet { viewIndex = LayoutResult.index(views.map(\.id)) } }
    /// Every scroll view, depth first.
    public var scrollViews: [ScrollViewFrame] { didSet { scrollViewIndex = LayoutResult.index(scrollViews.map(\.id)) } }
    /// The root view's safe area, in root coordinates.
    public var safeAreaFrame: Rect
    /// Broken constraints, in the order they were found.
    public var conflicts: [Conflict]

    /// Positions in `views` by id: diagnostics and reports ask for views by id thousands of
    /// times on large layouts, where a search of the array made them quadratic.
    var viewIndex: [String: Int] = [:]
    /// Positions in `scrollViews` by id.
    var scrollViewIndex: [String: Int] = [:]

    /// A result (the engine makes them; the indexes are built here).
    init(name: String, screen: Screen, direction: LayoutDirection, views: [ViewFrame], scrollViews: [ScrollViewFrame],
         safeAreaFrame: Rect, conflicts: [Conflict]) {
        self.name = name
        self.screen = screen
        self.direction = direction
        self.views = views
        self.scrollViews = scrollViews
        self.safeAreaFrame = safeAreaFrame
        self.conflicts = conflicts
        viewIndex = LayoutResult.index(views.map(\.id))
        scrollViewIndex = LayoutResult.index(scrollViews.map(\.id))
    }

    /// The first position of each id.
    static func index(_ ids: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(ids.count)
        for (position, id) in ids.enumerated() where index[id] == nil { index[id] = position }
        return index
    }

    /// The view with this id.
    public func view(_ id: String) -> ViewFrame? {
        guard let position = viewIndex[id], position < views.count, views[position].id == id else { return nil }
        return views[position]
    }

    /// The frame of a view relative to its superview.
    public func frame(of id: String) -> Rect? { view(id)?.frame }

    /// The frame of a view in root coordinates.
    public func absoluteFrame(of id: String) -> Rect? { view(id)?.absoluteFrame }

    /// The scroll view with this id.
    public func scrollView(_ id: String) -> ScrollViewFrame? {
        guard let position = scrollViewIndex[id], position < scrollViews.count, scrollViews[position].id == id else { return nil }
        return scrollViews[position]
    }
}
