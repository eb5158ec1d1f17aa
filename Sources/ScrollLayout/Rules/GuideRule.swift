/// Safe-area and layout-margins guides (UIKit's `safeAreaLayoutGuide` and
/// `layoutMarginsGuide`): each is its view's bounds inset by insets that depend on geometry (how
/// much of the view overlaps the root's unsafe area, how close it sits to its superview's edge).
/// The engine defines each guide with the insets of the current frames and settles them over
/// layout passes, as UIKit does.
enum GuideRule {
    /// A guide's rectangle: its view's bounds inset by the guide's current insets.
    static func constraints(_ key: GuideKey, insets: EdgeInsets) -> [LayoutConstraint] {
        let guide = key.item
        let view = LayoutItem.view(key.view)
        func rule(_ attribute: Attribute) -> GeneratedRule { .guide(view: key.view, key.kind, attribute) }
        return [
            .generated(Anchor(guide, .left), .equal, Anchor(view, .left), constant: insets.left, rule: rule(.left)),
            .generated(Anchor(guide, .top), .equal, Anchor(view, .top), constant: insets.top, rule: rule(.top)),
            .generated(Anchor(guide, .width), .equal, Anchor(view, .width), constant: -(insets.left + insets.right), rule: rule(.width)),
            .generated(Anchor(guide, .height), .equal, Anchor(view, .height), constant: -(insets.top + insets.bottom), rule: rule(.height)),
        ]
    }

    /// The insets a guide should have for the current frames.
    ///
    /// A scroll view's guides live in its bounds, at its content offset when one is set, else
    /// at rest at the minimum content offset (minus the adjusted inset): shifted by it, so a subview pinned to the
    /// safe area of a scroll view that already insets its content for the bars sits at the top
    /// of the content, not a bar's height below it.
    static func insets(_ key: GuideKey, tree: ViewTree, screen: Screen, frames: some SolvedFrames) -> EdgeInsets {
        var insets: EdgeInsets
        switch key.kind {
        case .safeArea: insets = safeAreaInsets(of: key.view, tree: tree, screen: screen, frames: frames)
        case .margins: insets = marginInsets(of: key.view, tree: tree, screen: screen, frames: frames)
        }
        if let configuration = tree[key.view]?.view.scroll {
            // The bounds' origin: the offset set (Interface Builder draws at zero), else the
            // resting one, minus the adjusted inset.
            let origin: Point
            if let offset = configuration.contentOffset {
                origin = offset
            } else {
                let safe = safeAreaInsets(of: key.view, tree: tree, screen: screen, frames: frames)
                var adjusted = configuration.contentInset
                for edge in appliedSafeAreaEdges(of: key.view, tree: tree, frames: frames) { adjusted[edge] += safe[edge] }
                origin = Point(x: -adjusted.left, y: -adjusted.top)
            }
            insets.top += origin.y
            insets.bottom -= origin.y
            insets.left += origin.x
            insets.right -= origin.x
        }
        return insets
    }

    /// The root's safe area in root coordinates.
    static func rootSafeRect(_ screen: Screen) -> Rect {
        Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height).inset(by: screen.safeAreaInsets)
    }

    /// A view's safe-area insets: the root's from the screen; for any other view, the part of
    /// it that overlaps its superview's unsafe bands (so never more than the superview's inset
    /// on that edge, and zero where the superview has none). A scroll view does not pass on the
    /// edges it already adds to its content inset. Frames are taken at offset zero, the resting
    /// offset on every edge a scroll view does not apply.
    static func safeAreaInsets(of id: String, tree: ViewTree, screen: Screen, frames: some SolvedFrames) -> EdgeInsets {
        if id == tree.rootID { return screen.safeAreaInsets }
        guard let parent = tree[id]?.parent else { return .zero }
        var bands = safeAreaInsets(of: parent, tree: tree, screen: screen, frames: frames)
        if tree[parent]?.view.kind.isScrollView == true {
            for edge in appliedSafeAreaEdges(of: parent, tree: tree, frames: frames) { bands[edge] = 0 }
        }
        let outer = frames.absoluteFrame(of: parent)
        let frame = frames.absoluteFrame(of: id)
        /// The length of [a, b] ∩ [c, d].
        func overlap(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { max(0, min(b, d) - max(a, c)) }
        return EdgeInsets(
            top: bands.top > 0 ? overlap(frame.minY, frame.maxY, outer.minY, outer.minY + bands.top) : 0,
            left: bands.left > 0 ? overlap(frame.minX, frame.maxX, outer.minX, outer.minX + bands.left) : 0,
            bottom: bands.bottom > 0 ? overlap(frame.minY, frame.maxY, outer.maxY - bands.bottom, outer.maxY) : 0,
            right: bands.right > 0 ? overlap(frame.minX, frame.maxX, outer.maxX - bands.right, outer.maxX) : 0)
    }

    /// The safe-area edges a scroll view adds to its content inset, for the current frames.
    static func appliedSafeAreaEdges(of id: String, tree: ViewTree, frames: some SolvedFrames) -> Set<Edge> {
        guard let node = tree[id], let configuration = node.view.scroll else { return [] }
        let frame = frames.absoluteFrame(of: id)
        return ScrollGeometry.safeAreaEdgesApplied(
            behavior: configuration.contentInsetAdjustmentBehavior, contentSize: frames.contentSize(of: id),
            boundsSize: frame.size, alwaysBounceHorizontal: configuration.alwaysBounceHorizontal,
            alwaysBounceVertical: configuration.alwaysBounceVertical,
            isViewControllerContentScrollView: configuration.isViewControllerContentScrollView)
    }

    /// A view's effective layout margins:
    /// - the root: the system minimum on the sides (16 pt up to 390 pt wide, 20 pt from 414)
    ///   and 0 at the top and bottom, or the view's own margins where larger than the default;
    /// - other views: their own margins;
    /// - plus the view's safe-area insets when `insetsLayoutMarginsFromSafeArea` (additive);
    /// - with `preservesSuperviewLayoutMargins`, at least what keeps content inside the
    ///   superview's margins: `max(own, superMargin − distance to the superview's edge)`; a
    ///   scroll view's subviews (a table's cells) take only its side margins.
    static func marginInsets(of id: String, tree: ViewTree, screen: Screen, frames: some SolvedFrames) -> EdgeInsets {
        guard let node = tree[id] else { return .zero }
        let view = node.view
        var margins: EdgeInsets
        if id == tree.rootID {
            let side = screen.rootMinimumSideMargin
            let custom = view.layoutMargins == EdgeInsets(all: 8) ? EdgeInsets.zero : view.layoutMargins
            margins = EdgeInsets(top: max(custom.top, 0), left: max(custom.left, side),
                                 bottom: max(custom.bottom, 0), right: max(custom.right, side))
        } else {
            margins = view.layoutMargins
        }
        if view.insetsLayoutMarginsFromSafeArea {
            // A scroll view's margins leave out the safe-area edges it adds to its content
            // inset, as its subviews' safe areas do.
            var safe = safeAreaInsets(of: id, tree: tree, screen: screen, frames: frames)
            if view.kind.isScrollView { for edge in appliedSafeAreaEdges(of: id, tree: tree, frames: frames) { safe[edge] = 0 } }
            margins = margins + safe
        }
        if view.preservesSuperviewLayoutMargins, let parent = node.parent {
            let parentMargins = marginInsets(of: parent, tree: tree, screen: screen, frames: frames)
            let frame = frames.absoluteFrame(of: id)
            let parentFrame = frames.absoluteFrame(of: parent)
            // Inside a scroll view (a table's cells) the content moves under the margins:
            // only the side margins carry over, as UITableView gives its cells.
            if tree[parent]?.view.kind.isScrollView != true {
                margins.top = max(margins.top, parentMargins.top - (frame.minY - parentFrame.minY))
                margins.bottom = max(margins.bottom, parentMargins.bottom - (parentFrame.maxY - frame.maxY))
            }
            margins.left = max(margins.left, parentMargins.left - (frame.minX - parentFrame.minX))
            margins.right = max(margins.right, parentMargins.right - (parentFrame.maxX - frame.maxX))
        }
        return margins
    }
}
