import Cassowary

// Per-view rules: stack views' hidden and sizeless arranged views, and Xcode's "Need
// constraints for: Y position or height", decided exactly by the solver.
//
// A view's size and its position relative to its superview are asked of the pinned solver in
// depth-first order; what is reported is pinned before the next view is asked, so a free
// height is reported once, at the view that has it, not again at every view placed below it.

extension Diagnosis {
    /// Stack rules: hidden arranged views that still take space, and arranged views with no size
    /// along the stack's axis.
    func checkStacks() {
        for id in engine.tree.order {
            guard let node = engine.tree[id], node.view.kind == .stackView, let configuration = node.view.stack else { continue }
            let axis = configuration.axis
            // Read once for both rules: a long stack's views are large.
            let arranged = engine.tree.arrangedViews(of: id)
            checkStackSqueeze(stack: id, configuration: configuration, arranged: arranged)
            for view in arranged {
                guard let size = sizeVariable(view.id, axis) else { continue }
                if view.isHidden {
                    checkHiddenArrangedView(view, stack: id, configuration: configuration, size: size)
                } else if [.fill, .equalSpacing, .equalCentering].contains(configuration.distribution),
                          view.intrinsicContentSize[axis] == nil,
                          !explainedSizes.contains(ViewAxis(view: view.id, axis: axis)),
                          let ambiguity = probe.ambiguity(of: size),
                          // A size free only between equal priorities has its constraints: a tie
                          // (reported as one), not a missing size.
                          ambiguity.tiedConstraints.isEmpty {
                    reportSizelessArrangedView(view, stack: id, axis: axis, size: size, ambiguity: ambiguity)
                }
            }
        }
    }

    /// `stack-hidden-view-takes-space`: a hidden arranged view whose own constraints beat
    /// `UISV-hiding` (priority 999.999) and whose visible neighbours stand further apart than
    /// the stack's spacing: the stack shows a gap. (A hidden view that keeps a length but lies
    /// outside the spacing chain overlaps its neighbour unseen; that is harmless and not reported.)
    func checkHiddenArrangedView(_ view: View, stack: String, configuration: StackViewConfiguration, size: Variable) {
        let axis = configuration.axis
        let length = engine.value(size)
        guard length > 0.5 else { return }
        let arranged = engine.tree.arrangedViews(of: stack)
        guard let position = arranged.firstIndex(where: { $0.id == view.id }) else { return }
        let before = arranged[..<position].last { !$0.isHidden }
        let after = arranged[(position + 1)...].first { !$0.isHidden }
        guard let before, let after else { return }
        let first = engine.absoluteFrame(of: before.id), second = engine.absoluteFrame(of: after.id)
        let gap = axis == .vertical ? second.minY - first.maxY : second.minX - first.maxX
        let expected = StackLayoutRule.spacing(after: before.id, in: configuration)
        guard gap > expected + 0.5 else { return }
        let dimension = Diagnosis.dimensionName(axis)
        let attribute: Attribute = axis == .horizontal ? .width : .height
        let hiding = engine.registry.constraints(of: .stackItem(stack, view.id))
            .first { $0.origin == .generated(.stack(view: stack, .hiding(view: view.id))) }
        // The required constraints of the view's own size that hold it open.
        let holders = userEntries.filter { entry in
            entry.isInSolver && entry.spec.priority.isRequired
                && (entry.spec.first == Anchor(.view(view.id), attribute) || entry.spec.second == Anchor(.view(view.id), attribute))
        }.map(\.spec)
        var details = ["`UISV-hiding` wants \(view.id).\(dimension) == 0 at 999.999; a required constraint wins, so the hidden view keeps \(formatNumber(length)), and \"\(before.id)\" and \"\(after.id)\" stand \(formatNumber(gap)) apart instead of \(formatNumber(expected))."]
        if holders.isEmpty, view.kind == .stackView, let inner = view.stack {
            let visible = engine.tree.arrangedViews(of: view.id).filter { !$0.isHidden }
            if visible.count > 1, inner.axis == axis, inner.spacing > 0 {
                details.append("\"\(view.id)\" is a stack whose \(visible.count) visible arranged views keep their `UISV-spacing` of \(formatNumber(inner.spacing)): hide them too, or set its spacing to 0 while hidden.")
            }
        }
        details += holders.map(describe)
        let candidates = holders.map { LayoutFix.setPriority($0, 999) }
        var issue = LayoutIssue(
            rule: .stackHiddenViewTakesSpace, severity: .warning,
            message: "Hidden arranged view \"\(view.id)\" still takes \(formatNumber(length)) of \(dimension) in stack \"\(stack)\", leaving a gap of \(formatNumber(gap - expected)) between \"\(before.id)\" and \"\(after.id)\"\(holders.first.map { ": `\($0)` is required and beats `UISV-hiding`" } ?? "")",
            items: [.view(view.id), .view(stack)], constraints: holders + (hiding.map { [$0] } ?? []), fix: candidates.first, details: details,
            origin: firstOrigin(holders.map(\.origin) + [origin(ofView: view.id)]))
        issue.candidateFixes = candidates
        issues.append(issue)
        explainedSizes.insert(ViewAxis(view: view.id, axis: axis))
        if let variable = sizeVariable(view.id, axis) { pin(Expression(variable)) }
    }

    /// `ambiguous-layout` for a fill stack that its space squeezes: arranged views of equal
    /// compression resistance, one of which the squeeze takes below half its size. UIKit gives
    /// way by position in `arrangedSubviews` (the engine does too), so which view is crushed
    /// rests on their order, not on their priorities: a tie the screen turns into a broken view.
    func checkStackSqueeze(stack: String, configuration: StackViewConfiguration, arranged all: [View]) {
        guard configuration.distribution == .fill else { return }
        let axis = configuration.axis
        // The visible views with an intrinsic size, as a lazy view: a copy of them is only
        // needed once one is squeezed.
        let arranged = all.lazy.filter { !$0.isHidden && $0.intrinsicContentSize[axis] != nil }
        for view in arranged {
            guard let intrinsic = view.intrinsicContentSize[axis], intrinsic >= 2, let size = sizeVariable(view.id, axis) else { continue }
            let actual = engine.value(size)
            guard actual < intrinsic - Diagnosis.visibleTieSpread, !explainedSizes.contains(ViewAxis(view: view.id, axis: axis)),
                  !isExplained(view.id, axis: axis) else { continue }
            let priority = view.compressionResistancePriority[axis]
            let tied = Array(arranged.filter { $0.id != view.id && $0.compressionResistancePriority[axis] == priority })
            guard !tied.isEmpty else { continue }
            // The other way the tie could go: this view resisting one step harder.
            var other = engine
            guard (try? other.setCompressionResistancePriority(Priority(min(999, priority.value + 1)), for: axis, of: view.id)) != nil,
                  let parent = engine.tree.parent(of: view.id)
            else { continue }
            // The premise: resisting harder would keep more of its size. Where it does not, what
            // holds the view below its intrinsic size is a constraint that outranks both (a
            // required height), not the tie.
            guard other.value(size) > actual + Diagnosis.visibleTieSpread else { continue }
            let dimension = Diagnosis.dimensionName(axis)
            let names = ([view] + tied).map { "\"\($0.id)\"" }
            // Best first: say that this view gives way (the frames stay as they are), then that
            // it keeps its size and another gives way.
            let candidates: [LayoutFix] = [.setCompressionResistancePriority(view: view.id, axis: axis, Priority(max(1, priority.value - 1))),
                                           .setCompressionResistancePriority(view: view.id, axis: axis, Priority(min(999, priority.value + 1)))]
                + tied.map { .setCompressionResistancePriority(view: $0.id, axis: axis, Priority(max(1, priority.value - 1))) }
            var issue = LayoutIssue(
                rule: .ambiguousLayout, severity: .error,
                message: "\"\(view.id)\" has an ambiguous layout: Need constraints for: \(dimension) (a tie between equal compression resistances: \(names.joined(separator: ", ")) all resist at \(priority) and stack \"\(stack)\" is squeezed; UIKit gives way by position, so \"\(view.id)\" ends \(formatNumber(actual)) \(axis == .vertical ? "tall" : "wide") instead of \(formatNumber(intrinsic)))",
                items: [.view(view.id), .view(stack)] + tied.map(\.item), fix: candidates.first,
                details: ["Two frames the priorities allow equally: \(witnessFrame(view.id, parent: parent, in: engine.solver)) (as laid out) and \(witnessFrame(view.id, parent: parent, in: other.solver)) (had \"\(view.id)\" resisted one step harder).",
                          "Give the view that must keep its \(dimension) a higher compression resistance, or let another give way first."],
                origin: origin(ofView: view.id))
            issue.candidateFixes = candidates
            issue.isTie = true
            issue.axis = axis
            issues.append(issue)
            explainedSizes.insert(ViewAxis(view: view.id, axis: axis))
            pin(Expression(size))
        }
    }

    /// `stack-arranged-view-without-size`.
    func reportSizelessArrangedView(_ view: View, stack: String, axis: Axis, size: Variable, ambiguity: Ambiguity) {
        let dimension = Diagnosis.dimensionName(axis)
        let low = ambiguity.low.value(of: size), high = ambiguity.high.value(of: size)
        let placeholder = placeholderSize(for: view.id, axis: axis)
        let attribute: Attribute = axis == .horizontal ? .width : .height
        issues.append(LayoutIssue(
            rule: .stackArrangedViewWithoutSize, severity: .error,
            message: "Arranged view \"\(view.id)\" has no \(dimension) in stack \"\(stack)\": no intrinsic \(dimension) and no \(dimension) constraint",
            items: [.view(view.id), .view(stack)],
            fix: .add([LayoutConstraint(Anchor(.view(view.id), attribute), .equal, nil, constant: placeholder)]),
            details: ["Its \(dimension) could be \(formatNumber(low)) or \(formatNumber(high)); the \(engine.tree[stack]?.view.stack?.distribution.rawValue ?? "fill") distribution takes sizes from the arranged views."],
            origin: origin(ofView: view.id)))
        explainedSizes.insert(ViewAxis(view: view.id, axis: axis))
        pin(Expression(size))
    }

    /// `ambiguous-layout`: each view's size and position relative to its superview.
    func checkAmbiguousViews() {
        for id in engine.tree.order {
            guard let node = engine.tree[id], let parent = node.parent, !engine.tree.keepsFrame(node.view) else { continue }
            // Nothing of a hidden view is seen: what its freedom moves that is seen is reported
            // at the visible view it moves.
            for axis in Axis.allCases { checkAmbiguity(of: id, parent: parent, axis: axis, hidden: engine.tree.isInHiddenSubtree(id)) }
        }
    }

    /// One view on one axis (a hidden one is pinned, never reported).
    func checkAmbiguity(of id: String, parent: String, axis: Axis, hidden: Bool = false) {
        guard let size = sizeVariable(id, axis), let position = positionVariable(id, axis),
              let parentPosition = positionVariable(parent, axis)
        else { return }
        let relative = Expression(position) - Expression(parentPosition)
        let explained = explainedSizes.contains(ViewAxis(view: id, axis: axis))
        let sizeAmbiguity = explained ? nil : probe.ambiguity(of: size)
        let positionAmbiguity = probe.ambiguity(of: relative)
        guard sizeAmbiguity != nil || positionAmbiguity != nil else { return }
        var positionAfter = positionAmbiguity
        if sizeAmbiguity != nil, positionAmbiguity != nil {
            let saved = (pinned, probe)
            pin(Expression(size))
            positionAfter = probe.ambiguity(of: relative)
            (pinned, probe) = saved
        }
        let positionWord = axis == .horizontal ? "X position" : "Y position"
        let sizeWord = Diagnosis.dimensionName(axis)
        let needs: String
        switch (sizeAmbiguity != nil, positionAmbiguity != nil, positionAfter != nil) {
        case (true, false, _): needs = sizeWord
        case (true, true, false): needs = "\(positionWord) or \(sizeWord)"
        case (true, true, true): needs = "\(positionWord), \(sizeWord)"
        default: needs = positionWord
        }
        guard let ambiguity = sizeAmbiguity ?? positionAmbiguity else { return }
        // Two frames a user could see: different, and neither inside out. A freedom that moves
        // nothing visible (two equal witnesses) or only through a negative size is not shown.
        let witnesses = visibleWitnesses(id, parent: parent, ambiguity: ambiguity)
        if hidden || witnesses == nil || isExplained(id, axis: axis) {
            if sizeAmbiguity != nil { pin(Expression(size)) }
            if positionAfter != nil || sizeAmbiguity == nil { pin(relative) }
            return
        }
        let tied = layoutConstraints((sizeAmbiguity?.tiedConstraints ?? []) + (positionAmbiguity?.tiedConstraints ?? []))
        if !tied.isEmpty {
            // One tie, one issue; and a tie that moves the frame by a point or less is invisible.
            let witness = sizeAmbiguity ?? positionAmbiguity
            let low = witnessFrame(id, parent: parent, in: witness?.low ?? engine.solver)
            let high = witnessFrame(id, parent: parent, in: witness?.high ?? engine.solver)
            let spread = max(abs(low.minX - high.minX), abs(low.minY - high.minY), abs(low.width - high.width), abs(low.height - high.height))
            let userTied = tied.filter(isUser)
            if spread <= Diagnosis.visibleTieSpread || (userTied.isEmpty ? tied : userTied).allSatisfy({ reportedTies.contains($0.id) }) {
                if sizeAmbiguity != nil { pin(Expression(size)) }
                if positionAfter != nil || sizeAmbiguity == nil { pin(relative) }
                return
            }
            reportedTies.formUnion(tied.map(\.id))
        }
        var details = ["Two frames that satisfy every constraint equally well: \(witnesses?.0 ?? .zero) and \(witnesses?.1 ?? .zero)."]
        let fix: LayoutFix?
        let message: String
        if !tied.isEmpty {
            details.append("Optional constraints of equal priority pull against each other:")
            details += tied.map { "  " + describe($0) }
            fix = tieFix(tied)
            message = "\"\(id)\" has an ambiguous layout: Need constraints for: \(needs) (a tie between equal priorities)"
        } else {
            fix = .add(missingConstraints(for: id, parent: parent, axis: axis, size: sizeAmbiguity != nil ? size : nil,
                                          position: positionAfter != nil || sizeAmbiguity == nil ? relative : nil))
            message = "\"\(id)\" has an ambiguous layout: Need constraints for: \(needs)"
        }
        var issue = LayoutIssue(
            rule: .ambiguousLayout, severity: .error, message: message, items: [.view(id)], constraints: tied,
            fix: fix, details: details, origin: firstOrigin([origin(ofView: id)] + tied.map(\.origin)))
        issue.isTie = !tied.isEmpty
        // Each axis is its own problem: a view free both ways is two issues, kept apart when
        // merged across screens.
        issue.axis = axis
        issues.append(issue)
        if sizeAmbiguity != nil { pin(Expression(size)) }
        if positionAfter != nil || sizeAmbiguity == nil { pin(relative) }
    }

    /// The constraints that fix what is free at the values the engine chose (as Xcode's "Add
    /// Missing Constraints" keeps the frames as they are).
    func missingConstraints(for id: String, parent: String, axis: Axis, size: Variable?, position: Expression?) -> [LayoutConstraint] {
        let names = Diagnosis.names(axis, direction: engine.base.direction)
        var result: [LayoutConstraint] = []
        // Placed by its start edge, sized by nothing, inside a parent whose size is fixed, and
        // spanning that parent the other way (a scroll view pinned to the top, the bottom and
        // the leading edge only): the end edge at the same inset, as such a view is meant to
        // fill its parent, rather than a length of our choosing. (A box of its own width keeps
        // a length; so does a view placed by its end edge, whose start moves with its size.)
        if size != nil, position == nil, let parentNode = engine.tree[parent], !parentNode.view.kind.isScrollView,
           let crossSize = sizeVariable(id, axis.cross), let parentCrossSize = sizeVariable(parent, axis.cross),
           abs(engine.value(crossSize) - engine.value(parentCrossSize)) <= 0.5,
           let parentSize = sizeVariable(parent, axis), probe.isDetermined(parentSize),
           let own = positionVariable(id, axis), let parentPosition = positionVariable(parent, axis),
           probe.ambiguity(of: Expression(own) - Expression(parentPosition)) == nil {
            let inset = engine.value(own) - engine.value(parentPosition)
            if engine.value(parentSize) - 2 * inset > 0.5 {
                return [LayoutConstraint(Anchor(.view(id), names.end), .equal, Anchor(.view(parent), names.end), constant: -(inset * 2).rounded() / 2)]
            }
        }
        if let size {
            let current = engine.value(size)
            let value = current > 0.5 ? (current * 2).rounded() / 2 : placeholderSize(for: id, axis: axis)
            result.append(LayoutConstraint(Anchor(.view(id), names.size), .equal, nil, constant: value))
        }
        if let position {
            let parentItem: LayoutItem = engine.tree[parent]?.view.kind.isScrollView == true ? .contentLayoutGuide(parent) : .view(parent)
            // `names.start` is the physical left edge horizontally (leading in left-to-right).
            let offset = LayoutEngine.evaluate(position, in: engine.solver)
            result.append(LayoutConstraint(Anchor(.view(id), names.start), .equal, Anchor(parentItem, names.start), constant: (offset * 2).rounded() / 2))
        }
        return result
    }

    /// Two different frames with non-negative sizes that the freedom allows, relative to the
    /// superview: the two witnesses, or the engine's own frame and the witness on the other
    /// side of it when one witness turns the view inside out. Nil when no such pair exists.
    func visibleWitnesses(_ id: String, parent: String, ambiguity: Ambiguity) -> (Rect, Rect)? {
        let low = witnessFrame(id, parent: parent, in: ambiguity.low)
        let high = witnessFrame(id, parent: parent, in: ambiguity.high)
        let current = witnessFrame(id, parent: parent, in: engine.solver)
        // A variable no constraint mentions is free and the solver never saw it: its
        // witnesses are the solution itself, moved by hand along what is free.
        if let v = variables(id), low == high {
            var moved = current
            switch ambiguity.variable {
            case v.x: moved.origin.x += 10
            case v.y: moved.origin.y += 10
            case v.width: moved.size.width += 10
            case v.height: moved.size.height += 10
            default: break
            }
            if moved != current { return (current, moved) }
        }
        func isVisible(_ frame: Rect) -> Bool { frame.width >= -0.001 && frame.height >= -0.001 }
        func differ(_ a: Rect, _ b: Rect) -> Bool {
            max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height)) > 0.5
        }
        for (a, b) in [(low, high), (current, high), (low, current)] where isVisible(a) && isVisible(b) && differ(a, b) {
            return (a, b)
        }
        return nil
    }

    /// A view's frame relative to its superview in a witness solution.
    func witnessFrame(_ id: String, parent: String, in solver: Solver) -> Rect {
        guard let v = variables(id), let p = variables(parent) else { return .zero }
        return Rect(x: solver.value(of: v.x) - solver.value(of: p.x), y: solver.value(of: v.y) - solver.value(of: p.y),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The change that breaks a tie: one user-written constraint one step lower, or one view's
    /// hugging or compression resistance one step higher.
    func tieFix(_ tied: [LayoutConstraint]) -> LayoutFix? {
        if let user = tied.first(where: isUser), user.priority.value > 1 {
            return .setPriority(user, Priority(user.priority.value - 1))
        }
        for constraint in tied {
            guard case .generated(let rule) = constraint.origin, let intrinsic = rule.intrinsicSize else { continue }
            let raised = Priority(min(999, constraint.priority.value + 1))
            switch intrinsic.part {
            case .hugging: return .setContentHuggingPriority(view: intrinsic.view, axis: intrinsic.axis, raised)
            case .compressionResistance: return .setCompressionResistancePriority(view: intrinsic.view, axis: intrinsic.axis, raised)
            }
        }
        return nil
    }
}
