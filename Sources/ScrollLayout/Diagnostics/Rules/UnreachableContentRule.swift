import Cassowary

/// `scroll-content-unreachable`: part of a scroll view's content that can never be brought into
/// its frame, at any content offset of its offset range (frame, adjusted insets, both axes).
///
/// The premise is the geometry, not the shape: content shorter than its frame that a view
/// overhangs by less than the frame's remaining length is seen without scrolling, and is not
/// reported. One issue per scroll view, axis and side, listing the views (the outermost ones:
/// their subviews go with them), and naming the constraint that ends the content there.
struct UnreachableContentRule: DiagnosticRule {
    func run(in context: Diagnosis) {
        for scroll in context.result.scrollViews { check(scroll, context) }
    }

    /// One scroll view.
    func check(_ scroll: LayoutResult.ScrollViewFrame, _ context: Diagnosis) {
        let id = scroll.id
        guard context.usesContentConstraints(id), let configuration = context.engine.tree[id]?.view.scroll,
              configuration.maximumZoomScale <= configuration.minimumZoomScale
        else { return }
        // The views this content places: shown, not placed by the app's code, and this is
        // their nearest scroll view.
        let placed = context.engine.tree.order.filter { viewID in
            guard let view = context.engine.tree[viewID]?.view else { return false }
            return context.engine.tree.enclosingScrollView(of: viewID) == id && !context.engine.tree.isInHiddenSubtree(viewID)
                && view.decidedByCode == nil && !context.engine.tree.keepsFrame(view)
        }
        for axis in [Axis.vertical, .horizontal] where scroll.contentSizeSource[axis] == .constraints {
            var graph = context.chainGraph(id, axis)
            let reached = graph.reach(from: ChainNode(item: .content, side: .start), engine: context.engine, probe: &context.engineProbe)
                .merging(graph.reach(from: ChainNode(item: .content, side: .end), engine: context.engine, probe: &context.engineProbe))
            // The outermost views placed by the content chain that reach past either end.
            var before: [(view: String, amount: Double)] = [], past: [(view: String, amount: Double)] = []
            var reported: [String] = []
            for viewID in placed {
                guard !reported.contains(where: { context.engine.tree.isDescendant(viewID, of: $0) }),
                      reached.reachedAnySide(of: .view(viewID))
                else { continue }
                let amount = UnreachableContentRule.seenOverhang(of: viewID, in: scroll, axis: axis, context)
                guard amount.before > 0.5 || amount.past > 0.5 else { continue }
                // A container that lies within reach while views inside it overhang it is not
                // the one out of reach: its subviews are named instead.
                let own = context.overhang(of: viewID, in: scroll, axis: axis)
                let hasShownChildren = (context.engine.tree[viewID]?.children ?? []).contains { !context.engine.tree.isInHiddenSubtree($0) }
                if hasShownChildren, !context.engine.tree.isScrollView(viewID), own.before <= 0.5, own.past <= 0.5 { continue }
                reported.append(viewID)
                if amount.past > 0.5 { past.append((viewID, amount.past)) }
                if amount.before > 0.5 { before.append((viewID, amount.before)) }
            }
            if !past.isEmpty { report(past, atEnd: true, scroll: scroll, axis: axis, context) }
            if !before.isEmpty { report(before, atEnd: false, scroll: scroll, axis: axis, context) }
        }
    }

    /// One issue: the views that reach past one end, with the constraint that ends the content there.
    func report(_ views: [(view: String, amount: Double)], atEnd: Bool, scroll: LayoutResult.ScrollViewFrame, axis: Axis, _ context: Diagnosis) {
        let id = scroll.id
        let contentVariable = axis == .vertical ? context.variables(id)?.contentHeight : context.variables(id)?.contentWidth
        guard let contentVariable else { return }
        let length = context.engine.value(contentVariable)
        let dependencies = context.layoutConstraints(context.engine.solver.dependencies(of: contentVariable))
        // A content length set by a broken constraint is a consequence of the conflict.
        guard !dependencies.contains(where: { context.engine.registry[$0.id]?.conflicting != nil }) else { return }
        // The user's constraints the content's length rests on that name the content: those at
        // the end the views overshoot first (the one that cuts the content short), then sizes.
        let fraction: Double = atEnd ? 1 : 0
        let content = context.interpreter.contentRect(of: id)
        guard content != .missing else { return }
        func namesContentEdge(_ constraint: LayoutConstraint) -> Bool {
            let sides = context.interpreter.resolve(constraint)
            return ([sides.first] + (sides.second.map { [$0] } ?? [])).contains { $0.rect == content && $0.part.fraction == fraction }
        }
        let setting = dependencies.filter { constraint in
            guard context.isUser(constraint) else { return false }
            let sides = context.interpreter.resolve(constraint)
            return sides.first.rect == content || sides.second?.rect == content
        }
        // The link inside the content that ends it early: an edge-to-edge constraint between a
        // view that holds the overshooting ones (or the content) and one that does not, at the
        // side they overshoot. Moving it to the view that reaches furthest is the fix.
        let overshooting = Set(views.map(\.view))
        let deepest = views.max { $0.amount < $1.amount }
        let tree = context.engine.tree
        func holdsOvershooting(_ rect: RectKey) -> Bool {
            switch rect {
            case .content: return rect == content
            case .item(let number):
                let view = tree.name(of: number)
                return view == id || !overshooting.contains(view)
                    && overshooting.contains { $0 != view && context.engine.tree.isDescendant($0, of: view) }
            default: return false
            }
        }
        var innerLinks: [(constraint: LayoutConstraint, moved: LayoutConstraint)] = []
        if let deepest {
            for constraint in dependencies where context.isUser(constraint) && constraint.multiplier == 1 {
                let sides = context.interpreter.resolve(constraint)
                guard let second = sides.second, sides.first.part.axis == axis, second.part.axis == axis,
                      sides.first.part.fraction == fraction, second.part.fraction == fraction
                else { continue }
                var moved = constraint.fresh()
                let firstHolds = holdsOvershooting(sides.first.rect), secondHolds = holdsOvershooting(second.rect)
                if firstHolds, !secondHolds, case .item(let number) = second.rect, !overshooting.contains(tree.name(of: number)),
                   let anchor = constraint.second {
                    moved.second = Anchor(.view(deepest.view), anchor.attribute)
                } else if secondHolds, !firstHolds, case .item(let number) = sides.first.rect, !overshooting.contains(tree.name(of: number)) {
                    moved.first = Anchor(.view(deepest.view), constraint.first.attribute)
                } else { continue }
                innerLinks.append((constraint, moved))
            }
        }
        let cutting = innerLinks.map(\.constraint) + setting.filter(namesContentEdge)
        let sizing = setting.filter { $0.first.attribute.isDimension && $0.first.attribute.axis == axis }
        let cause = cutting.first ?? sizing.first
        let names = Diagnosis.names(axis, direction: context.engine.base.direction)
        let range = context.reachableRange(of: scroll, axis: axis)

        var candidates: [LayoutFix] = innerLinks.map { .replace($0.constraint, with: $0.moved) }
        if let cause, innerLinks.isEmpty {
            let own = [cause.first.item.ownerID] + (cause.second.map { [$0.item.ownerID] } ?? [])
            if own.contains(where: overshooting.contains), cause.constant != 0 {
                // The link names an overshooting view: its constant has the wrong sign, or none is meant.
                candidates += LayoutFix.constantCorrections(of: cause)
            }
            if cause.first.attribute.isDimension { candidates.append(.remove(cause)) }
        }
        candidates += sizing.filter { $0.id != cause?.id }.map { .remove($0) }

        let edgeName = atEnd ? names.end.name : names.start.name
        let word = axis == .vertical ? "tall" : "wide"
        let listed = views.prefix(4).map { "\"\($0.view)\"" }
        let who = listed.joined(separator: ", ") + (views.count > 4 ? " and \(views.count - 4) more" : "")
        let amount = views.map(\.amount).max() ?? 0
        let whereText = atEnd ? "past the end of" : "before the start of"
        let reachable = atEnd ? "can be scrolled to \(formatNumber(range.high))" : "starts at \(formatNumber(range.low)) at the smallest offset"
        var message = "Part of \(who) lies \(views.count > 1 ? "up to " : "")\(formatNumber(amount)) \(whereText) what \"\(id)\" can show along its \(Diagnosis.dimensionName(axis)) (its content is \(formatNumber(length)) \(word) and \(reachable)): it can never be scrolled into view"
        if let cause { message += "; `\(cause)` ends the content at its \(edgeName)" }
        var details = views.map { "\"\($0.view)\" reaches \(formatNumber($0.amount)) \(whereText) the reachable content." }
        let settingAll = innerLinks.map(\.constraint) + setting.filter { constraint in !innerLinks.contains { $0.constraint.id == constraint.id } }
        details.append("The content's \(Diagnosis.dimensionName(axis)) is set by " + (settingAll.isEmpty ? "constraints elsewhere" : settingAll.map(context.describe).joined(separator: ", ")) + "; the content should end where its last view does.")
        var issue = LayoutIssue(
            rule: .scrollContentUnreachable, severity: .warning, message: message,
            items: [.view(id)] + views.map { .view($0.view) }, constraints: cause.map { [$0] } ?? [],
            fix: candidates.first, details: details,
            origin: context.firstOrigin((cause.map { [$0.origin] } ?? []) + [context.origin(ofView: views.first?.view ?? id)]))
        issue.candidateFixes = candidates
        issue.axis = axis
        issue.premise = .unreachable(scrollView: id, views: views.map(\.view), axis: axis)
        context.issues.append(issue)
    }

    /// How far what is seen of a view reaches past the reachable content: the view itself
    /// when nothing is inside it, else the views inside it that hold nothing further (an
    /// empty band of a container, the point a `-1` hides a border with, shows nothing).
    static func seenOverhang(of viewID: String, in scroll: LayoutResult.ScrollViewFrame, axis: Axis, _ context: Diagnosis) -> (before: Double, past: Double) {
        var result = (before: 0.0, past: 0.0)
        // Each view to visit, with how far what clips it lets anything inside be seen.
        var stack: [(id: String, cap: (before: Double, past: Double))] = [(viewID, (.infinity, .infinity))]
        while let (current, cap) = stack.popLast() {
            // A view placed by its frame (a backdrop Interface Builder pins where it was drawn)
            // is the document's choice on every screen, not content the chain places.
            if current != viewID, let view = context.engine.tree[current]?.view, context.engine.tree.keepsFrame(view) { continue }
            // A scroll view inside (or the view itself) shows its own content in its own
            // bounds: it counts as a whole.
            let nested = context.engine.tree.isScrollView(current)
            let children = nested ? [] : (context.engine.tree[current]?.children ?? []).filter { !context.engine.tree.isInHiddenSubtree($0) }
            let amount = context.overhang(of: current, in: scroll, axis: axis)
            if children.isEmpty {
                result = (max(result.before, min(cap.before, amount.before)), max(result.past, min(cap.past, amount.past)))
            } else {
                // What a view that clips holds is seen only within it.
                let clips = context.engine.tree[current]?.view.clipsToBounds == true
                let inner = clips ? (min(cap.before, amount.before), min(cap.past, amount.past)) : cap
                stack += children.map { ($0, inner) }
            }
        }
        return result
    }

    /// Whether part of one of the views can still never be scrolled into view.
    static func holds(scrollView id: String, views: [String], axis: Axis, in context: Diagnosis) -> Bool {
        guard let scroll = context.result.scrollViews.first(where: { $0.id == id }) else { return false }
        return views.contains { view in
            guard context.engine.tree.containsView(view), !context.engine.tree.isInHiddenSubtree(view) else { return false }
            let amount = seenOverhang(of: view, in: scroll, axis: axis, context)
            return amount.before > 0.5 || amount.past > 0.5
        }
    }
}
