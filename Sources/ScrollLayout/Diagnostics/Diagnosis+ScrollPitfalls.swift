import Cassowary

// Scroll-view rules for layouts that are solved but probably not what was meant. Each decides
// first what the scroll view is for (``ScrollPurpose``), and fires only when the layout
// contradicts that purpose:
// - `scroll-content-width-untied` / `scroll-content-height-untied`: content that scrolls along
//   one axis only, whose size across it comes from the content, not the frame, and falls short
//   of the frame (a gap along the side). Content longer than the frame on both axes (a photo, a
//   map, a code viewer) or on the cross axis only (a horizontal strip) is meant to scroll so;
// - `scroll-content-edge-unpinned`: the only content view is pinned to one end of the content
//   but not the other, and the content, longer than the frame, goes on past it (empty scrolling);
// - `scroll-content-pinned-to-frame`: a content view pinned to the scroll view's frame at both
//   ends of an axis: it stays put while the content scrolls, and is the frame's size everywhere;
// - `scroll-content-tied-to-frame`: content tied to the frame on both axes, so it never scrolls;
// - `scroll-automatic-inset` (note): the adjustment behaviour adds a non-zero safe area to the inset;
// - `scroll-paging-with-inset`: built-in paging moves by the bounds and ignores the inset.

extension Diagnosis {
    /// The scroll-view pitfalls of one scroll view.
    func checkScrollPitfalls(_ scroll: LayoutResult.ScrollViewFrame) {
        guard let configuration = engine.tree[scroll.id]?.view.scroll else { return }
        if usesContentConstraints(scroll.id) {
            let purpose = ScrollPurpose(scroll, configuration: configuration)
            for axis in [Axis.vertical, .horizontal] { checkCrossAxisUntied(scroll, purpose: purpose, scrollingAxis: axis) }
            for axis in [Axis.vertical, .horizontal] { checkEdgeUnpinned(scroll, purpose: purpose, axis: axis) }
            checkTiedToFrame(scroll)
        }
        checkAutomaticInset(scroll, configuration)
        checkPagingInset(scroll, configuration)
    }

    /// Content that scrolls along one axis only, whose size across it is not tied to the frame
    /// and falls short of it.
    func checkCrossAxisUntied(_ scroll: LayoutResult.ScrollViewFrame, purpose: ScrollPurpose, scrollingAxis: Axis) {
        let id = scroll.id
        let cross = scrollingAxis.cross
        // The direction is known when the content overflows one axis only; a short page that
        // overflows neither is taken for a vertical one (its width should follow the frame).
        guard purpose.scrollsOnly(scrollingAxis) || (scrollingAxis == .vertical && purpose.fitsBoth),
              scroll.contentSizeSource.horizontal == .constraints, scroll.contentSizeSource.vertical == .constraints,
              !isTiedToFrame(id, axis: cross),
              // A short page whose height follows the frame cannot scroll vertically: it is a
              // horizontal one that happens to fit (a row that code fills), not a vertical page.
              purpose.scrollsOnly(scrollingAxis) || !isTiedToFrame(id, axis: scrollingAxis),
              // Content that scrolls only because its edges push it past the frame is a page
              // that overhangs (`scroll-content-overhang`), not a scroller along that axis.
              !(purpose.along[scrollingAxis] == .scrolls && ContentOverhangRule.holds(scrollView: id, axis: scrollingAxis, in: self))
        else { return }
        let (content, frame) = purpose.lengths(cross)
        guard content < frame - 0.5 else { return }
        // A strip (buttons, chips, thumbnails) sized by its items is a design; its height only
        // drifts, and may one day scroll vertically, when text sets it.
        if cross == .vertical, !contentSizeRestsOnText(id, axis: .vertical) { return }
        let graph = chainGraph(id, cross)
        let root = directContentRoot(graph: graph).map { itemOf($0, scrollView: id) } ?? .contentLayoutGuide(id)
        // A leaf with its own size as the whole content (a photo to pan, a label) is shown at
        // its natural size on purpose.
        if case .view(let leaf) = root, engine.tree[leaf]?.children.isEmpty == true,
           engine.tree[leaf]?.view.intrinsicContentSize[cross] != nil {
            return
        }
        let size: Attribute = cross == .horizontal ? .width : .height
        let dimension = Diagnosis.dimensionName(cross)
        let tie = LayoutConstraint(Anchor(root, size), .equal, Anchor(.frameLayoutGuide(id), size))
        var candidates: [LayoutFix] = []
        if let fixed = fixedSizeConstraint(of: root, attribute: size) { candidates.append(.replace(fixed, with: tie)) }
        candidates.append(.add([tie]))
        if root != .contentLayoutGuide(id) {
            candidates.append(.add([LayoutConstraint(Anchor(.contentLayoutGuide(id), size), .equal, Anchor(.frameLayoutGuide(id), size))]))
        }
        var issue = LayoutIssue(
            rule: cross == .horizontal ? .scrollContentWidthUntied : .scrollContentHeightUntied, severity: .note,
            message: "\"\(id)\" \(purpose.sentence(scrollingAxis)), but its content's \(dimension) is not tied to the frame: it is \(formatNumber(content)) against the frame's \(formatNumber(frame)), so it does not fill the scroll view",
            items: [.view(id), root], fix: candidates.first,
            details: ["A content that scrolls \(scrollingAxis == .vertical ? "vertically" : "horizontally") ties its \(dimension) to `\(id).frameLayoutGuide.\(dimension)`; here the \(dimension) comes from the content itself, and differs on every screen."],
            origin: origin(ofView: id))
        issue.candidateFixes = candidates
        issue.axis = cross
        issues.append(issue)
    }

    /// True when a scroll view's content size along an axis rests on the intrinsic size of a
    /// view that holds text (a label or text view), which changes with the text and the user's
    /// text size.
    func contentSizeRestsOnText(_ id: String, axis: Axis) -> Bool {
        guard let size = variables(id).flatMap({ axis == .horizontal ? $0.contentWidth : $0.contentHeight }) else { return false }
        return layoutConstraints(engine.solver.dependencies(of: size)).contains { constraint in
            guard case .generated(let rule) = constraint.origin, let intrinsic = rule.intrinsicSize,
                  let kind = engine.tree[intrinsic.view]?.view.kind else { return false }
            return kind == .label || kind == .textView
        }
    }

    /// A user constraint that fixes an item's size to a constant.
    func fixedSizeConstraint(of item: LayoutItem, attribute: Attribute) -> LayoutConstraint? {
        for entry in userEntries where entry.isInSolver {
            let spec = entry.spec
            if spec.first == Anchor(item, attribute), spec.second == nil, spec.relation == .equal { return spec }
        }
        return nil
    }

    /// The only content view, pinned to one end of the content but not the other, while the
    /// content, longer than the frame, goes on past it: the user scrolls to an empty band.
    func checkEdgeUnpinned(_ scroll: LayoutResult.ScrollViewFrame, purpose: ScrollPurpose, axis: Axis) {
        let id = scroll.id
        guard scroll.contentSizeSource[axis] == .constraints, purpose.along[axis] == .scrolls, !purpose.isDisabled,
              let contentSize = variables(id).flatMap({ axis == .vertical ? $0.contentHeight : $0.contentWidth })
        else { return }
        // The premise is a single content view: several subviews share the content between them.
        let subviews = (engine.tree[id]?.children ?? []).filter { engine.tree[$0]?.view.isHidden == false }
        guard subviews.count == 1, let only = subviews.first else { return }
        let graph = chainGraph(id, axis)
        func linked(_ side: ChainSide) -> Bool {
            let node = ChainNode(item: .content, side: side)
            return graph.links(at: node).contains { ($0.a == node ? $0.b.item : $0.a.item) == .view(only) }
        }
        let startLinked = linked(.start), endLinked = linked(.end)
        guard startLinked != endLinked else { return }
        let freeSide: ChainSide = startLinked ? .end : .start
        // Any constraint between the free edge and the content's (an inequality, a margin) is a
        // deliberate link, not a missing one.
        let names = Diagnosis.names(axis, direction: engine.base.direction)
        let freeAttribute = freeSide == .end ? names.end : names.start
        if relates(only, to: interpreter.contentRect(of: id), axis: axis, side: freeSide) { return }
        let origin0 = axis == .vertical ? scroll.absoluteFrame.minY : scroll.absoluteFrame.minX
        let contentEdge = freeSide == .end ? origin0 + engine.value(contentSize) : origin0
        let rootEdge = edgeValue(.view(only), freeSide, axis)
        let distance = freeSide == .end ? contentEdge - rootEdge : rootEdge - contentEdge
        // Content that stops short of the content's end is unreachable (another rule); here
        // the content goes on past the view.
        guard distance > 0.5 else { return }
        let pinnedName = freeSide == .end ? names.start.name : names.end.name
        let gap = mirroredGap(of: .content, closing: freeSide, graph: graph, scrollView: id)
        let link = LayoutConstraint(Anchor(.view(only), freeAttribute), .equal, Anchor(.contentLayoutGuide(id), freeAttribute),
                                    constant: freeSide == .end ? -gap : gap)
        // What sets the content's length instead: a constraint on the guide's size, if any.
        let sizeAnchor = Anchor(.contentLayoutGuide(id), names.size)
        let sizeConstraint = userEntries.first { entry in
            entry.isInSolver && (entry.spec.first == sizeAnchor || entry.spec.second == sizeAnchor)
        }?.spec
        let (content, frame) = purpose.lengths(axis)
        let cause = sizeConstraint.map { "`\($0)` sets the content's \(Diagnosis.dimensionName(axis)) instead" } ?? "the content's \(Diagnosis.dimensionName(axis)) comes from elsewhere"
        var candidates: [LayoutFix] = []
        if let sizeConstraint { candidates.append(.replace(sizeConstraint, with: link)) }
        candidates.append(.add([link]))
        var issue = LayoutIssue(
            rule: .scrollContentEdgeUnpinned, severity: .warning,
            message: "\"\(only)\" is pinned to the content's \(pinnedName) but not its \(freeAttribute.name): \"\(id)\" \(purpose.sentence(axis)) and the content goes on \(formatNumber(distance)) past \"\(only)\", an empty band the user scrolls to",
            items: [.view(id), .view(only)], constraints: sizeConstraint.map { [$0] } ?? [],
            fix: candidates.first,
            details: ["\(cause) (\(formatNumber(content)) against a \(formatNumber(frame)) frame); pin both ends of the content view so the content ends where it does."],
            origin: firstOrigin([sizeConstraint?.origin ?? .unspecified, origin(ofView: id)]))
        issue.candidateFixes = candidates
        issue.axis = axis
        issues.append(issue)
    }

    /// True when some active user constraint relates a view's edge on one side of an axis to the
    /// same side of a rectangle (any relation, any constant), as the engine reads the anchors.
    func relates(_ view: String, to rect: RectKey, axis: Axis, side: ChainSide) -> Bool {
        let frame = interpreter.frameRect(of: view)
        guard frame != .missing, rect != .missing else { return false }
        for entry in userEntries where entry.isHolding {
            let spec = entry.spec
            guard spec.second != nil, !spec.first.attribute.isDimension, spec.first.attribute.axis == axis else { continue }
            let sides = interpreter.resolve(spec)
            guard let second = sides.second else { continue }
            func at(_ anchor: ResolvedAnchor, _ target: RectKey) -> Bool {
                anchor.placement.rect == target && anchor.part.fraction.map(ChainSide.init(fraction:)) == side
            }
            if (at(sides.first, frame) && at(second, rect)) || (at(second, frame) && at(sides.first, rect)) { return true }
        }
        return false
    }

    /// Pins to the frame moved to the same edges of the content layout guide, each with its
    /// constant, priority and identifier.
    func movedToContentGuide(_ pins: [LayoutConstraint], view: String, scrollView id: String) -> [LayoutFix] {
        pins.map { pin in
            let attribute = pin.first.item == .view(view) ? pin.first.attribute : (pin.second?.attribute ?? pin.first.attribute)
            let moved = LayoutConstraint(Anchor(.view(view), attribute), .equal, Anchor(.contentLayoutGuide(id), attribute),
                                         constant: pin.first.item == .view(view) ? pin.constant : -pin.constant, priority: pin.priority,
                                         identifier: pin.identifier, origin: pin.origin)
            return .replace(pin, with: moved)
        }
    }

    /// The required equalities that pin a subview's start and end on an axis to the frame of a
    /// scroll view (its frame layout guide, its own frame, its safe area or margins).
    func framePins(of view: String, scrollView id: String, axis: Axis) -> (start: LayoutConstraint?, end: LayoutConstraint?) {
        var start: LayoutConstraint? = nil, end: LayoutConstraint? = nil
        for equality in positionEqualities(naming: view) where equality.spec.first.attribute.axis == axis {
            let spec = equality.spec
            guard let second = spec.second else { continue }
            let ends: [(LayoutItem, ResolvedAnchor, ResolvedAnchor)] = [(spec.first.item, equality.first, equality.second),
                                                                       (second.item, equality.second, equality.first)]
            for (item, own, other) in ends where item == .view(view) {
                guard isFrameSide(other.placement.rect, of: id), let fraction = own.part.fraction else { continue }
                if fraction == 0 { start = start ?? spec }
                if fraction == 1 { end = end ?? spec }
            }
        }
        return (start, end)
    }

    /// The holding required equalities of two positions at multiplier 1 that name a view, in
    /// declaration order (see ``positionEqualities``).
    func positionEqualities(naming view: String) -> [PositionEquality] {
        if let found = positionEqualities { return found[view] ?? [] }
        var found: [String: [PositionEquality]] = [:]
        for entry in userEntries where entry.isHolding {
            let spec = entry.spec
            guard spec.relation == .equal, spec.priority.isRequired, spec.multiplier == 1, let second = spec.second,
                  !spec.first.attribute.isDimension
            else { continue }
            let sides = interpreter.resolve(spec)
            guard let resolvedSecond = sides.second else { continue }
            let equality = PositionEquality(spec: spec, first: sides.first, second: resolvedSecond)
            var named: [String] = []
            for item in [spec.first.item, second.item] {
                if case .view(let id) = item, !named.contains(id) { named.append(id) }
            }
            for id in named { found[id, default: []].append(equality) }
        }
        positionEqualities = found
        return found[view] ?? []
    }

    /// True for a rectangle that is the scroll view's own frame: its frame layout guide, its
    /// frame seen from outside, its centres and sizes, its safe-area and margins guides. (Views
    /// outside are left out: aligning content with a label beside the scroll view is common and
    /// harmless along an axis that does not scroll.)
    func isFrameSide(_ rect: RectKey, of id: String) -> Bool {
        switch rect {
        case .item(let item): return engine.tree.name(of: item) == id
        case .guide(let guide): return engine.tree.name(of: guide.view) == id
        case .content, .internal, .missing: return false
        }
    }

    /// Content tied to the frame by a required equality along an axis, while something inside
    /// is squashed along it on this screen (compressed below its intrinsic size, or inside
    /// out): the content cannot grow to hold it, and never scrolls there. A tie that squashes
    /// nothing is a design (a table inside that scrolls by itself, a page that fits).
    func checkTiedToFrame(_ scroll: LayoutResult.ScrollViewFrame) {
        let id = scroll.id
        for axis in [Axis.vertical, .horizontal] {
            guard let tie = frameTie(of: id, axis: axis) else { continue }
            let squashed = squashedViews(in: id, axis: axis)
            guard !squashed.isEmpty else { continue }
            var relaxed = LayoutConstraint(tie.first, .greaterThanOrEqual, tie.second, multiplier: tie.multiplier,
                                           constant: tie.constant, priority: tie.priority, identifier: tie.identifier, origin: tie.origin)
            relaxed.isActive = tie.isActive
            let dimension = Diagnosis.dimensionName(axis)
            let names = squashed.prefix(3).map { "\"\($0.view)\" (\(formatNumber($0.size)) of \(formatNumber($0.wanted)))" }
            var issue = LayoutIssue(
                rule: .scrollContentTiedToFrame, severity: .warning,
                message: "The content \(dimension) of \"\(id)\" is tied to its frame (`\(tie)`), so it cannot grow to hold what is inside: \(names.joined(separator: ", "))\(squashed.count > 3 ? " and \(squashed.count - 3) more" : "") \(squashed.count == 1 ? "is" : "are") squashed, and it never scrolls \(axis == .vertical ? "vertically" : "horizontally")",
                items: [.view(id)] + squashed.map { .view($0.view) }, constraints: [tie], fix: .replace(tie, with: relaxed),
                details: ["contentSize \(scroll.contentSize) in a \(scroll.frame.size) frame. To fill the screen yet grow with the content, use `>=` (or a priority below required) for the \(dimension)."],
                origin: firstOrigin([tie.origin, origin(ofView: id)]))
            issue.axis = axis
            issue.premise = .tiedToFrame(scrollView: id, axis: axis)
            issues.append(issue)
        }
    }

    /// The user's required equality that ties a scroll view's content size along an axis to its
    /// frame (the content's size, or a content view's, equal to the frame's or something
    /// outside), when the content size rests on one.
    func frameTie(of id: String, axis: Axis) -> LayoutConstraint? {
        guard let v = variables(id), let content = axis == .vertical ? v.contentHeight : v.contentWidth,
              isTiedToFrame(id, axis: axis)
        else { return nil }
        let size: Attribute = axis == .vertical ? .height : .width
        return layoutConstraints(engine.solver.dependencies(of: content)).first { spec in
            isUser(spec) && spec.priority.isRequired && spec.relation == .equal && spec.first.attribute == size
                && spec.second?.attribute == size && spec.second.map { reachesFrame($0.item, scrollView: id) || reachesFrame(spec.first.item, scrollView: id) } == true
        }
    }

    /// The shown views inside a scroll view squashed along an axis: compressed below their
    /// intrinsic size by more than half a point, or inside out.
    func squashedViews(in id: String, axis: Axis) -> [(view: String, size: Double, wanted: Double)] {
        var result: [(view: String, size: Double, wanted: Double)] = []
        for viewID in engine.tree.order where viewID != id && engine.tree.isDescendant(viewID, of: id) {
            guard !engine.tree.isInHiddenSubtree(viewID), let view = engine.tree[viewID]?.view, let size = sizeVariable(viewID, axis) else { continue }
            let actual = engine.value(size)
            // An estimated size (read off a stored frame) is no evidence of a squash.
            if let wanted = view.intrinsicContentSize[axis], !view.intrinsicSizeIsPlaceholder[axis], !view.intrinsicSizeIsEstimated[axis],
               wanted - actual > 0.5 {
                result.append((viewID, actual, wanted))
            } else if actual < -0.5 {
                result.append((viewID, actual, 0))
            }
        }
        return result
    }

    /// Whether the content is still tied to the frame along the axis with something squashed.
    func tiedToFrameHolds(scrollView id: String, axis: Axis) -> Bool {
        frameTie(of: id, axis: axis) != nil && !squashedViews(in: id, axis: axis).isEmpty
    }

    /// True for the frame side of a scroll view: its frame guide, itself, or anything outside it.
    func reachesFrame(_ item: LayoutItem, scrollView id: String) -> Bool {
        switch item {
        case .frameLayoutGuide(let owner): return owner == id
        case .contentLayoutGuide: return false
        default:
            guard let owner = engine.tree.ownerView(of: item) else { return false }
            return owner == id || !engine.tree.isDescendant(owner, of: id)
        }
    }

    /// `.automatic` (or `.always`) adding a non-zero safe area to the content inset. A note
    /// without a fix: whether the content should start below the bars is the app's choice.
    func checkAutomaticInset(_ scroll: LayoutResult.ScrollViewFrame, _ configuration: ScrollViewConfiguration) {
        let edges = Edge.allCases.filter { scroll.geometry.safeAreaEdgesApplied.contains($0) && scroll.safeAreaInsets[$0] > 0.5 }
        guard !edges.isEmpty, configuration.contentInsetAdjustmentBehavior != .never else { return }
        let inset = scroll.geometry.adjustedContentInset
        let parts = edges.map { "\($0) \(formatNumber(scroll.safeAreaInsets[$0]))" }
        issues.append(LayoutIssue(
            rule: .scrollAutomaticInset, severity: .note,
            message: "\"\(scroll.id)\" adds the safe area to its content inset (\(parts.joined(separator: ", "))) because contentInsetAdjustmentBehavior is .\(configuration.contentInsetAdjustmentBehavior.rawValue)",
            items: [.view(scroll.id)],
            details: ["adjustedContentInset = \(inset) (top/left/bottom/right); the content starts below the unsafe area and the offset range grows by the inset. With `.never` the content starts under the bars; add the insets you want to `contentInset`."],
            origin: origin(ofView: scroll.id)))
    }

    /// Paging with a content inset along a scrolling axis.
    func checkPagingInset(_ scroll: LayoutResult.ScrollViewFrame, _ configuration: ScrollViewConfiguration) {
        guard configuration.isPagingEnabled else { return }
        let inset = scroll.geometry.adjustedContentInset
        // The axis it pages along is the one its content is longer than its frame on: an
        // inset on the other axis (the bars' above a horizontal pager) moves no page.
        let pages = AxisPair(horizontal: scroll.contentSize.width > scroll.frame.width + 0.5,
                             vertical: scroll.contentSize.height > scroll.frame.height + 0.5)
        var offending: [String] = []
        if pages.horizontal, inset.left != 0 || inset.right != 0 {
            offending.append("left \(formatNumber(inset.left)), right \(formatNumber(inset.right))")
        }
        if pages.vertical, inset.top != 0 || inset.bottom != 0 {
            offending.append("top \(formatNumber(inset.top)), bottom \(formatNumber(inset.bottom))")
        }
        guard !offending.isEmpty else { return }
        issues.append(LayoutIssue(
            rule: .scrollPagingWithInset, severity: .warning,
            message: "\"\(scroll.id)\" pages by its bounds (\(scroll.geometry.pageSize)) but has a content inset (\(offending.joined(separator: "; "))): pages stop off by the inset",
            items: [.view(scroll.id)], fix: .disablePaging(scrollView: scroll.id),
            details: ["Built-in paging stops at multiples of the bounds size measured from offset 0 and ignores contentInset."],
            origin: origin(ofView: scroll.id)))
    }
}
