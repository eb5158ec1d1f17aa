// UIStackView as generated constraints (uikit-semantics.md §7), written once over the axis.
//
// Every constraint carries UIKit's identifier (`UISV-canvas-connection`, `UISV-spacing`,
// `UISV-hiding`, …) and UIKit's priority, so a conflict reads like UIKit's own log. The stack's
// group is regenerated and diffed when the stack or one of its arranged views changes, so
// hiding a view touches only the constraints that differ.

extension LayoutEngine {
    /// UIKit's priority for hidden arranged views' zero length (float bits 0x4479FFF0).
    static let hidingPriority: Priority = 999.999
    /// Priority of the alignment spanner's boundary equalities.
    static let spanningBoundaryPriority: Priority = 999.5
    /// Priority that pulls the alignment spanner to zero size.
    static let spanningFitPriority: Priority = 51
    /// Priority that places hidden views inside their gap.
    static let hiddenSpacingPriority: Priority = 50
    /// Priority that makes an equal-spacing stack as small as possible.
    static let canvasFitPriority: Priority = 49
    /// Priority that collapses views without a cross size in non-fill alignments.
    static let ambiguitySuppressionPriority: Priority = 25
    /// Priority step by which earlier arranged views give way first in `fill` (UIKit resizes
    /// ties "by index"; the validated backport adds 0.001 × index).
    static let fillTieBreakStep = 1e-6

    /// The arranged views of a stack, in order (ids that are not subviews are skipped).
    func arrangedViews(of stackID: String) -> [View] {
        guard let node = tree[stackID], let configuration = node.view.stack else { return [] }
        let ids = configuration.arrangedSubviewIDs ?? node.children
        return ids.compactMap { id in node.children.contains(id) ? tree[id]?.view : nil }
    }

    /// The stack a view is arranged in, if any, with its configuration.
    func arrangingStack(of viewID: String) -> (stack: String, configuration: StackViewConfiguration)? {
        guard let parent = tree[viewID]?.parent, let configuration = tree[parent]?.view.stack,
              tree[parent]?.view.kind == .stackView
        else { return nil }
        let arranged = configuration.arrangedSubviewIDs ?? tree[parent]?.children ?? []
        return arranged.contains(viewID) ? (parent, configuration) : nil
    }

    /// The attributes of one axis of a stack.
    struct AxisAttributes {
        var start: Attribute
        var end: Attribute
        var center: Attribute
        var size: Attribute

        init(_ axis: Axis) {
            if axis == .horizontal {
                start = .leading; end = .trailing; center = .centerX; size = .width
            } else {
                start = .top; end = .bottom; center = .centerY; size = .height
            }
        }
    }

    /// Every constraint a stack view installs.
    mutating func stackConstraints(of stackID: String) -> [LayoutConstraint] {
        guard let node = tree[stackID], let configuration = node.view.stack else { return [] }
        let arranged = arrangedViews(of: stackID)
        guard !arranged.isEmpty else { return [] }
        let stack = LayoutItem.view(stackID)
        let canvas: LayoutItem = configuration.isLayoutMarginsRelativeArrangement ? .layoutMargins(stackID) : stack
        let along = AxisAttributes(configuration.axis)
        let visible = arranged.filter { !$0.isHidden }
        var result: [LayoutConstraint] = []
        func add(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1,
                 constant: Double = 0, priority: Priority = .required, identifier: String, rule: String) {
            result.append(LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant,
                                           priority: priority, identifier: identifier,
                                           origin: .generated("stack(\(stackID)).\(rule)")))
        }
        let spacingRelation: LayoutRelation =
            configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        let baselineGaps = configuration.isBaselineRelativeArrangement && configuration.axis == .vertical

        // Along the axis: the canvas holds the first and last visible views.
        if let first = visible.first, let last = visible.last {
            add(Anchor(canvas, along.start), .equal, Anchor(first.item, along.start), identifier: "UISV-canvas-connection", rule: "canvas-connection.start")
            add(Anchor(canvas, along.end), .equal, Anchor(last.item, along.end), identifier: "UISV-canvas-connection", rule: "canvas-connection.end")
        } else {
            add(Anchor(stack, along.size), .equal, nil, constant: 0, priority: LayoutEngine.canvasFitPriority,
                identifier: "UISV-canvas-fit", rule: "canvas-fit.empty")
        }

        // Gaps between consecutive visible views.
        for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = spacing(after: pair.0.id, in: configuration)
            if baselineGaps {
                add(Anchor(pair.1.item, .firstBaseline), spacingRelation, Anchor(pair.0.item, .lastBaseline), constant: gap,
                    identifier: "UISV-spacing", rule: "spacing[\(index)]")
            } else {
                add(Anchor(pair.1.item, along.start), spacingRelation, Anchor(pair.0.item, along.end), constant: gap,
                    identifier: "UISV-spacing", rule: "spacing[\(index)]")
            }
        }

        // Hidden views: no length, placed inside the gap they sit in.
        for (position, view) in arranged.enumerated() where view.isHidden {
            add(Anchor(view.item, along.size), .equal, nil, constant: 0, priority: LayoutEngine.hidingPriority,
                identifier: "UISV-hiding", rule: "hiding(\(view.id))")
            let previous = arranged[..<position].last { !$0.isHidden }
            let next = arranged[(position + 1)...].first { !$0.isHidden }
            if let previous {
                let half = next == nil ? 0 : spacing(after: previous.id, in: configuration) / 2
                add(Anchor(view.item, along.start), .equal, Anchor(previous.item, along.end), constant: half,
                    priority: LayoutEngine.hiddenSpacingPriority, identifier: "UISV-spacing-hidden", rule: "spacing-hidden(\(view.id))")
            } else {
                add(Anchor(view.item, along.start), .equal, Anchor(canvas, along.start),
                    priority: LayoutEngine.hiddenSpacingPriority, identifier: "UISV-spacing-hidden", rule: "spacing-hidden(\(view.id))")
            }
        }

        result += distributionConstraints(stackID, configuration, visible: visible, canvas: canvas)
        result += alignmentConstraints(stackID, configuration, arranged: arranged, visible: visible, canvas: canvas)
        result += fillIntrinsicConstraints(configuration, visible: visible, stackID: stackID)
        return result
    }

    /// The gap after an arranged view: its custom spacing, or the stack's.
    func spacing(after id: String, in configuration: StackViewConfiguration) -> Double {
        configuration.customSpacing[id] ?? configuration.spacing
    }

    /// The distribution's own constraints (§7.4).
    mutating func distributionConstraints(
        _ stackID: String, _ configuration: StackViewConfiguration, visible: [View], canvas: LayoutItem
    ) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let along = AxisAttributes(configuration.axis)
        let stack = LayoutItem.view(stackID)
        func make(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1,
                  constant: Double = 0, priority: Priority = .required, identifier: String, rule: String) {
            result.append(LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant,
                                           priority: priority, identifier: identifier,
                                           origin: .generated("stack(\(stackID)).\(rule)")))
        }
        func fillEqually() {
            guard let first = visible.first else { return }
            for (index, view) in visible.enumerated().dropFirst() {
                make(Anchor(view.item, along.size), .equal, Anchor(first.item, along.size),
                     identifier: "UISV-fill-equally", rule: "fill-equally[\(index)]")
            }
        }
        switch configuration.distribution {
        case .fill:
            break
        case .fillEqually:
            fillEqually()
        case .fillProportionally:
            let lengths = visible.map { naturalLength(of: $0, axis: configuration.axis) }
            let gaps = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + spacing(after: $1.0.id, in: configuration) }
            let total = lengths.reduce(0, +) + gaps
            if total <= max(gaps, 1) {
                fillEqually()
            } else {
                for (index, view) in visible.enumerated() {
                    let multiplier = lengths[index] / total
                    let priority: Priority = multiplier == 1 ? .required : Priority(Float(max(999 - index, 751)))
                    make(Anchor(view.item, along.size), .equal, Anchor(canvas, along.size), multiplier: multiplier,
                         priority: priority, identifier: "UISV-fill-proportionally", rule: "fill-proportionally[\(index)]")
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = configuration.distribution == .equalCentering
            let pairs = Array(zip(visible, visible.dropFirst()))
            var gaps: [LayoutItem] = []
            for (index, pair) in pairs.enumerated() {
                let gap = internalGuide("gap[\(index)]", of: stackID)
                gaps.append(gap)
                let startAttribute = centering ? along.center : along.end
                let endAttribute = centering ? along.center : along.start
                make(Anchor(gap, along.start), .equal, Anchor(pair.0.item, startAttribute),
                     identifier: "UISV-distributing-edge", rule: "distributing-edge[\(index)].start")
                make(Anchor(gap, along.end), .equal, Anchor(pair.1.item, endAttribute),
                     identifier: "UISV-distributing-edge", rule: "distributing-edge[\(index)].end")
            }
            for (index, gap) in gaps.enumerated().dropFirst() {
                let priority: Priority = centering ? Priority(Float(max(150 - index, 50))) : .required
                make(Anchor(gap, along.size), .equal, Anchor(gaps[0], along.size), priority: priority,
                     identifier: "UISV-fill-equally", rule: "gap-equality[\(index)]")
            }
            make(Anchor(stack, along.size), .equal, nil, constant: 0, priority: LayoutEngine.canvasFitPriority,
                 identifier: "UISV-canvas-fit", rule: "canvas-fit")
        }
        return result
    }

    /// A view's natural length for `fillProportionally`: its intrinsic length, else its
    /// design-time frame (UIKit asks `systemLayoutSizeFitting`), else 0.
    func naturalLength(of view: View, axis: Axis) -> Double {
        if let intrinsic = view.intrinsicContentSize[axis] { return intrinsic }
        if let frame = view.frame { return axis == .horizontal ? frame.width : frame.height }
        return 0
    }

    /// The alignment constraints across the axis (§7.5).
    mutating func alignmentConstraints(
        _ stackID: String, _ configuration: StackViewConfiguration, arranged: [View], visible: [View], canvas: LayoutItem
    ) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let cross = AxisAttributes(configuration.axis.cross)
        let stack = LayoutItem.view(stackID)
        func make(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, constant: Double = 0,
                  priority: Priority = .required, identifier: String, rule: String) {
            result.append(LayoutConstraint(first, relation, second, constant: constant, priority: priority,
                                           identifier: identifier, origin: .generated("stack(\(stackID)).\(rule)")))
        }
        // Hidden views keep a place across the axis too, weakly, so nothing is left ambiguous.
        for view in arranged where view.isHidden {
            make(Anchor(view.item, cross.start), .equal, Anchor(canvas, cross.start),
                 priority: LayoutEngine.hiddenSpacingPriority, identifier: "UISV-spacing-hidden", rule: "hidden-alignment(\(view.id))")
            make(Anchor(view.item, cross.size), .equal, nil, priority: LayoutEngine.hiddenSpacingPriority,
                 identifier: "UISV-spacing-hidden", rule: "hidden-size(\(view.id))")
        }
        guard let first = visible.first else { return result }
        var alignment = configuration.alignment
        // Baseline alignments exist for horizontal stacks only; vertical stacks use the edges
        // (as FDStackView does; what UIKit does is not documented).
        if configuration.axis == .vertical, alignment == .firstBaseline { alignment = .leading }
        if configuration.axis == .vertical, alignment == .lastBaseline { alignment = .trailing }

        if alignment == .fill {
            for (index, view) in visible.enumerated().dropFirst() {
                make(Anchor(first.item, cross.start), .equal, Anchor(view.item, cross.start), identifier: "UISV-alignment", rule: "alignment[\(index)].start")
                make(Anchor(first.item, cross.end), .equal, Anchor(view.item, cross.end), identifier: "UISV-alignment", rule: "alignment[\(index)].end")
            }
            make(Anchor(canvas, cross.start), .equal, Anchor(first.item, cross.start), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-start")
            make(Anchor(canvas, cross.end), .equal, Anchor(first.item, cross.end), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-end")
            return result
        }

        let aligned: Attribute
        switch alignment {
        case .leading: aligned = cross.start
        case .trailing: aligned = cross.end
        case .center: aligned = cross.center
        case .firstBaseline: aligned = .firstBaseline
        case .lastBaseline: aligned = .lastBaseline
        case .fill: aligned = cross.start
        }
        for (index, view) in visible.enumerated().dropFirst() {
            make(Anchor(first.item, aligned), .equal, Anchor(view.item, aligned), identifier: "UISV-alignment", rule: "alignment[\(index)]")
        }
        for view in visible {
            make(Anchor(view.item, cross.size), .equal, nil, priority: LayoutEngine.ambiguitySuppressionPriority,
                 identifier: "UISV-ambiguity-suppression", rule: "ambiguity-suppression(\(view.id))")
        }
        if alignment == .center, visible.count == 1 {
            make(Anchor(canvas, cross.start), .lessThanOrEqual, Anchor(first.item, cross.start), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-start")
            make(Anchor(canvas, cross.end), .greaterThanOrEqual, Anchor(first.item, cross.end), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-end")
            make(Anchor(canvas, cross.center), .equal, Anchor(first.item, cross.center), identifier: "UISV-canvas-connection", rule: "canvas-connection.center")
            make(Anchor(stack, cross.size), .equal, nil, priority: LayoutEngine.canvasFitPriority, identifier: "UISV-canvas-fit", rule: "canvas-fit.cross")
            return result
        }
        let spanner = internalGuide("spanner", of: stackID)
        switch alignment {
        case .leading:
            make(Anchor(canvas, cross.start), .equal, Anchor(first.item, cross.start), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-start")
            make(Anchor(canvas, cross.end), .equal, Anchor(spanner, cross.end), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-end")
        case .trailing:
            make(Anchor(canvas, cross.start), .equal, Anchor(spanner, cross.start), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-start")
            make(Anchor(canvas, cross.end), .equal, Anchor(first.item, cross.end), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-end")
        case .center:
            make(Anchor(canvas, cross.start), .equal, Anchor(spanner, cross.start), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-start")
            make(Anchor(canvas, cross.end), .equal, Anchor(spanner, cross.end), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-end")
            make(Anchor(canvas, cross.center), .equal, Anchor(first.item, cross.center), identifier: "UISV-canvas-connection", rule: "canvas-connection.center")
        case .firstBaseline, .lastBaseline:
            make(Anchor(canvas, cross.start), .equal, Anchor(spanner, cross.start), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-start")
            if alignment == .firstBaseline {
                make(Anchor(canvas, cross.end), .equal, Anchor(spanner, cross.end), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-end")
            } else {
                make(Anchor(canvas, cross.end), .greaterThanOrEqual, Anchor(first.item, cross.end), identifier: "UISV-canvas-connection", rule: "canvas-connection.cross-end")
            }
            make(Anchor(stack, cross.size), .equal, nil, priority: LayoutEngine.canvasFitPriority, identifier: "UISV-canvas-fit", rule: "canvas-fit.cross")
        case .fill:
            break
        }
        for view in visible {
            switch alignment {
            case .leading:
                make(Anchor(spanner, cross.start), .equal, Anchor(view.item, cross.start), priority: LayoutEngine.spanningBoundaryPriority,
                     identifier: "UISV-spanning-boundary", rule: "spanning-boundary(\(view.id)).start")
                make(Anchor(spanner, cross.end), .greaterThanOrEqual, Anchor(view.item, cross.end),
                     identifier: "UISV-spanning-boundary", rule: "spanning-boundary(\(view.id)).end")
            case .trailing:
                make(Anchor(spanner, cross.start), .lessThanOrEqual, Anchor(view.item, cross.start),
                     identifier: "UISV-spanning-boundary", rule: "spanning-boundary(\(view.id)).start")
                make(Anchor(spanner, cross.end), .equal, Anchor(view.item, cross.end), priority: LayoutEngine.spanningBoundaryPriority,
                     identifier: "UISV-spanning-boundary", rule: "spanning-boundary(\(view.id)).end")
            default:
                make(Anchor(spanner, cross.start), .lessThanOrEqual, Anchor(view.item, cross.start),
                     identifier: "UISV-spanning-boundary", rule: "spanning-boundary(\(view.id)).start")
                make(Anchor(spanner, cross.end), .greaterThanOrEqual, Anchor(view.item, cross.end),
                     identifier: "UISV-spanning-boundary", rule: "spanning-boundary(\(view.id)).end")
            }
        }
        make(Anchor(spanner, cross.size), .equal, nil, priority: LayoutEngine.spanningFitPriority,
             identifier: "UISV-spanning-fit", rule: "spanning-fit")
        return result
    }

    /// Along the axis of a `fill` stack, arranged views' hugging and compression resistance
    /// with UIKit's "by index" tie-break: equal priorities give way lowest index first.
    func fillIntrinsicConstraints(_ configuration: StackViewConfiguration, visible: [View], stackID: String) -> [LayoutConstraint] {
        guard configuration.distribution == .fill else { return [] }
        let axis = configuration.axis
        let attribute: Attribute = axis == .horizontal ? .width : .height
        var result: [LayoutConstraint] = []
        for (index, view) in visible.enumerated() {
            guard let value = view.intrinsicContentSize[axis] else { continue }
            let breakTie = LayoutEngine.fillTieBreakStep * Double(index)
            var hugging = LayoutConstraint(Anchor(view.item, attribute), .lessThanOrEqual, nil, constant: value,
                                           priority: view.contentHuggingPriority[axis],
                                           origin: .generated("stack(\(stackID)).intrinsic(\(view.id)).\(attribute).hugging"))
            hugging.tieBreak = breakTie
            var resistance = LayoutConstraint(Anchor(view.item, attribute), .greaterThanOrEqual, nil, constant: value,
                                              priority: view.compressionResistancePriority[axis],
                                              origin: .generated("stack(\(stackID)).intrinsic(\(view.id)).\(attribute).compressionResistance"))
            resistance.tieBreak = breakTie
            result.append(hugging)
            result.append(resistance)
        }
        return result
    }

    /// A private guide of a stack view (gap guides, the alignment spanner).
    mutating func internalGuide(_ name: String, of stackID: String) -> LayoutItem {
        let id = "⟨\(stackID)⟩.\(name)"
        if variables[id] == nil { variables[id] = ItemVariables(name: id, isScrollView: false) }
        return .guide(id)
    }
}
