import Cassowary

/// `view-outside-visible-area`: a view that sits partly outside the screen, or outside a
/// superview that clips it, though it would fit: a constraint's constant moved it out (a wrong
/// sign is the usual cause). Views inside scroll views are left to the unreachable rule; a view
/// entirely outside is left alone (parking a view off screen to slide it in is common), and so
/// is one larger than the area (a backdrop that bleeds past the edges).
///
/// The blame goes to the constraint that places the offending edge: the trailing edge's when
/// the view overflows on the right, the bottom's for a view too tall at the bottom; only when
/// nothing holds that edge, the constraint that places the view. The fix turns that
/// constraint's constant round, or drops it, and is offered only when the view then lies
/// inside on both sides.
struct OutsideVisibleAreaRule: DiagnosticRule {
    func run(in context: Diagnosis) {
        let engine = context.engine
        // A view reported carries its subviews with it: they are not reported again.
        var reported: [String] = []
        for viewID in engine.tree.order {
            guard let node = engine.tree[viewID], node.parent != nil, !engine.tree.isInHiddenSubtree(viewID),
                  !reported.contains(where: { engine.tree.isDescendant(viewID, of: $0) })
            else { continue }
            // Content scrolls into view; frames placed by autoresizing or by the app's code are its own.
            guard engine.tree.enclosingScrollView(of: viewID) == nil, !engine.tree.keepsFrame(node.view),
                  node.view.decidedByCode == nil
            else { continue }
            let frame = engine.absoluteFrame(of: viewID)
            let area = context.visibleArea(of: viewID)
            guard frame.width > 0.5, frame.height > 0.5, area.area.width > 0.5, area.area.height > 0.5 else { continue }
            for axis in [Axis.horizontal, .vertical] {
                let (start, end, low, high) = axis == .horizontal
                    ? (frame.minX, frame.maxX, area.area.minX, area.area.maxX) : (frame.minY, frame.maxY, area.area.minY, area.area.maxY)
                let amount = context.outside(viewID, axis: axis)
                // Partly visible: not parked off screen. One larger than the area counts only when
                // it starts inside and is cut at one end (a form taller than a phone held sideways),
                // not when it bleeds past both (a backdrop).
                let fits = end - start <= high - low + 0.5
                let cutAtOneEnd = min(amount.before, amount.past) <= 0.5
                guard max(amount.before, amount.past) > 0.5, end > low + 0.5, start < high - 0.5, fits || cutAtOneEnd else { continue }
                let atEnd = amount.past > amount.before
                // What is cut off must be something seen: a view with nothing inside, or one of
                // the views inside it (an empty band of a container shows nothing).
                guard OutsideVisibleAreaRule.cutsSomethingSeen(viewID, axis: axis, atEnd: atEnd, context) else { continue }
                reported.append(viewID)
                report(viewID, axis: axis, atEnd: atEnd, amount: max(amount.before, amount.past), fits: fits,
                       clipper: context.boundingClipper(of: viewID, axis: axis, atEnd: atEnd), context)
                break
            }
        }
    }

    /// One view partly outside, blaming the constraint that places its offending edge.
    func report(_ viewID: String, axis: Axis, atEnd: Bool, amount: Double, fits: Bool, clipper: String?, _ context: Diagnosis) {
        guard let position = context.positionVariable(viewID, axis), let size = context.sizeVariable(viewID, axis) else { return }
        let edge = atEnd ? Expression(position) + Expression(size) : Expression(position)
        // The premise is where the edge is: proved only when the layout fixes it (relative to
        // the clipping view, when one bounds the area). A view whose position is open is
        // reported as ambiguous; where the solver happened to leave it says nothing.
        var measured = edge
        if let clipper, let clipPosition = context.positionVariable(clipper, axis), let clipSize = context.sizeVariable(clipper, axis) {
            measured = measured - (atEnd ? Expression(clipPosition) + Expression(clipSize) : Expression(clipPosition))
        }
        guard context.engineProbe.isDetermined(measured) else { return }
        let dependencies = context.layoutConstraints(context.engine.solver.dependencies(of: edge))
        // Placed by a broken constraint, or with one of its own broken: a consequence of the
        // conflict, which is reported.
        guard !dependencies.contains(where: { context.engine.registry[$0.id]?.conflicting != nil }),
              !context.result.conflicts.contains(where: { conflict in
                  conflict.broken.first.item.ownerID == viewID || conflict.broken.second?.item.ownerID == viewID
              })
        else { return }
        let names = Diagnosis.names(axis, direction: context.engine.base.direction)
        let offending: Set<Attribute> = atEnd ? Set(axis == .horizontal ? [.trailing, .right, .trailingMargin, .rightMargin] : [.bottom, .bottomMargin, .lastBaseline])
                                              : Set(axis == .horizontal ? [.leading, .left, .leadingMargin, .leftMargin] : [.top, .topMargin, .firstBaseline])
        func mentions(_ constraint: LayoutConstraint, _ attributes: Set<Attribute>) -> Bool {
            (constraint.first.item.ownerID == viewID && attributes.contains(constraint.first.attribute))
                || (constraint.second.map { $0.item.ownerID == viewID && attributes.contains($0.attribute) } ?? false)
        }
        let placing = dependencies.filter { context.isUser($0) && !$0.first.attribute.isDimension && $0.first.attribute.axis == axis }
        let dimension: Set<Attribute> = [axis == .horizontal ? .width : .height]
        let sizing = dependencies.filter { context.isUser($0) && $0.first.attribute.isDimension && mentions($0, dimension) }
        // The edge's own constraint first; then what sizes the view (its other edge held, the
        // size pushes this one out); then what places it (its other edge, its centre).
        let blamed = placing.first { mentions($0, offending) } ?? sizing.first
            ?? placing.first { $0.first.item.ownerID == viewID || $0.second?.item.ownerID == viewID }
        // A size is not corrected by its sign: what it should be instead is the design's call.
        let candidates = blamed.flatMap { $0.first.attribute.isDimension ? nil : LayoutFix.constantCorrections(of: $0) } ?? []
        let side: String
        switch (axis, atEnd) {
        case (.horizontal, false): side = "left"
        case (.horizontal, true): side = "right"
        case (.vertical, false): side = "top"
        case (.vertical, true): side = "bottom"
        }
        let edgeName = atEnd ? names.end.name : names.start.name
        let area = clipper.map { "the bounds of \"\($0)\", which clips it" } ?? "the screen"
        let frame = context.engine.absoluteFrame(of: viewID)
        let span = axis == .horizontal ? "\(formatNumber(frame.minX))…\(formatNumber(frame.maxX))" : "\(formatNumber(frame.minY))…\(formatNumber(frame.maxY))"
        var issue = LayoutIssue(
            rule: .viewOutsideVisibleArea, severity: .warning,
            message: "The \(edgeName) edge of \"\(viewID)\" is \(formatNumber(amount)) past the \(side) edge of \(area) (it spans \(span)), so that part is never seen" + (blamed.map { ": `\($0)` places that edge" } ?? ""),
            items: [.view(viewID)] + (clipper.map { [.view($0)] } ?? []), constraints: blamed.map { [$0] } ?? [], fix: candidates.first,
            details: [!fits
                      ? "It is longer than \(area) (\(formatNumber(axis == .horizontal ? frame.width : frame.height)) points): the area is too small for it on this screen; a scroll view, or a size that follows the screen, lets it fit."
                      : blamed.map { sizing.contains($0) } == true
                      ? "It would fit: its other edge is held, and its \(Diagnosis.dimensionName(axis)) carries this edge out; a size that assumes one screen's height or width is the usual cause."
                      : "It would fit: only its position takes it out. A constant with the wrong sign is the usual cause (UIKit's trailing and bottom constants count towards the inside when negative)."]
                + placing.map { "Places it: " + context.describe($0) },
            origin: context.firstOrigin((blamed.map { [$0.origin] } ?? []) + [context.origin(ofView: viewID)]))
        issue.candidateFixes = candidates
        issue.axis = axis
        issue.premise = .outsideVisibleArea(view: viewID, axis: axis)
        context.issues.append(issue)
    }

    /// True when the part of a view past its visible area on that side holds something seen:
    /// the view itself when nothing is inside it, else a view inside it with nothing inside.
    static func cutsSomethingSeen(_ viewID: String, axis: Axis, atEnd: Bool, _ context: Diagnosis) -> Bool {
        var stack = [viewID]
        while let current = stack.popLast() {
            let children = (context.engine.tree[current]?.children ?? []).filter { !context.engine.tree.isInHiddenSubtree($0) }
            if children.isEmpty || (current != viewID && context.engine.tree.isScrollView(current)) {
                let amount = context.outside(current, axis: axis)
                if (atEnd ? amount.past : amount.before) > 0.5 { return true }
            } else {
                stack += children
            }
        }
        return false
    }

    /// Whether part of the view still lies outside its visible area, on either side.
    static func holds(view: String, axis: Axis, in context: Diagnosis) -> Bool {
        guard context.engine.tree.containsView(view), !context.engine.tree.isInHiddenSubtree(view) else { return false }
        let amount = context.outside(view, axis: axis)
        return max(amount.before, amount.past) > 0.5
    }
}
