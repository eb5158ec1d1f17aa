import Cassowary

// Where views end up, against where they can be seen:
// - `scroll-content-unreachable`: content of a scroll view that extends past its content size
//   (or starts before it): that part can never be scrolled into view;
// - `view-outside-visible-area`: a view that sits partly outside the screen, or outside a
//   superview that clips it, though it would fit: shifted by a constraint (a sign error is the
//   usual cause). Views inside scroll views are left to the rule above; a view entirely
//   outside is left alone (parking a view off screen to slide it in is common).

extension Diagnosis {
    /// Content views that reach past the content size of their scroll view.
    func checkUnreachableContent(_ scroll: LayoutResult.ScrollViewFrame) {
        let id = scroll.id
        guard usesContentConstraints(id), scroll.contentSizeSource.horizontal == .constraints,
              scroll.contentSizeSource.vertical == .constraints
        else { return }
        // The content guide's own size: frames inside are not scaled by the zoom, `contentSize` is.
        guard let v = variables(id), let contentWidth = v.contentWidth, let contentHeight = v.contentHeight else { return }
        let content = Rect(x: scroll.absoluteFrame.minX, y: scroll.absoluteFrame.minY,
                           width: engine.value(contentWidth), height: engine.value(contentHeight))
        // The views this content places: shown, and this is their nearest scroll view (which
        // makes them its descendants). Found once for both axes.
        let placed = engine.tree.order.filter { viewID in
            engine.tree.enclosingScrollView(of: viewID) == id && !engine.tree.isHidden(viewID)
        }
        for axis in [Axis.vertical, .horizontal] {
            var graph = chainGraph(id, axis)
            let reached = graph.reach(from: ChainNode(item: .content, side: .start), engine: engine, probe: &engineProbe)
                .merging(graph.reach(from: ChainNode(item: .content, side: .end), engine: engine, probe: &engineProbe))
            // The outermost views placed by the content chain: their descendants go with them.
            var reported = Set<String>()
            for viewID in placed {
                guard !reported.contains(where: { engine.tree.isDescendant(viewID, of: $0) }),
                      reached.reachedAnySide(of: .view(viewID))
                else { continue }
                let frame = engine.absoluteFrame(of: viewID)
                let (start, end, contentStart, contentEnd) = axis == .vertical
                    ? (frame.minY, frame.maxY, content.minY, content.maxY) : (frame.minX, frame.maxX, content.minX, content.maxX)
                let past = end - contentEnd, before = contentStart - start
                guard end - start > 0.5, past > 0.5 || before > 0.5 else { continue }
                reported.insert(viewID)
                reportUnreachable(viewID, scroll: scroll, axis: axis, past: past, before: before)
            }
        }
    }

    /// One unreachable content view, with the constraints that set the content's length.
    func reportUnreachable(_ viewID: String, scroll: LayoutResult.ScrollViewFrame, axis: Axis, past: Double, before: Double) {
        let id = scroll.id
        let dimension = Diagnosis.dimensionName(axis)
        let contentVariable = axis == .vertical ? variables(id)?.contentHeight : variables(id)?.contentWidth
        let length = contentVariable.map(engine.value) ?? 0
        // The user's constraints the content's length rests on that name the content itself.
        let dependencies = contentVariable.map { layoutConstraints(engine.solver.dependencies(of: $0)) } ?? []
        // A content length set by a broken constraint is a consequence of the conflict.
        guard !dependencies.contains(where: { engine.registry[$0.id]?.conflicting != nil }) else { return }
        var setting = contentVariable.map { _ in
            dependencies.filter { constraint in
                guard isUser(constraint) else { return false }
                let sides = interpreter.resolve(constraint)
                return sides.first.rect == .content(id) || sides.second?.rect == .content(id)
            }
        } ?? []
        // The link at the end the view overshoots comes first: that is the one that cuts it short.
        let overshotEnd: Double = past > 0.5 ? 1 : 0
        func isAtOvershotEnd(_ constraint: LayoutConstraint) -> Bool {
            let sides = interpreter.resolve(constraint)
            return ([sides.first] + (sides.second.map { [$0] } ?? [])).contains { $0.rect == .content(id) && $0.part.fraction == overshotEnd }
        }
        setting = setting.filter(isAtOvershotEnd) + setting.filter { !isAtOvershotEnd($0) }
        let amount = past > 0.5 ? past : before
        let whereText = past > 0.5 ? "past the end of" : "before the start of"
        var candidates: [LayoutFix] = setting.filter { $0.first.attribute.isDimension || $0.second?.attribute.isDimension == true }
            .map { LayoutFix.remove($0) }
        candidates += setting.filter { $0.constant != 0 }.map { constraint in
            var changed = constraint.fresh()
            changed.constant = 0
            return LayoutFix.replace(constraint, with: changed)
        }
        var issue = LayoutIssue(
            rule: .scrollContentUnreachable, severity: .warning,
            message: "\"\(viewID)\" reaches \(formatNumber(amount)) \(whereText) the content of \"\(id)\" (\(formatNumber(length)) \(axis == .vertical ? "tall" : "wide")): that part can never be scrolled into view",
            items: [.view(id), .view(viewID)], constraints: setting, fix: candidates.first,
            details: ["The content's \(dimension) is set by " + (setting.isEmpty ? "constraints elsewhere" : setting.map(describe).joined(separator: ", ")) + "; the content should end where its last view does."],
            origin: firstOrigin(setting.map(\.origin) + [origin(ofView: viewID)]))
        issue.candidateFixes = candidates
        issue.axis = axis
        issues.append(issue)
    }

    /// Views partly outside the screen or a clipping superview, though they would fit.
    func checkOutsideVisibleArea() {
        let screen = Rect(x: 0, y: 0, width: engine.base.screen.size.width, height: engine.base.screen.size.height)
        var hiddenRoots: [String] = []
        for viewID in engine.tree.order {
            guard let node = engine.tree[viewID], let parent = node.parent else { continue }
            if node.view.isHidden || hiddenRoots.contains(where: { engine.tree.isDescendant(viewID, of: $0) }) {
                hiddenRoots.append(viewID)
                continue
            }
            // Content scrolls into view; frames placed by autoresizing are the document's own.
            guard engine.tree.enclosingScrollView(of: viewID) == nil, !engine.tree.keepsFrame(node.view) else { continue }
            var visible = screen
            var clipper: String? = nil
            var current: String? = parent
            while let ancestor = current {
                if engine.tree[ancestor]?.view.clipsToBounds == true, ancestor != engine.tree.rootID {
                    visible = visible.intersection(engine.absoluteFrame(of: ancestor)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
                    clipper = clipper ?? ancestor
                }
                current = engine.tree.parent(of: ancestor)
            }
            let frame = engine.absoluteFrame(of: viewID)
            guard frame.width > 0.5, frame.height > 0.5, visible.width > 0.5, visible.height > 0.5 else { continue }
            for axis in [Axis.horizontal, .vertical] {
                let (start, end, low, high) = axis == .horizontal
                    ? (frame.minX, frame.maxX, visible.minX, visible.maxX) : (frame.minY, frame.maxY, visible.minY, visible.maxY)
                let outside = max(low - start, end - high)
                // Partly visible, shifted though it would fit: not parked off screen, not too big.
                guard outside > 0.5, end > low + 0.5, start < high - 0.5, end - start <= high - low + 0.5 else { continue }
                reportOutside(viewID, axis: axis, amount: outside, beforeStart: low - start > 0.5, clipper: clipper)
                break
            }
        }
    }

    /// One view partly outside, with the constraints that place it.
    func reportOutside(_ viewID: String, axis: Axis, amount: Double, beforeStart: Bool, clipper: String?) {
        guard let position = positionVariable(viewID, axis) else { return }
        let dependencies = layoutConstraints(engine.solver.dependencies(of: position))
        // Placed by a broken constraint: a consequence of the conflict, which is reported.
        guard !dependencies.contains(where: { engine.registry[$0.id]?.conflicting != nil }) else { return }
        // The user's constraints that place this view on the axis, constant-bearing first.
        let placing = dependencies.filter { constraint in
            isUser(constraint) && !constraint.first.attribute.isDimension && constraint.first.attribute.axis == axis
                && (constraint.first.item.ownerID == viewID || constraint.second?.item.ownerID == viewID)
        }.sorted { abs($0.constant) > abs($1.constant) }
        let candidates: [LayoutFix] = placing.filter { $0.constant != 0 }.map { constraint in
            var flipped = constraint.fresh()
            flipped.constant = -constraint.constant
            return LayoutFix.replace(constraint, with: flipped)
        }
        let side: String
        switch (axis, beforeStart) {
        case (.horizontal, true): side = "left"
        case (.horizontal, false): side = "right"
        case (.vertical, true): side = "top"
        case (.vertical, false): side = "bottom"
        }
        let area = clipper.map { "the bounds of \"\($0)\", which clips it" } ?? "the screen"
        var issue = LayoutIssue(
            rule: .viewOutsideVisibleArea, severity: .warning,
            message: "\"\(viewID)\" sticks out \(formatNumber(amount)) past the \(side) edge of \(area), so that part is never seen" + (placing.first.map { ": `\($0)` places it" } ?? ""),
            items: [.view(viewID)] + (clipper.map { [.view($0)] } ?? []), constraints: placing, fix: candidates.first,
            details: ["It would fit: only its position takes it out. A constant with the wrong sign is the usual cause (UIKit's trailing and bottom constants count towards the inside when negative)."],
            origin: firstOrigin(placing.map(\.origin) + [origin(ofView: viewID)]))
        issue.candidateFixes = candidates
        issue.axis = axis
        issues.append(issue)
    }
}
