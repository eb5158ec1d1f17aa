// UIStackView as generated constraints, written once over the axis
// (Documentation/LayoutModel.md §Stack views).
//
// Every constraint carries UIKit's identifier (`UISV-canvas-connection`, `UISV-spacing`,
// `UISV-hiding`, …) and UIKit's priority, so a conflict reads like UIKit's own log.
//
// A stack's constraints are split into one group per arranged view (its spacing to the previous
// visible view, its hiding, its alignment, its intrinsic size along the axis) and one group for
// the stack as a whole (canvas connections and fits). Each item group depends on a small
// signature (previous visible view, first visible view, whether a visible view follows, …); the
// engine regenerates only the groups whose signature changed, so hiding one view of a thousand
// touches a handful of constraints.

/// The constraints a stack view generates, as pure functions of the view tree.
enum StackLayoutRule {
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
    /// Weight step by which earlier arranged views give way first in `fill` (UIKit resizes
    /// ties "by index"; the validated backport adds 0.001 × index to the priorities). Here the
    /// weight within the level grows by this step per index, so no level is added per view.
    static let fillTieBreakStep = 1e-6

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

    /// Everything a stack's generators need, computed once per regeneration.
    struct StackContext {
        var stackID: String
        var configuration: StackViewConfiguration
        var arranged: [View]
        var visible: [View]
        /// For each arranged position, the previous visible view's position.
        var previousVisible: [Int?]
        /// For each arranged position, whether a visible view follows.
        var visibleFollows: [Bool]
        var canvas: LayoutItem
        var along: AxisAttributes
        var cross: AxisAttributes
        /// The alignment in effect (baselines on vertical stacks use the edges).
        var alignment: StackAlignment
        var spanner: LayoutItem?
        /// The first visible arranged view of the whole stack.
        var first: View?
        /// The arranged position of `arranged[0]` (0 unless this is a window; see
        /// ``window(_:in:ids:range:first:)``).
        var offset = 0
        /// For `fillProportionally`: the length along the axis of each visible arranged view that
        /// has neither an intrinsic length nor a design-time frame, from its own required size
        /// constraint (`v.height == 604`), which is what UIKit's `systemLayoutSizeFitting` measures
        /// for it. Filled by the engine, which knows the constraints.
        var ownLengths: [String: Double] = [:]

        var stack: LayoutItem { .view(stackID) }
    }

    /// What an arranged view's constraints depend on beyond the view itself.
    struct StackItemSignature: Equatable {
        var viewID: String
        var hidden: Bool
        var previousVisible: String?
        var previousSpacing: Double?
        var visibleFollows: Bool
        var firstVisible: String?
        var index: Int
    }

    /// The context of a stack, or nil when it is not a stack.
    static func context(_ stackID: String, in tree: ViewTree) -> StackContext? {
        guard let node = tree[stackID], node.view.kind == .stackView, let configuration = node.view.stack else { return nil }
        let arranged = tree.arrangedViews(of: stackID)
        var previous: [Int?] = []
        var last: Int? = nil
        for (position, view) in arranged.enumerated() {
            previous.append(last)
            if !view.isHidden { last = position }
        }
        var follows = [Bool](repeating: false, count: arranged.count)
        var seen = false
        for position in arranged.indices.reversed() {
            follows[position] = seen
            if !arranged[position].isHidden { seen = true }
        }
        let visible = arranged.filter { !$0.isHidden }
        return makeContext(stackID, configuration, arranged: arranged, visible: visible, previous: previous,
                           follows: follows, first: visible.first, visibleCount: visible.count, offset: 0)
    }

    /// A context for the arranged positions `range` only, for a change that cannot reach
    /// further: `range` starts at a visible view and ends at one (so the views before and after
    /// it keep their neighbours), `first` is the stack's first visible view and `visibleCount`
    /// at least 2, `configuration` the stack view's. Its arrays cover the range; `offset` maps
    /// them back to arranged positions. Built from the views of the range alone, so hiding one
    /// view of thousands costs a few.
    static func window(_ stackID: String, _ configuration: StackViewConfiguration, in tree: ViewTree, ids: [String],
                       range: ClosedRange<Int>, first: View?) -> StackContext? {
        var arranged: [View] = []
        arranged.reserveCapacity(range.count)
        for id in ids[range] {
            guard let view = tree.view(id) else { return nil }
            arranged.append(view)
        }
        guard let lastView = arranged.last, !arranged[0].isHidden, !lastView.isHidden else { return nil }
        var previous: [Int?] = [nil]
        var last = 0
        for position in arranged.indices.dropFirst() {
            previous.append(last)
            if !arranged[position].isHidden { last = position }
        }
        // A visible view closes the range, so one follows every position but the last, whose
        // successors are outside (a visible view follows it unless it is the last of the stack).
        var follows = [Bool](repeating: true, count: arranged.count)
        follows[arranged.count - 1] = range.upperBound < ids.count - 1
            && ids[(range.upperBound + 1)...].contains { tree.isShown($0) }
        return makeContext(stackID, configuration, arranged: arranged, visible: [], previous: previous,
                           follows: follows, first: first, visibleCount: 2, offset: range.lowerBound)
    }

    /// The context from its parts.
    private static func makeContext(_ stackID: String, _ configuration: StackViewConfiguration, arranged: [View], visible: [View],
                                    previous: [Int?], follows: [Bool], first: View?, visibleCount: Int, offset: Int) -> StackContext {
        var alignment = configuration.alignment
        if configuration.axis == .vertical, alignment == .firstBaseline { alignment = .leading }
        if configuration.axis == .vertical, alignment == .lastBaseline { alignment = .trailing }
        let needsSpanner = alignment != .fill && !(alignment == .center && visibleCount == 1) && visibleCount > 0
        return StackContext(
            stackID: stackID, configuration: configuration, arranged: arranged, visible: visible,
            previousVisible: previous, visibleFollows: follows,
            canvas: configuration.isLayoutMarginsRelativeArrangement ? .layoutMargins(stackID) : .view(stackID),
            along: AxisAttributes(configuration.axis), cross: AxisAttributes(configuration.axis.cross),
            alignment: alignment, spanner: needsSpanner ? .internalGuide(.stackSpanner(stack: stackID)) : nil,
            first: first, offset: offset)
    }

    /// The signature of the arranged view at a position.
    static func signature(_ context: StackContext, _ position: Int) -> StackItemSignature {
        let previous = context.previousVisible[position].map { context.arranged[$0].id }
        return StackItemSignature(
            viewID: context.arranged[position].id, hidden: context.arranged[position].isHidden, previousVisible: previous,
            previousSpacing: previous.map { StackLayoutRule.spacing(after: $0, in: context.configuration) },
            visibleFollows: context.visibleFollows[position], firstVisible: context.first?.id, index: position + context.offset)
    }

    /// The gap after an arranged view: its custom spacing, or the stack's.
    static func spacing(after id: String, in configuration: StackViewConfiguration) -> Double {
        configuration.customSpacing[id] ?? configuration.spacing
    }

    // MARK: Stack-wide constraints

    /// Canvas connections, fits and the distributions that involve every view at once.
    static func stackWideConstraints(_ context: StackContext) -> [LayoutConstraint] {
        let id = context.stackID
        let along = context.along
        let cross = context.cross
        let canvas = context.canvas
        var result: [LayoutConstraint] = []
        func make(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1,
                  constant: Double = 0, priority: Priority = .required, rule: StackRule) {
            result.append(.generated(first, relation, second, multiplier: multiplier, constant: constant,
                                     priority: priority, rule: .stack(view: id, rule)))
        }
        guard let first = context.first, let last = context.visible.last else {
            if !context.arranged.isEmpty {
                make(Anchor(context.stack, along.size), .equal, nil, priority: StackLayoutRule.canvasFitPriority,
                     rule: .canvasFit(.empty))
            }
            return result
        }
        make(Anchor(canvas, along.start), .equal, Anchor(first.item, along.start), rule: .canvasConnection(.start))
        make(Anchor(canvas, along.end), .equal, Anchor(last.item, along.end), rule: .canvasConnection(.end))

        switch context.configuration.distribution {
        case .fillProportionally:
            let visible = context.visible
            let lengths = visible.map { StackLayoutRule.naturalLength(of: $0, axis: context.configuration.axis, own: context.ownLengths[$0.id]) }
            let gaps = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + StackLayoutRule.spacing(after: $1.0.id, in: context.configuration) }
            let total = lengths.reduce(0, +) + gaps
            if total <= max(gaps, 1) {
                for view in visible.dropFirst() {
                    make(Anchor(view.item, along.size), .equal, Anchor(first.item, along.size),
                         rule: .fillEqually(view: view.id))
                }
            } else {
                for (index, view) in visible.enumerated() {
                    let multiplier = lengths[index] / total
                    let priority: Priority = multiplier == 1 ? .required : Priority(Float(max(999 - index, 751)))
                    make(Anchor(view.item, along.size), .equal, Anchor(canvas, along.size), multiplier: multiplier,
                         priority: priority, rule: .fillProportionally(index: index))
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = context.configuration.distribution == .equalCentering
            let gaps = context.visible.dropFirst().map { LayoutItem.internalGuide(.stackGap(stack: id, before: $0.id)) }
            for (index, gap) in gaps.enumerated().dropFirst() {
                let priority: Priority = centering ? Priority(Float(max(150 - index, 50))) : .required
                make(Anchor(gap, along.size), .equal, Anchor(gaps[0], along.size), priority: priority,
                     rule: .gapEquality(index: index))
            }
            make(Anchor(context.stack, along.size), .equal, nil, priority: StackLayoutRule.canvasFitPriority,
                 rule: .canvasFit(.along))
        case .fill, .fillEqually:
            break
        }

        // Across the axis.
        switch context.alignment {
        case .fill:
            make(Anchor(canvas, cross.start), .equal, Anchor(first.item, cross.start), rule: .canvasConnection(.crossStart))
            make(Anchor(canvas, cross.end), .equal, Anchor(first.item, cross.end), rule: .canvasConnection(.crossEnd))
        case .center where context.spanner == nil:
            make(Anchor(canvas, cross.start), .lessThanOrEqual, Anchor(first.item, cross.start), rule: .canvasConnection(.crossStart))
            make(Anchor(canvas, cross.end), .greaterThanOrEqual, Anchor(first.item, cross.end), rule: .canvasConnection(.crossEnd))
            make(Anchor(canvas, cross.center), .equal, Anchor(first.item, cross.center), rule: .canvasConnection(.center))
            make(Anchor(context.stack, cross.size), .equal, nil, priority: StackLayoutRule.canvasFitPriority, rule: .canvasFit(.cross))
        default:
            guard let spanner = context.spanner else { break }
            switch context.alignment {
            case .leading:
                make(Anchor(canvas, cross.start), .equal, Anchor(first.item, cross.start), rule: .canvasConnection(.crossStart))
                make(Anchor(canvas, cross.end), .equal, Anchor(spanner, cross.end), rule: .canvasConnection(.crossEnd))
            case .trailing:
                make(Anchor(canvas, cross.start), .equal, Anchor(spanner, cross.start), rule: .canvasConnection(.crossStart))
                make(Anchor(canvas, cross.end), .equal, Anchor(first.item, cross.end), rule: .canvasConnection(.crossEnd))
            case .center:
                make(Anchor(canvas, cross.start), .equal, Anchor(spanner, cross.start), rule: .canvasConnection(.crossStart))
                make(Anchor(canvas, cross.end), .equal, Anchor(spanner, cross.end), rule: .canvasConnection(.crossEnd))
                make(Anchor(canvas, cross.center), .equal, Anchor(first.item, cross.center), rule: .canvasConnection(.center))
            case .firstBaseline, .lastBaseline:
                make(Anchor(canvas, cross.start), .equal, Anchor(spanner, cross.start), rule: .canvasConnection(.crossStart))
                if context.alignment == .firstBaseline {
                    make(Anchor(canvas, cross.end), .equal, Anchor(spanner, cross.end), rule: .canvasConnection(.crossEnd))
                } else {
                    make(Anchor(canvas, cross.end), .greaterThanOrEqual, Anchor(first.item, cross.end), rule: .canvasConnection(.crossEnd))
                }
                make(Anchor(context.stack, cross.size), .equal, nil, priority: StackLayoutRule.canvasFitPriority, rule: .canvasFit(.cross))
            case .fill:
                break
            }
            make(Anchor(spanner, cross.size), .equal, nil, priority: StackLayoutRule.spanningFitPriority,
                 rule: .spanningFit)
        }
        return result
    }

    // MARK: Per-view constraints

    /// The constraints that belong to one arranged view.
    static func itemConstraints(_ context: StackContext, _ position: Int) -> [LayoutConstraint] {
        let id = context.stackID
        // The arranged views' fields are read in place: binding a `View` copied the whole
        // description (each of its strings and arrays retained) several times per group.
        let viewID = context.arranged[position].id
        let viewItem = LayoutItem.view(viewID)
        let along = context.along
        let cross = context.cross
        let configuration = context.configuration
        // Room for the largest group (a hidden view's six; a spanned alignment's seven), so it
        // is not regrown, and its constraints copied, on the way.
        var result: [LayoutConstraint] = []
        result.reserveCapacity(8)
        func make(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, constant: Double = 0,
                  priority: Priority = .required, rule: StackRule) {
            result.append(.generated(first, relation, second, constant: constant, priority: priority, rule: .stack(view: id, rule)))
        }
        let previousID = context.previousVisible[position].map { context.arranged[$0].id }
        let firstID = context.first?.id

        if context.arranged[position].isHidden {
            // No length, placed inside the gap it sits in; weakly placed across the axis too.
            make(Anchor(viewItem, along.size), .equal, nil, priority: StackLayoutRule.hidingPriority,
                 rule: .hiding(view: viewID))
            if let previousID {
                let half = context.visibleFollows[position] ? StackLayoutRule.spacing(after: previousID, in: configuration) / 2 : 0
                make(Anchor(viewItem, along.start), .equal, Anchor(LayoutItem.view(previousID), along.end), constant: half,
                     priority: StackLayoutRule.hiddenSpacingPriority, rule: .spacingHidden(view: viewID))
            } else {
                make(Anchor(viewItem, along.start), .equal, Anchor(context.canvas, along.start),
                     priority: StackLayoutRule.hiddenSpacingPriority, rule: .spacingHidden(view: viewID))
            }
            make(Anchor(viewItem, cross.start), .equal, Anchor(context.canvas, cross.start),
                 priority: StackLayoutRule.hiddenSpacingPriority, rule: .hiddenAlignment(view: viewID))
            make(Anchor(viewItem, cross.size), .equal, nil, priority: StackLayoutRule.hiddenSpacingPriority,
                 rule: .hiddenSize(view: viewID))
            appendFillIntrinsicConstraints(context, position, to: &result)
            return result
        }

        // The gap to the previous visible view.
        if let previousID {
            let gap = StackLayoutRule.spacing(after: previousID, in: configuration)
            let relation: LayoutRelation = configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
                ? .greaterThanOrEqual : .equal
            if configuration.isBaselineRelativeArrangement, configuration.axis == .vertical {
                make(Anchor(viewItem, .firstBaseline), relation, Anchor(LayoutItem.view(previousID), .lastBaseline), constant: gap,
                     rule: .spacing(view: viewID))
            } else {
                make(Anchor(viewItem, along.start), relation, Anchor(LayoutItem.view(previousID), along.end), constant: gap,
                     rule: .spacing(view: viewID))
            }
            switch configuration.distribution {
            case .fillEqually:
                if let firstID {
                    make(Anchor(viewItem, along.size), .equal, Anchor(LayoutItem.view(firstID), along.size),
                         rule: .fillEqually(view: viewID))
                }
            case .equalSpacing, .equalCentering:
                let gapGuide = LayoutItem.internalGuide(.stackGap(stack: id, before: viewID))
                let centering = configuration.distribution == .equalCentering
                make(Anchor(gapGuide, along.start), .equal, Anchor(LayoutItem.view(previousID), centering ? along.center : along.end),
                     rule: .distributingEdge(view: viewID, .start))
                make(Anchor(gapGuide, along.end), .equal, Anchor(viewItem, centering ? along.center : along.start),
                     rule: .distributingEdge(view: viewID, .end))
            case .fill, .fillProportionally:
                break
            }
        }

        // Across the axis.
        if let firstID {
            switch context.alignment {
            case .fill:
                if firstID != viewID {
                    make(Anchor(LayoutItem.view(firstID), cross.start), .equal, Anchor(viewItem, cross.start), rule: .alignment(view: viewID, .start))
                    make(Anchor(LayoutItem.view(firstID), cross.end), .equal, Anchor(viewItem, cross.end), rule: .alignment(view: viewID, .end))
                }
            default:
                let aligned: Attribute
                switch context.alignment {
                case .trailing: aligned = cross.end
                case .center: aligned = cross.center
                case .firstBaseline: aligned = .firstBaseline
                case .lastBaseline: aligned = .lastBaseline
                default: aligned = cross.start
                }
                if firstID != viewID {
                    make(Anchor(LayoutItem.view(firstID), aligned), .equal, Anchor(viewItem, aligned), rule: .alignment(view: viewID, nil))
                }
                make(Anchor(viewItem, cross.size), .equal, nil, priority: StackLayoutRule.ambiguitySuppressionPriority,
                     rule: .ambiguitySuppression(view: viewID))
                if let spanner = context.spanner {
                    let startRelation: LayoutRelation = context.alignment == .leading ? .equal : .lessThanOrEqual
                    let startPriority: Priority = context.alignment == .leading ? StackLayoutRule.spanningBoundaryPriority : .required
                    let endRelation: LayoutRelation = context.alignment == .trailing ? .equal : .greaterThanOrEqual
                    let endPriority: Priority = context.alignment == .trailing ? StackLayoutRule.spanningBoundaryPriority : .required
                    make(Anchor(spanner, cross.start), startRelation, Anchor(viewItem, cross.start), priority: startPriority,
                         rule: .spanningBoundary(view: viewID, .start))
                    make(Anchor(spanner, cross.end), endRelation, Anchor(viewItem, cross.end), priority: endPriority,
                         rule: .spanningBoundary(view: viewID, .end))
                }
            }
        }

        appendFillIntrinsicConstraints(context, position, to: &result)
        return result
    }

    /// Along the axis of a fill stack: the arranged view's hugging and compression resistance
    /// with the "by index" tie-break (the arranged position, so hiding a view moves no one
    /// else's). A hidden view keeps them (its hiding constraint outranks both), so hiding and
    /// showing it leaves them in place instead of moving them to its intrinsic-size group.
    static func appendFillIntrinsicConstraints(_ context: StackContext, _ position: Int, to result: inout [LayoutConstraint]) {
        let configuration = context.configuration
        let axis = configuration.axis
        guard configuration.distribution == .fill, let value = context.arranged[position].intrinsicContentSize[axis] else { return }
        let viewID = context.arranged[position].id
        let breakTie = StackLayoutRule.fillTieBreakStep * Double(position + context.offset)
        var hugging = LayoutConstraint.generated(Anchor(LayoutItem.view(viewID), context.along.size), .lessThanOrEqual, nil, constant: value,
                                                 priority: context.arranged[position].contentHuggingPriority[axis],
                                                 rule: .stack(view: context.stackID, .intrinsic(view: viewID, axis, .hugging)))
        hugging.tieBreak = breakTie
        var resistance = LayoutConstraint.generated(Anchor(LayoutItem.view(viewID), context.along.size), .greaterThanOrEqual, nil, constant: value,
                                                    priority: context.arranged[position].compressionResistancePriority[axis],
                                                    rule: .stack(view: context.stackID, .intrinsic(view: viewID, axis, .compressionResistance)))
        resistance.tieBreak = breakTie
        result.append(consume hugging)
        result.append(consume resistance)
    }

    /// A view's natural length for `fillProportionally`: its intrinsic length, else what UIKit's
    /// `systemLayoutSizeFitting` gives: its design-time frame where the document stores one,
    /// else its own required size constraint (`own`), else 0.
    static func naturalLength(of view: View, axis: Axis, own: Double?) -> Double {
        if let intrinsic = view.intrinsicContentSize[axis] { return intrinsic }
        if let frame = view.frame { return axis == .horizontal ? frame.width : frame.height }
        return own ?? 0
    }

    /// True when ``naturalLength(of:axis:own:)`` would read the view's length from its own size
    /// constraint (it has no intrinsic length and no frame).
    static func needsOwnLength(_ view: View, axis: Axis) -> Bool {
        view.intrinsicContentSize[axis] == nil && view.frame == nil
    }

    /// Each view's own required size constraint along `axis` (`v.height == c`, nothing on the
    /// other side), the first one declared, among `constraints`, for the views in `ids`.
    static func ownLengths(of ids: Set<String>, axis: Axis, in constraints: some Sequence<LayoutConstraint>) -> [String: Double] {
        guard !ids.isEmpty else { return [:] }
        let size: Attribute = axis == .horizontal ? .width : .height
        var result: [String: Double] = [:]
        for constraint in constraints where constraint.isActive && constraint.second == nil && constraint.relation == .equal
            && constraint.priority.isRequired && constraint.first.attribute == size
            && constraint.constant.isFinite && constraint.constant >= 0 {
            guard case .view(let id) = constraint.first.item, ids.contains(id), result[id] == nil else { continue }
            result[id] = constraint.constant
        }
        return result
    }
}
