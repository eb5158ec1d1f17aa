import Cassowary

extension LayoutEngine {
    /// The current solution: frames, content sizes, scroll geometry and broken constraints.
    public var result: LayoutResult {
        result { solver.ambiguity(of: $0) == nil }
    }

    /// The current solution, with `isDetermined` deciding whether the solution fixes a
    /// variable: a diagnosis asks its probe of the solution, which has already found the
    /// symbols that look free but cannot move (at 10 000 views, finding them twice was a
    /// tenth of a check's cache misses).
    func result(isDetermined: (Variable) -> Bool) -> LayoutResult {
        var views: [LayoutResult.ViewFrame] = []
        var scrollViews: [LayoutResult.ScrollViewFrame] = []
        views.reserveCapacity(tree.order.count)
        var absolute: [String: Rect] = [:]
        for id in tree.order {
            guard let node = tree[id] else { continue }
            // Frames include the alignment-rectangle insets the constraints leave out.
            let insets = node.view.alignmentRectInsets
            let aligned = absoluteFrame(of: id)
            let frame = insets == .zero ? aligned : Rect(x: aligned.minX - insets.left, y: aligned.minY - insets.top,
                                                         width: aligned.width + insets.left + insets.right,
                                                         height: aligned.height + insets.top + insets.bottom)
            absolute[id] = frame
            let parentFrame = node.parent.flatMap { absolute[$0] } ?? .zero
            let relative = frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
            views.append(LayoutResult.ViewFrame(
                id: id, kind: node.view.kind, parentID: node.parent, depth: node.depth, frame: relative,
                absoluteFrame: frame, isHidden: node.view.isHidden, title: node.view.title))
            if node.view.kind.isScrollView {
                scrollViews.append(scrollResult(id, node: node, frame: relative, absoluteFrame: frame, isDetermined: isDetermined))
            }
        }
        let conflicts = registry.brokenOrder.compactMap { id -> LayoutResult.Conflict? in
            guard let entry = registry[id], let conflicting = entry.conflicting else { return nil }
            return LayoutResult.Conflict(broken: entry.spec, conflicting: conflicting.compactMap { registry[$0]?.spec })
        }
        return LayoutResult(
            name: base.name, screen: base.screen, direction: base.direction, views: views,
            scrollViews: scrollViews, safeAreaFrame: rootSafeRect, conflicts: conflicts)
    }

    /// One scroll view's entry.
    func scrollResult(_ id: String, node: ViewTree.Node, frame: Rect, absoluteFrame: Rect,
                      isDetermined: (Variable) -> Bool) -> LayoutResult.ScrollViewFrame {
        let configuration = node.view.scroll ?? ScrollViewConfiguration()
        let size = contentSize(of: id)
        var sources = AxisPair<LayoutResult.ContentSizeSource>(horizontal: .constraints, vertical: .constraints)
        if let v = variables[id], let width = v.contentWidth, let height = v.contentHeight {
            for (axis, variable) in [(Axis.horizontal, width), (.vertical, height)] {
                if isDeterminedByConstraints(variable, scrollView: id, axis: axis, isDetermined: isDetermined) { continue }
                sources[axis] = configuration.contentSize == nil ? .undetermined : .manual
            }
        }
        let insets = overlappingSafeAreaInsets(of: id, frame: absoluteFrame)
        let screen = base.screen.size
        let keyboard = Rect(x: 0, y: screen.height - configuration.keyboardHeight, width: screen.width, height: configuration.keyboardHeight)
        let overlap = ScrollGeometry.keyboardOverlap(scrollViewFrame: absoluteFrame, keyboardFrame: keyboard)
        let geometry = ScrollViewGeometry(configuration: configuration, boundsSize: absoluteFrame.size,
                                          contentSize: size, safeAreaInsets: insets, keyboardOverlap: overlap)
        return LayoutResult.ScrollViewFrame(
            id: id, frame: frame, absoluteFrame: absoluteFrame, contentSize: size, contentSizeSource: sources,
            safeAreaInsets: insets, geometry: geometry)
    }

    /// True when the layout's constraints (not a manual content size) fix a content-size
    /// variable (`isDetermined` answers for the solver as it is).
    func isDeterminedByConstraints(_ variable: Variable, scrollView id: String, axis: Axis, isDetermined: (Variable) -> Bool) -> Bool {
        guard tree[id]?.view.scroll?.contentSize != nil else { return isDetermined(variable) }
        // Ask without the manual size: a copy of the solver with that preference removed.
        var copy = solver
        for constraintID in registry.members(of: .scrollContent(id)) {
            guard let entry = registry[constraintID], let installed = entry.solverConstraint,
                  entry.spec.origin == .generated(.scroll(view: id, .manualContentSize(axis)))
            else { continue }
            try? copy.remove(installed)
        }
        return copy.ambiguity(of: variable) == nil
    }

    /// The root's safe-area insets overlapping a scroll view's frame (what its adjustment may add).
    func overlappingSafeAreaInsets(of id: String, frame: Rect) -> EdgeInsets {
        let safe = rootSafeRect
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        return EdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height),
            left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height),
            right: clamp(frame.maxX - safe.maxX, frame.width))
    }
}
