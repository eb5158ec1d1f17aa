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
    mutating func checkStacks() {
        for id in engine.tree.order {
            guard let node = engine.tree[id], node.view.kind == .stackView, let configuration = node.view.stack else { continue }
            let axis = configuration.axis
            for view in engine.tree.arrangedViews(of: id) {
                guard let size = sizeVariable(view.id, axis) else { continue }
                if view.isHidden {
                    checkHiddenArrangedView(view, stack: id, configuration: configuration, size: size)
                } else if [.fill, .equalSpacing, .equalCentering].contains(configuration.distribution),
                          view.intrinsicContentSize[axis] == nil,
                          !explainedSizes.contains(ViewAxis(view: view.id, axis: axis)),
                          let ambiguity = probe.ambiguity(of: size) {
                    reportSizelessArrangedView(view, stack: id, axis: axis, size: size, ambiguity: ambiguity)
                }
            }
        }
    }

    /// `stack-hidden-view-takes-space`: a hidden arranged view whose own constraints beat
    /// `UISV-hiding` (priority 999.999), so it keeps a length along the stack's axis.
    mutating func checkHiddenArrangedView(_ view: View, stack: String, configuration: StackViewConfiguration, size: Variable) {
        let axis = configuration.axis
        let length = engine.value(size)
        guard length > 0.5 else { return }
        let dimension = Diagnosis.dimensionName(axis)
        let attribute: Attribute = axis == .horizontal ? .width : .height
        let hiding = engine.registry.constraints(of: .stackItem(stack, view.id))
            .first { $0.origin == .generated(.stack(view: stack, .hiding(view: view.id))) }
        // The required constraints of the view's own size that hold it open.
        let holders = engine.registry.userEntries.filter { entry in
            entry.solverConstraint != nil && entry.spec.priority.isRequired
                && (entry.spec.first == Anchor(.view(view.id), attribute) || entry.spec.second == Anchor(.view(view.id), attribute))
        }.map(\.spec)
        var details = ["`UISV-hiding` wants \(view.id).\(dimension) == 0 at 999.999; a required constraint wins, so the hidden view keeps \(formatNumber(length)) and the stack leaves a gap."]
        if holders.isEmpty, view.kind == .stackView, let inner = view.stack {
            let visible = engine.tree.arrangedViews(of: view.id).filter { !$0.isHidden }
            if visible.count > 1, inner.axis == axis, inner.spacing > 0 {
                details.append("\"\(view.id)\" is a stack whose \(visible.count) visible arranged views keep their `UISV-spacing` of \(formatNumber(inner.spacing)): hide them too, or set its spacing to 0 while hidden.")
            }
        }
        details += holders.map(describe)
        let fix = holders.first.map { LayoutFix.setPriority($0, 999) }
        issues.append(LayoutIssue(
            rule: .stackHiddenViewTakesSpace, severity: .warning,
            message: "Hidden arranged view \"\(view.id)\" still takes \(formatNumber(length)) of \(dimension) in stack \"\(stack)\"\(holders.first.map { ": `\($0)` is required and beats `UISV-hiding`" } ?? "")",
            items: [.view(view.id), .view(stack)], constraints: holders + (hiding.map { [$0] } ?? []), fix: fix, details: details,
            origin: firstOrigin(holders.map(\.origin) + [origin(ofView: view.id)])))
        explainedSizes.insert(ViewAxis(view: view.id, axis: axis))
        if let variable = sizeVariable(view.id, axis) { pin(Expression(variable)) }
    }

    /// `stack-arranged-view-without-size`.
    mutating func reportSizelessArrangedView(_ view: View, stack: String, axis: Axis, size: Variable, ambiguity: Ambiguity) {
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
    mutating func checkAmbiguousViews() {
        for id in engine.tree.order {
            guard let node = engine.tree[id], let parent = node.parent, !engine.tree.keepsFrame(node.view) else { continue }
            if node.view.isHidden, engine.tree.arrangingStack(of: id) != nil { continue }
            for axis in Axis.allCases { checkAmbiguity(of: id, parent: parent, axis: axis) }
        }
    }

    /// One view on one axis.
    mutating func checkAmbiguity(of id: String, parent: String, axis: Axis) {
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
        let tied = layoutConstraints((sizeAmbiguity?.tiedConstraints ?? []) + (positionAmbiguity?.tiedConstraints ?? []))
        var details = ["Two frames that satisfy every constraint equally well: \(witnessFrame(id, parent: parent, in: ambiguity.low)) and \(witnessFrame(id, parent: parent, in: ambiguity.high))."]
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
        issues.append(LayoutIssue(
            rule: .ambiguousLayout, severity: .error, message: message, items: [.view(id)], constraints: tied,
            fix: fix, details: details, origin: firstOrigin([origin(ofView: id)] + tied.map(\.origin))))
        if sizeAmbiguity != nil { pin(Expression(size)) }
        if positionAfter != nil || sizeAmbiguity == nil { pin(relative) }
    }

    /// The constraints that fix what is free at the values the engine chose (as Xcode's "Add
    /// Missing Constraints" keeps the frames as they are).
    func missingConstraints(for id: String, parent: String, axis: Axis, size: Variable?, position: Expression?) -> [LayoutConstraint] {
        let names = Diagnosis.names(axis, direction: engine.base.direction)
        var result: [LayoutConstraint] = []
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
