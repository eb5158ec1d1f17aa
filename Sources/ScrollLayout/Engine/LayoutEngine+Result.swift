import Cassowary

extension LayoutEngine {
    /// The current solution: frames, content sizes, scroll geometry and broken constraints.
    public var result: LayoutResult {
        result { solver.isDetermined($0) }
    }

    /// The current solution, with `isDetermined` deciding whether the solution fixes a
    /// variable: a diagnosis asks its probe of the solution, which has already found the
    /// symbols that look free but cannot move (at 10 000 views, finding them twice was a
    /// tenth of a check's cache misses).
    func result(isDetermined: (Variable) -> Bool) -> LayoutResult {
        var views: [LayoutResult.ViewFrame] = []
        var scrollViews: [LayoutResult.ScrollViewFrame] = []
        views.reserveCapacity(tree.order.count)
        // The frames of the current view's ancestors, by depth: the order is depth first, so a
        // view's superview is the last view seen one level up. (A table of every frame by id
        // hashed each id twice, and reading a node copied it, retaining each of its strings.)
        var ancestors: [(id: String, frame: Rect)] = []
        for id in tree.order {
            guard let facts = tree.reportedFacts(of: id) else { continue }
            let frame = Self.frame(aligned: absoluteFrame(of: id), insets: facts.insets)
            let superviewFrame = facts.parent.map { parentFrame(of: $0, depth: facts.depth, ancestors: ancestors) } ?? .zero
            if ancestors.count > facts.depth { ancestors.removeSubrange(facts.depth...) }
            if ancestors.count == facts.depth { ancestors.append((id, frame)) }
            let relative = frame.offsetBy(dx: -superviewFrame.minX, dy: -superviewFrame.minY)
            views.append(LayoutResult.ViewFrame(
                id: id, kind: facts.kind, parentID: facts.parent, depth: facts.depth, frame: relative,
                absoluteFrame: frame, isHidden: facts.isHidden, title: facts.title))
            if facts.kind.isScrollView, let node = tree[id] {
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

    /// A superview's frame as the result reports it: from the ancestors seen on the way down
    /// when the order put it there, otherwise computed again.
    private func parentFrame(of parent: String, depth: Int, ancestors: [(id: String, frame: Rect)]) -> Rect {
        if depth >= 1, depth <= ancestors.count, ancestors[depth - 1].id == parent { return ancestors[depth - 1].frame }
        return Self.frame(aligned: absoluteFrame(of: parent), insets: tree.reportedFacts(of: parent)?.insets ?? .zero)
    }

    /// A frame from its alignment rectangle: frames include the insets the constraints leave out.
    private static func frame(aligned: Rect, insets: EdgeInsets) -> Rect {
        guard insets != .zero else { return aligned }
        return Rect(x: aligned.minX - insets.left, y: aligned.minY - insets.top,
                    width: aligned.width + insets.left + insets.right, height: aligned.height + insets.top + insets.bottom)
    }

    /// One scroll view's entry.
    func scrollResult(_ id: String, node: ViewTree.Node, frame: Rect, absoluteFrame: Rect,
                      isDetermined: (Variable) -> Bool) -> LayoutResult.ScrollViewFrame {
        let configuration = node.view.scroll ?? ScrollViewConfiguration()
        let size = contentSize(of: id)
        var sources = AxisPair<LayoutResult.ContentSizeSource>(horizontal: .constraints, vertical: .constraints)
        if let v = itemVariables(id), let width = v.contentWidth, let height = v.contentHeight {
            // Without a constraint that uses the content, UIKit keeps the content size it is
            // given: the solver is not asked (a table view's, every diagnosis, was a tenth of a
            // check).
            let derives = derivesContentSize(of: id)
            for (axis, variable) in [(Axis.horizontal, width), (.vertical, height)] {
                if derives, isDeterminedByConstraints(variable, scrollView: id, axis: axis, isDetermined: isDetermined) { continue }
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

    /// True when an installed constraint uses a scroll view's content rectangle (its content
    /// guide, or its edges seen from inside) in a way that makes UIKit derive its content size
    /// from constraints; otherwise UIKit keeps the content size it is given (TN2154's mixed
    /// approach). The engine's own bounds on the content, autoresizing frames and a table's
    /// rows (UITableView sizes its content from its data) do not count.
    func derivesContentSize(of id: String) -> Bool {
        let interpreter = self.interpreter
        let content = interpreter.contentRect(of: id)
        guard content != .missing else { return false }
        return registry.containsInstalled(owning: id) { spec in
            switch spec.origin {
            case .generated(.scroll), .generated(.autoresizing), .generated(.tableRow): return false
            default: break
            }
            let sides = interpreter.resolve(spec)
            return sides.first.rect == content || sides.second?.rect == content
        }
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
        return copy.isDetermined(variable)
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
