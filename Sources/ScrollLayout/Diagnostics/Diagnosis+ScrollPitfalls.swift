import Cassowary

// Scroll-view rules for layouts that are solved but probably not what was meant:
// - `scroll-content-width-untied`: content that scrolls vertically and whose width is set by
//   its own content rather than the frame (a long label widens it: horizontal drift);
// - `scroll-content-edge-unpinned`: the single content view is pinned to one edge of the
//   content guide but not the other, and the content does not end where it does;
// - `scroll-content-tied-to-frame`: content tied to the frame on both axes, so it never scrolls;
// - `scroll-automatic-inset` (note): the adjustment behaviour adds the safe area to the inset;
// - `scroll-paging-with-inset`: built-in paging moves by the bounds and ignores the inset.

extension Diagnosis {
    /// The scroll-view pitfalls of one scroll view.
    mutating func checkScrollPitfalls(_ scroll: LayoutResult.ScrollViewFrame) {
        guard let configuration = engine.tree[scroll.id]?.view.scroll else { return }
        if usesContentConstraints(scroll.id) {
            checkWidthUntied(scroll, configuration)
            for axis in [Axis.vertical, .horizontal] { checkEdgeUnpinned(scroll, axis: axis) }
            checkTiedToFrame(scroll)
        }
        checkAutomaticInset(scroll, configuration)
        checkPagingInset(scroll, configuration)
    }

    /// Content that scrolls vertically but whose width its own content decides.
    mutating func checkWidthUntied(_ scroll: LayoutResult.ScrollViewFrame, _ configuration: ScrollViewConfiguration) {
        let id = scroll.id
        guard scroll.contentSizeSource.horizontal == .constraints, scroll.contentSizeSource.vertical == .constraints,
              configuration.maximumZoomScale <= configuration.minimumZoomScale, configuration.zoomScale == 1,
              !isTiedToFrame(id, axis: .vertical), !isTiedToFrame(id, axis: .horizontal)
        else { return }
        let graph = chainGraph(id, .horizontal)
        let root = directContentRoot(graph: graph).map { itemOf($0, scrollView: id) } ?? .contentLayoutGuide(id)
        let width = scroll.contentSize.width, frameWidth = scroll.frame.width
        // Explicit widths wider than the frame are a deliberate two-way scroller; drift is a
        // width that text sets (an intrinsic size), or content narrower than the frame.
        let restsOnIntrinsic = contentWidthRestsOnIntrinsicSize(id)
        guard restsOnIntrinsic || width < frameWidth - 0.5 else { return }
        let consequence: String
        if width > frameWidth + 0.5 {
            consequence = "it is \(formatNumber(width)) wide in a \(formatNumber(frameWidth))-wide scroll view, so it also scrolls sideways"
        } else if width < frameWidth - 0.5 {
            consequence = "it is \(formatNumber(width)) wide in a \(formatNumber(frameWidth))-wide scroll view, so it does not fill the width"
        } else {
            consequence = "it matches the frame's width (\(formatNumber(width))) only by chance, on this screen"
        }
        let tie = LayoutConstraint(Anchor(root, .width), .equal, Anchor(.frameLayoutGuide(id), .width))
        let fix: LayoutFix
        if let fixed = fixedWidthConstraint(of: root) {
            fix = .replace(fixed, with: tie)
        } else {
            fix = .add([tie])
        }
        issues.append(LayoutIssue(
            rule: .scrollContentWidthUntied, severity: .warning,
            message: "The content width of \"\(id)\" is not tied to its frame: \(consequence)",
            items: [.view(id), root], fix: fix,
            details: ["A vertically scrolling page ties its content's width to `\(id).frameLayoutGuide.width`; here the width comes from the content itself."],
            origin: origin(ofView: id)))
    }

    /// True when the content width depends on some view's intrinsic size.
    func contentWidthRestsOnIntrinsicSize(_ id: String) -> Bool {
        guard let width = variables(id)?.contentWidth else { return false }
        return layoutConstraints(engine.solver.dependencies(of: width)).contains { constraint in
            guard case .generated(let rule) = constraint.origin else { return false }
            return rule.intrinsicSize != nil
        }
    }

    /// A user constraint that fixes an item's width to a constant.
    func fixedWidthConstraint(of item: LayoutItem) -> LayoutConstraint? {
        for entry in engine.registry.userEntries where entry.solverConstraint != nil {
            let spec = entry.spec
            if spec.first == Anchor(item, .width), spec.second == nil, spec.relation == .equal { return spec }
        }
        return nil
    }

    /// The content view pinned to one edge of the content but not the other, not ending where
    /// the content ends.
    mutating func checkEdgeUnpinned(_ scroll: LayoutResult.ScrollViewFrame, axis: Axis) {
        let id = scroll.id
        guard scroll.contentSizeSource[axis] == .constraints, let v = variables(id),
              let contentSize = axis == .vertical ? v.contentHeight : v.contentWidth
        else { return }
        let graph = chainGraph(id, axis)
        func linked(_ side: ChainSide) -> Set<ChainItem> {
            let node = ChainNode(item: .content, side: side)
            return Set(graph.links(at: node).map { $0.a == node ? $0.b.item : $0.a.item }.filter { $0 != .content && $0 != .frame })
        }
        let starts = linked(.start), ends = linked(.end)
        let all = starts.union(ends)
        guard all.count == 1, let root = all.first, starts.count != ends.count else { return }
        let pinnedSide: ChainSide = starts.isEmpty ? .end : .start
        let freeSide: ChainSide = pinnedSide == .start ? .end : .start
        let origin0 = axis == .vertical ? scroll.absoluteFrame.minY : scroll.absoluteFrame.minX
        let contentEdge = freeSide == .end ? origin0 + engine.value(contentSize) : origin0
        let rootEdge = edgeValue(root, freeSide, axis)
        let distance = freeSide == .end ? contentEdge - rootEdge : rootEdge - contentEdge
        guard abs(distance) > 0.5 else { return }
        let names = Diagnosis.names(axis, direction: engine.base.direction)
        let item = itemOf(root, scrollView: id)
        let pinnedName = pinnedSide == .start ? names.start.name : names.end.name
        let freeName = freeSide == .start ? names.start.name : names.end.name
        let effect = distance > 0
            ? "the content goes on \(formatNumber(distance)) past it (empty scrolling)"
            : "it sticks out \(formatNumber(-distance)) past the content, where it can never be scrolled to"
        let gap = mirroredGap(of: .content, closing: freeSide, graph: graph, scrollView: id)
        let link = LayoutConstraint(Anchor(item, freeSide == .end ? names.end : names.start), .equal,
                                    Anchor(.contentLayoutGuide(id), freeSide == .end ? names.end : names.start),
                                    constant: freeSide == .end ? -gap : gap)
        // The content size comes from a constraint on the guide's size: the link replaces it.
        let sizeAnchor = Anchor(.contentLayoutGuide(id), names.size)
        let sizeConstraint = engine.registry.userEntries.first { entry in
            entry.solverConstraint != nil && (entry.spec.first == sizeAnchor || entry.spec.second == sizeAnchor)
        }?.spec
        issues.append(LayoutIssue(
            rule: .scrollContentEdgeUnpinned, severity: .warning,
            message: "\"\(item)\" is pinned to the content's \(pinnedName) but not its \(freeName): \(effect)",
            items: [.view(id), item], constraints: sizeConstraint.map { [$0] } ?? [],
            fix: sizeConstraint.map { .replace($0, with: link) } ?? .add([link]),
            details: ["The content's \(Diagnosis.dimensionName(axis)) is \(formatNumber(engine.value(contentSize))) and comes from elsewhere; pin both edges of the content view so the content ends where it does."],
            origin: firstOrigin([sizeConstraint?.origin ?? .unspecified, origin(ofView: id)])))
    }

    /// Content tied to the frame at required priority on both axes: it never scrolls.
    mutating func checkTiedToFrame(_ scroll: LayoutResult.ScrollViewFrame) {
        let id = scroll.id
        guard scroll.contentSizeSource.horizontal == .constraints, scroll.contentSizeSource.vertical == .constraints,
              isTiedToFrame(id, axis: .vertical), isTiedToFrame(id, axis: .horizontal),
              !scroll.geometry.overflows.vertical, !scroll.geometry.overflows.horizontal,
              let v = variables(id), let contentHeight = v.contentHeight
        else { return }
        // The required height equality that ties them (the usual mistake), if the user wrote one.
        let tie = layoutConstraints(engine.solver.dependencies(of: contentHeight)).first { spec in
            isUser(spec) && spec.priority.isRequired && spec.relation == .equal && spec.first.attribute == .height
                && spec.second?.attribute == .height && spec.second.map { reachesFrame($0.item, scrollView: id) || reachesFrame(spec.first.item, scrollView: id) } == true
        }
        // Without a required equality the content only fills the frame at least (`>=`), and
        // grows with its content: that is the right pattern, not a pitfall.
        guard let tie else { return }
        var relaxed = LayoutConstraint(tie.first, .greaterThanOrEqual, tie.second, multiplier: tie.multiplier,
                                       constant: tie.constant, priority: tie.priority, identifier: tie.identifier, origin: tie.origin)
        relaxed.isActive = tie.isActive
        issues.append(LayoutIssue(
            rule: .scrollContentTiedToFrame, severity: .warning,
            message: "The content of \"\(id)\" is tied to its frame on both axes (`\(tie)`): it can never scroll",
            items: [.view(id)], constraints: [tie], fix: .replace(tie, with: relaxed),
            details: ["contentSize \(scroll.contentSize) in a \(scroll.frame.size) frame. To fill the screen yet grow with the content, use `>=` (or a priority below required) for the height."],
            origin: firstOrigin([tie.origin, origin(ofView: id)])))
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

    /// `.automatic` (or `.always`) adding the safe area to the content inset.
    mutating func checkAutomaticInset(_ scroll: LayoutResult.ScrollViewFrame, _ configuration: ScrollViewConfiguration) {
        let edges = scroll.geometry.safeAreaEdgesApplied
        guard !edges.isEmpty, configuration.contentInsetAdjustmentBehavior != .never else { return }
        let inset = scroll.geometry.adjustedContentInset
        let parts = Edge.allCases.filter(edges.contains).map { "\($0) \(formatNumber(scroll.safeAreaInsets[$0]))" }
        issues.append(LayoutIssue(
            rule: .scrollAutomaticInset, severity: .note,
            message: "\"\(scroll.id)\" adds the safe area to its content inset (\(parts.joined(separator: ", "))) because contentInsetAdjustmentBehavior is .\(configuration.contentInsetAdjustmentBehavior.rawValue)",
            items: [.view(scroll.id)], fix: .setContentInsetAdjustmentBehavior(scrollView: scroll.id, .never),
            details: ["adjustedContentInset = \(inset) (top/left/bottom/right); the content starts below the unsafe area and the offset range grows by the inset."],
            origin: origin(ofView: scroll.id)))
    }

    /// Paging with a content inset along a scrolling axis.
    mutating func checkPagingInset(_ scroll: LayoutResult.ScrollViewFrame, _ configuration: ScrollViewConfiguration) {
        guard configuration.isPagingEnabled else { return }
        let inset = scroll.geometry.adjustedContentInset
        var offending: [String] = []
        if scroll.geometry.overflows.horizontal, inset.left != 0 || inset.right != 0 {
            offending.append("left \(formatNumber(inset.left)), right \(formatNumber(inset.right))")
        }
        if scroll.geometry.overflows.vertical, inset.top != 0 || inset.bottom != 0 {
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
