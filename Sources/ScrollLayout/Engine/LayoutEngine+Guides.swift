import Cassowary

// Safe-area and layout-margins guides (uikit-semantics.md §4).
//
// Their insets depend on geometry (how much of a view overlaps the root's unsafe area, how close
// it sits to its superview's edge), and the geometry depends on constraints that may use the
// guides: UIKit settles this over layout passes, and so does the engine. Each guide is a
// rectangle defined inside its view by four generated constraints with the current insets;
// after a solve the insets are recomputed from the frames, and changed definitions are
// replaced (an incremental change) until nothing moves.

extension LayoutEngine {
    /// The variables of a view's guide, made (and defined with the current insets) on first use.
    mutating func guide(_ key: GuideKey) -> ItemVariables? {
        if let existing = guideVariables[key] { return existing }
        guard tree[key.view] != nil else { return nil }
        let name = "\(key.view).\(key.kind == .safeArea ? "safeArea" : "layoutMargins")"
        let variables = ItemVariables(name: name, isScrollView: false)
        guideVariables[key] = variables
        let insets = computedInsets(key)
        guideInsets[key] = insets
        setGroup(.guide(key), to: guideConstraints(key, insets: insets))
        return variables
    }

    /// Recomputes guide insets from the solved frames until they stop changing.
    mutating func settleGuides() {
        for _ in 0..<8 {
            var changed = false
            let keys = guideVariables.keys.sorted { ($0.view, $0.kind.rawValue) < ($1.view, $1.kind.rawValue) }
            for key in keys {
                let insets = computedInsets(key)
                if let current = guideInsets[key], LayoutEngine.nearlyEqual(current, insets) { continue }
                guideInsets[key] = insets
                setGroup(.guide(key), to: guideConstraints(key, insets: insets))
                changed = true
            }
            if !changed { return }
        }
    }

    /// Insets equal within a thousandth of a point.
    static func nearlyEqual(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 0.001 && abs(a.left - b.left) < 0.001
            && abs(a.bottom - b.bottom) < 0.001 && abs(a.right - b.right) < 0.001
    }

    /// The insets a guide should have for the current frames.
    ///
    /// A scroll view's guides live in its bounds, which rest at the minimum content offset
    /// (minus the adjusted inset): at rest they are shifted by it, so a subview pinned to the
    /// safe area of a scroll view that already insets its content for the bars sits at the top
    /// of the content, not a bar's height below it.
    func computedInsets(_ key: GuideKey) -> EdgeInsets {
        var insets: EdgeInsets
        switch key.kind {
        case .safeArea: insets = safeAreaInsets(of: key.view)
        case .margins: insets = marginInsets(of: key.view)
        }
        if let configuration = tree[key.view]?.view.scroll {
            let safe = safeAreaInsets(of: key.view)
            var adjusted = configuration.contentInset
            for edge in appliedSafeAreaEdges(of: key.view) { adjusted[edge] += safe[edge] }
            insets.top -= adjusted.top
            insets.bottom += adjusted.top
            insets.left -= adjusted.left
            insets.right += adjusted.left
        }
        return insets
    }

    /// The root's safe area in root coordinates.
    var rootSafeRect: Rect {
        Rect(x: 0, y: 0, width: base.screen.size.width, height: base.screen.size.height)
            .inset(by: base.screen.safeAreaInsets)
    }

    /// A view's safe-area insets (§4.1): the root's from the screen; for any other view, the part
    /// of it that overlaps its superview's unsafe bands (so never more than the superview's
    /// inset on that edge, and zero where the superview has none). A scroll view does not pass
    /// on the edges it already adds to its content inset. Frames are taken at offset zero, the
    /// resting offset on every edge a scroll view does not apply.
    func safeAreaInsets(of id: String) -> EdgeInsets {
        if id == tree.rootID { return base.screen.safeAreaInsets }
        guard let parent = tree[id]?.parent else { return .zero }
        var bands = safeAreaInsets(of: parent)
        if tree[parent]?.view.kind.isScrollView == true {
            for edge in appliedSafeAreaEdges(of: parent) { bands[edge] = 0 }
        }
        let outer = absoluteFrame(of: parent)
        let frame = absoluteFrame(of: id)
        /// The length of [a, b] ∩ [c, d].
        func overlap(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { max(0, min(b, d) - max(a, c)) }
        return EdgeInsets(
            top: bands.top > 0 ? overlap(frame.minY, frame.maxY, outer.minY, outer.minY + bands.top) : 0,
            left: bands.left > 0 ? overlap(frame.minX, frame.maxX, outer.minX, outer.minX + bands.left) : 0,
            bottom: bands.bottom > 0 ? overlap(frame.minY, frame.maxY, outer.maxY - bands.bottom, outer.maxY) : 0,
            right: bands.right > 0 ? overlap(frame.minX, frame.maxX, outer.maxX - bands.right, outer.maxX) : 0)
    }

    /// The safe-area edges a scroll view adds to its content inset, for the current frames.
    func appliedSafeAreaEdges(of id: String) -> Set<Edge> {
        guard let node = tree[id], let configuration = node.view.scroll else { return [] }
        let frame = absoluteFrame(of: id)
        return ScrollGeometry.safeAreaEdgesApplied(
            behavior: configuration.contentInsetAdjustmentBehavior, contentSize: contentSize(of: id),
            boundsSize: frame.size, alwaysBounceHorizontal: configuration.alwaysBounceHorizontal,
            alwaysBounceVertical: configuration.alwaysBounceVertical,
            isViewControllerContentScrollView: configuration.isViewControllerContentScrollView)
    }

    /// A scroll view's content size (content guide size times zoom).
    func contentSize(of id: String) -> Size {
        guard let v = variables[id], let width = v.contentWidth, let height = v.contentHeight else { return .zero }
        let zoom = tree[id]?.view.scroll?.zoomScale ?? 1
        return Size(width: value(width) * zoom, height: value(height) * zoom)
    }

    /// A view's effective layout margins (§4.2):
    /// - the root: the system minimum on the sides (16 pt up to 390 pt wide, 20 pt from 414)
    ///   and 0 at the top and bottom, or the view's own margins where larger than the default;
    /// - other views: their own margins;
    /// - plus the view's safe-area insets when `insetsLayoutMarginsFromSafeArea` (additive);
    /// - with `preservesSuperviewLayoutMargins`, at least what keeps content inside the
    ///   superview's margins: `max(own, superMargin − distance to the superview's edge)`.
    func marginInsets(of id: String) -> EdgeInsets {
        guard let node = tree[id] else { return .zero }
        let view = node.view
        var margins: EdgeInsets
        if id == tree.rootID {
            let side = base.screen.rootMinimumSideMargin
            let custom = view.layoutMargins == EdgeInsets(all: 8) ? EdgeInsets.zero : view.layoutMargins
            margins = EdgeInsets(top: max(custom.top, 0), left: max(custom.left, side),
                                 bottom: max(custom.bottom, 0), right: max(custom.right, side))
        } else {
            margins = view.layoutMargins
        }
        if view.insetsLayoutMarginsFromSafeArea {
            // A scroll view's margins leave out the safe-area edges it adds to its content
            // inset, as its subviews' safe areas do.
            var safe = safeAreaInsets(of: id)
            if view.kind.isScrollView { for edge in appliedSafeAreaEdges(of: id) { safe[edge] = 0 } }
            margins = margins + safe
        }
        if view.preservesSuperviewLayoutMargins, let parent = node.parent {
            let parentMargins = marginInsets(of: parent)
            let frame = absoluteFrame(of: id)
            let parentFrame = absoluteFrame(of: parent)
            margins.top = max(margins.top, parentMargins.top - (frame.minY - parentFrame.minY))
            margins.left = max(margins.left, parentMargins.left - (frame.minX - parentFrame.minX))
            margins.bottom = max(margins.bottom, parentMargins.bottom - (parentFrame.maxY - frame.maxY))
            margins.right = max(margins.right, parentMargins.right - (parentFrame.maxX - frame.maxX))
        }
        return margins
    }
}
