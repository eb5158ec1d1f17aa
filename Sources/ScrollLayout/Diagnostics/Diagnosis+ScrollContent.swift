import Cassowary

// `scroll-content-height-ambiguous` / `scroll-content-width-ambiguous`: Xcode's "Scrollable
// content size is ambiguous", with the reason and the constraint that closes the chain.
//
// The solver decides whether the content size is free. To say why, the content on that axis
// is walked as a graph (``ChainGraph``) from the content guide's start and from its end:
// - an item reached from both sides whose own size is free is where the chain breaks: a leaf
//   (a label with no intrinsic height, a plain view) needs a size; a container needs its own
//   chain closed, so the walk looks inside it;
// - otherwise the chain from the start stops at the item that ends last: it needs a link to
//   the end (mirroring the gap at the start), through every container on the way;
// - the cross axis of a scroller (a vertical page's width) is tied to the frame guide.

extension Diagnosis {
    /// Content-size ambiguity on either axis of a scroll view whose content the constraints use.
    func checkScrollContent(_ scroll: LayoutResult.ScrollViewFrame) {
        guard usesContentConstraints(scroll.id), let v = variables(scroll.id),
              let contentWidth = v.contentWidth, let contentHeight = v.contentHeight
        else { return }
        for axis in [Axis.vertical, .horizontal] where scroll.contentSizeSource[axis] == .undetermined {
            let variable = axis == .vertical ? contentHeight : contentWidth
            let frame = axis == .vertical ? v.height : v.width
            if contentFollowsFreeFrame(content: variable, frame: frame) { continue }
            let found = contentAmbiguity(scroll, axis: axis, variable: variable)
            pin(Expression(variable))
            guard let issue = found else { continue }
            issues.append(issue)
            // The containers the fix closes are explained by it too.
            if case .add(let links)? = issue.fix {
                for link in links {
                    guard let second = link.second, case .view(let container) = second.item, container != scroll.id,
                          let size = sizeVariable(container, axis), !probe.isDetermined(size)
                    else { continue }
                    explainedSizes.insert(ViewAxis(view: container, axis: axis))
                    pin(Expression(size))
                }
            }
        }
    }

    /// True when the content's length on an axis is fixed by the frame's length, which is free:
    /// a scroll view pinned on one side only, its content as wide as its frame guide, or a
    /// carousel of three pages each as wide as the frame. The freedom is then the scroll view's,
    /// reported as its ambiguous layout with the constraints it lacks (the caller leaves it
    /// unpinned for that check), not as content that nothing ties to the frame. The relation is
    /// read off the frame's own freedom (how far the content moves when the frame does) and must
    /// hold by required constraints alone: a frame that follows the content through an optional
    /// constraint is moved by the content's freedom, and a frame held by a tie is reported here,
    /// where the tie is seen.
    func contentFollowsFreeFrame(content: Variable, frame: Variable) -> Bool {
        guard let freedom = probe.ambiguity(of: Expression(frame)), freedom.tiedConstraints.isEmpty else { return false }
        let frameMove = freedom.high.value(of: frame) - freedom.low.value(of: frame)
        guard abs(frameMove) > 1e-6 else { return false }
        let ratio = (freedom.high.value(of: content) - freedom.low.value(of: content)) / frameMove
        guard abs(ratio) > 1e-6 else { return false }
        let excess = Expression(content) - ratio * Expression(frame)
        return probe.ambiguity(of: excess) == nil
            && engine.solver.dependencies(of: excess).allSatisfy { $0.strength.isRequired }
    }

    /// True when some constraint uses the content rectangle
    /// (``LayoutEngine/derivesContentSize(of:)``): UIKit then derives `contentSize` from
    /// constraints; otherwise it uses the manually set `contentSize` and nothing is ambiguous
    /// (TN2154's mixed approach).
    func usesContentConstraints(_ id: String) -> Bool {
        if let known = contentUse[id] { return known }
        let uses = engine.derivesContentSize(of: id)
        contentUse[id] = uses
        return uses
    }

    /// The issue for one free content axis.
    func contentAmbiguity(_ scroll: LayoutResult.ScrollViewFrame, axis: Axis, variable: Variable) -> LayoutIssue? {
        let id = scroll.id
        let rule: LayoutIssue.Rule = axis == .vertical ? .scrollContentHeightAmbiguous : .scrollContentWidthAmbiguous
        let dimension = Diagnosis.dimensionName(axis)
        let names = Diagnosis.names(axis, direction: engine.base.direction)
        let lead = "Scrollable content \(dimension) is ambiguous for \"\(id)\""
        var details: [String] = []
        let ambiguity = engineProbe.ambiguity(of: variable)
        if let ambiguity {
            let low = ambiguity.low.value(of: variable), high = ambiguity.high.value(of: variable)
            details.append("contentSize.\(dimension) could be \(formatNumber(low)) or \(formatNumber(high)): both satisfy every constraint equally well. UIKit leaves it at \(formatNumber(engine.value(variable))).")
        }
        var graph = chainGraph(id, axis)
        let startNode = ChainNode(item: .content, side: .start)
        let endNode = ChainNode(item: .content, side: .end)
        let fromStart = graph.reach(from: startNode, engine: engine, probe: &engineProbe)
        let fromEnd = graph.reach(from: endNode, engine: engine, probe: &engineProbe)
        let content = LayoutItem.contentLayoutGuide(id)
        func make(_ reason: String, items: [LayoutItem], constraints: [LayoutConstraint], fix: LayoutFix?, extra: [String] = []) -> LayoutIssue {
            let origins = constraints.reversed().map(\.origin) + [origin(ofView: id)]
            return LayoutIssue(rule: rule, severity: .error, message: "\(lead): \(reason)", items: [.view(id)] + items,
                               constraints: constraints, fix: fix, details: extra + details, origin: firstOrigin(origins))
        }

        // Equal optional priorities pulling against each other: a tie, not a gap.
        if let ambiguity, !ambiguity.tiedConstraints.isEmpty {
            let tied = layoutConstraints(ambiguity.tiedConstraints)
            if !tied.isEmpty {
                let spread = abs(ambiguity.high.value(of: variable) - ambiguity.low.value(of: variable))
                guard spread > Diagnosis.visibleTieSpread else { return nil }
                reportedTies.formUnion(tied.map(\.id))
                var issue = make("\(tied.map { "`\($0)`" }.joined(separator: " and ")) pull against each other at equal priority",
                            items: uniqueItems(tied), constraints: tied, fix: tieFix(tied), extra: tied.map(describe))
                issue.isTie = true
                return issue
            }
        }

        // The cross axis of a scroller: tie it to the frame. (When a view of the content
        // already follows the frame, the tie is there and the chain is what is open: below.)
        if crossAxisShouldFollowFrame(scroll, axis: axis), !contentViewFollowsFrame(id, axis: axis) {
            let root = directContentRoot(graph: graph)
            let anchorItem: LayoutItem = root.map { itemOf($0, scrollView: id) } ?? content
            let fix = LayoutConstraint(Anchor(anchorItem, names.size), .equal, Anchor(.frameLayoutGuide(id), names.size))
            let other = axis == .horizontal ? "vertically" : "horizontally"
            return make("nothing ties the content's \(dimension) to the scroll view's frame (it scrolls \(other), so its \(dimension) should follow the frame)",
                        items: [anchorItem], constraints: [], fix: .add([fix]))
        }

        var items = Set<ChainItem>()
        for link in graph.links { items.insert(link.a.item); items.insert(link.b.item) }
        for viewID in engine.tree.order where viewID != id && engine.tree.isDescendant(viewID, of: id) { items.insert(.view(viewID)) }
        items.remove(.content)
        items.remove(.frame)
        // Keys computed once per item: comparators that call back into `self` would copy the
        // whole diagnosis per comparison.
        let ordered = items.map { (key: order($0), item: $0) }.sorted { $0.key < $1.key }.map(\.item)

        // Where the chain breaks: the deepest item reached from both sides with a free size.
        var bridges: [(item: ChainItem, depth: Int)] = []
        for item in ordered where ChainSide.allCases.contains(where: { fromStart[ChainNode(item: item, side: $0)] != nil })
            && ChainSide.allCases.contains(where: { fromEnd[ChainNode(item: item, side: $0)] != nil })
            && !graph.isRigid(item, engine: engine, probe: &engineProbe) {
            bridges.append((item, depth(item)))
        }
        let scope: ChainItem = bridges.max { $0.depth < $1.depth }?.item ?? .content
        var endsReached: [(item: ChainItem, edge: Double, depth: Int)] = []
        var startsReached: [(item: ChainItem, edge: Double, depth: Int)] = []
        for item in ordered where isInside(item, scope: scope, scrollView: id) {
            if fromStart[ChainNode(item: item, side: .end)] != nil { endsReached.append((item, edgeValue(item, .end, axis), depth(item))) }
            if fromEnd[ChainNode(item: item, side: .start)] != nil { startsReached.append((item, edgeValue(item, .start, axis), depth(item))) }
        }
        let last = endsReached.max { lhs, rhs in
            abs(lhs.edge - rhs.edge) > 0.001 ? lhs.edge < rhs.edge : lhs.depth > rhs.depth
        }?.item
        let first = startsReached.min { lhs, rhs in
            abs(lhs.edge - rhs.edge) > 0.001 ? lhs.edge < rhs.edge : lhs.depth < rhs.depth
        }?.item
        let path = last.map { fromStart.path(to: ChainNode(item: $0, side: .end)) } ?? []
        let pathConstraints = path.compactMap { $0.step.link.flatMap { ChainGraph.constraint(of: $0, in: engine) } }
        let walked = pathDescription(path, start: startNode, scrollView: id, axis: axis)

        if let last, let first, !isInside(first, scope: last, scrollView: id), !isInside(last, scope: first, scrollView: id) {
            // Both sides reach into the content but do not meet.
            let gap = spacingBefore(last, reached: fromStart)
            let fix = LayoutConstraint(Anchor(itemOf(first, scrollView: id), names.start), .equal,
                                       Anchor(itemOf(last, scrollView: id), names.end), constant: gap)
            let issue = make("the chain from \(nodeName(startNode, id, axis)) reaches \(nodeName(ChainNode(item: last, side: .end), id, axis)) and the chain from \(nodeName(endNode, id, axis)) reaches \(nodeName(ChainNode(item: first, side: .start), id, axis)), but nothing connects them",
                             items: [itemOf(last, scrollView: id), itemOf(first, scrollView: id)], constraints: pathConstraints,
                             fix: .add([fix]), extra: walked)
            return preferringExactMinimum(issue, scrollView: id, axis: axis)
        }
        if let last {
            let (fix, target) = closingLinks(from: last, side: .end, scope: scope, reachedFromOtherSide: fromEnd, graph: graph, scrollView: id, axis: axis)
            // The classic: the last link is there, written as an inequality. It keeps the view
            // inside the content without fixing the content's length: make it an equality.
            if let loose = inequalityLink(from: last, to: target, side: .end, scrollView: id, axis: axis) {
                var exact = loose.fresh()
                exact.relation = .equal
                let issue = make("the chain from \(nodeName(startNode, id, axis)) ends at \(nodeName(ChainNode(item: last, side: .end), id, axis)); `\(loose)` is an inequality: it keeps \"\(itemOf(last, scrollView: id))\" inside the content but does not fix the content's \(dimension)",
                                 items: [itemOf(last, scrollView: id)], constraints: pathConstraints + [loose], fix: .replace(loose, with: exact),
                                 extra: ["Make the last link `==`: `\(exact)`. An inequality lets the content be any \(axis == .vertical ? "taller" : "wider"), so its \(dimension) is not determined."] + walked)
                return preferringExactMinimum(issue, scrollView: id, axis: axis)
            }
            let issue = make("the chain from \(nodeName(startNode, id, axis)) ends at \(nodeName(ChainNode(item: last, side: .end), id, axis)); nothing connects it to \(nodeName(ChainNode(item: target, side: .end), id, axis))",
                             items: [itemOf(last, scrollView: id)], constraints: pathConstraints, fix: .add(fix), extra: walked)
            return preferringExactMinimum(issue, scrollView: id, axis: axis)
        }
        if let first {
            let (fix, target) = closingLinks(from: first, side: .start, scope: scope, reachedFromOtherSide: fromStart, graph: graph, scrollView: id, axis: axis)
            return make("the chain from \(nodeName(endNode, id, axis)) ends at \(nodeName(ChainNode(item: first, side: .start), id, axis)); nothing connects it to \(nodeName(ChainNode(item: target, side: .start), id, axis))",
                        items: [itemOf(first, scrollView: id)], constraints: [], fix: .add(fix))
        }
        if case .content = scope {
            // The content's edges reach views whose length along the axis is free: something
            // connects to each edge, but nothing spans from one to the other.
            let touchingStart = ordered.first { fromStart[ChainNode(item: $0, side: .start)] != nil }
            let touchingEnd = ordered.last { fromEnd[ChainNode(item: $0, side: .end)] != nil }
            if touchingStart != nil || touchingEnd != nil {
                let reached = [touchingStart.map { (startNode, ChainNode(item: $0, side: .start)) },
                               touchingEnd.map { (endNode, ChainNode(item: $0, side: .end)) }].compactMap { $0 }
                let parts = reached.map { "\(nodeName($0.0, id, axis)) reaches \(nodeName($0.1, id, axis))" }
                let views = Set(reached.map(\.1.item)).sorted { order($0) < order($1) }
                let names = views.map { "\"\(itemOf($0, scrollView: id))\"" }.joined(separator: " and ")
                return make("\(parts.joined(separator: " and ")), but \(names) \(views.count == 1 ? "has" : "have") no fixed \(dimension), so nothing spans the content from one edge to the other",
                            items: views.map { itemOf($0, scrollView: id) }, constraints: [], fix: nil)
            }
            // Nothing inside touches the content on this axis.
            let subviews = engine.tree[id]?.children ?? []
            if let child = subviews.first {
                let fix = [LayoutConstraint(Anchor(.view(child), names.start), .equal, Anchor(content, names.start)),
                           LayoutConstraint(Anchor(.view(child), names.end), .equal, Anchor(content, names.end))]
                let pins = framePins(of: child, scrollView: id, axis: axis)
                if let start = pins.start, let end = pins.end {
                    // Pinned to the frame where the content guide was meant: move the pins.
                    var issue = make("nothing inside connects to the content layout guide's \(names.start.name) or \(names.end.name); \"\(child)\" is pinned to the frame instead (`\(start)`, `\(end)`)",
                                     items: [.view(child)], constraints: [start, end], fix: nil)
                    issue.candidateFixes = [.combined(movedToContentGuide([start, end], view: child, scrollView: id)), .add(fix)]
                    issue.fix = issue.candidateFixes.first
                    return issue
                }
                return make("nothing inside connects to the content layout guide's \(names.start.name) or \(names.end.name)",
                            items: [.view(child)], constraints: [], fix: .add(fix))
            }
            let fix = LayoutConstraint(Anchor(content, names.size), .equal, Anchor(.frameLayoutGuide(id), names.size))
            return make("nothing sets the content's \(dimension)", items: [content], constraints: [], fix: .add([fix]))
        }
        // A leaf whose own size is free breaks the chain.
        let leaf = itemOf(scope, scrollView: id)
        explainedSizes.insert(ViewAxis(view: leaf.ownerID, axis: axis))
        let size = placeholderSize(for: leaf.ownerID, axis: axis)
        let hasIntrinsic = engine.tree[leaf.ownerID]?.view.intrinsicContentSize[axis] != nil
        // What names its length: only inequalities bound it from one side (`width >= 44`),
        // which the message says rather than "no width constraint".
        var sizing: [LayoutConstraint] = []
        for entry in userEntries where entry.spec.isActive {
            let spec = entry.spec
            if (spec.first.item == leaf && spec.first.attribute == names.size)
                || (spec.second?.item == leaf && spec.second?.attribute == names.size) { sizing.append(spec) }
        }
        let reason: String
        if hasIntrinsic || sizing.contains(where: { $0.relation == .equal }) {
            reason = "its constraints leave it free"
        } else if !sizing.isEmpty {
            let listed = sizing.prefix(2).map { "`\($0)`" }.joined(separator: " and ")
            reason = "only \(listed) \(sizing.count == 1 ? "bounds" : "bound") it, from one side"
        } else {
            reason = "no intrinsic \(dimension) and no \(dimension) constraint"
        }
        return make("\"\(leaf)\" has no \(dimension) (\(reason)), so its \(names.start.name) and \(names.end.name) do not fix each other",
                    items: [leaf], constraints: pathConstraints,
                    fix: .add([LayoutConstraint(Anchor(leaf, names.size), .equal, nil, constant: size)]), extra: walked)
    }

    /// The issue with, as its first candidate fix, the usual way to finish a minimum length: a
    /// required `content.height >= scrollView.frameLayoutGuide.height` keeps short content as
    /// tall as the frame but lets it be any taller (a footer pushed down by `>=` can sit
    /// anywhere below), and the same equality at `.defaultLow` makes it exactly as tall as the
    /// frame until its own chain needs more. Closing the chain instead (the other candidate)
    /// would stretch whatever the `>=` left loose. The checker keeps the first candidate that,
    /// applied and re-solved, leaves the problem gone.
    func preferringExactMinimum(_ issue: LayoutIssue, scrollView id: String, axis: Axis) -> LayoutIssue {
        guard let minimum = minimumLength(scrollView: id, axis: axis), let fix = issue.fix else { return issue }
        var exact = minimum.fresh()
        exact.relation = .equal
        exact.priority = .defaultLow
        var preferring = issue
        preferring.candidateFixes = [.add([exact]), fix]
        preferring.fix = preferring.candidateFixes.first
        return preferring
    }

    /// A required `X.length >= scroll view's length` (the frame layout guide's or the scroll
    /// view's own, either way round) for a view `X` inside it: its content kept at least as long
    /// as the frame.
    func minimumLength(scrollView id: String, axis: Axis) -> LayoutConstraint? {
        let size = Diagnosis.names(axis, direction: engine.base.direction).size
        func isFrame(_ item: LayoutItem) -> Bool { item == .frameLayoutGuide(id) || item == .view(id) }
        for entry in userEntries where entry.isHolding && entry.spec.priority.isRequired && entry.spec.relation != .equal {
            let spec = entry.spec
            guard let second = spec.second, spec.first.attribute == size, second.attribute == size, spec.multiplier == 1 else { continue }
            let lower = spec.relation == .greaterThanOrEqual ? (longer: spec.first.item, frame: second.item) : (longer: second.item, frame: spec.first.item)
            if isFrame(lower.frame), case .view(let inside) = lower.longer, engine.tree.isDescendant(inside, of: id) { return spec }
        }
        return nil
    }

    /// The links that close a chain from an item's edge outward, one per container on the way,
    /// up to the first container whose same edge the other side already reaches.
    func closingLinks(from item: ChainItem, side: ChainSide, scope: ChainItem, reachedFromOtherSide: ChainReach,
                      graph: ChainGraph, scrollView id: String, axis: Axis) -> ([LayoutConstraint], ChainItem) {
        let names = Diagnosis.names(axis, direction: engine.base.direction)
        let attribute = side == .end ? names.end : names.start
        var links: [LayoutConstraint] = []
        var current = item
        var guardCount = 0
        while guardCount < 10_000 {
            guardCount += 1
            let parent = parentOf(current, scrollView: id)
            let gap = mirroredGap(of: parent, closing: side, graph: graph, scrollView: id)
            links.append(LayoutConstraint(Anchor(itemOf(current, scrollView: id), attribute), .equal,
                                          Anchor(itemOf(parent, scrollView: id), attribute), constant: side == .end ? -gap : gap))
            if parent == scope || parent == .content || reachedFromOtherSide[ChainNode(item: parent, side: side)] != nil {
                return (links, parent)
            }
            current = parent
        }
        return (links, current)
    }

    /// The user's active inequality between an item's edge and its container's same edge (the
    /// last link written `<=` or `>=`), as the engine reads the anchors.
    func inequalityLink(from item: ChainItem, to container: ChainItem, side: ChainSide, scrollView id: String, axis: Axis) -> LayoutConstraint? {
        let near: RectKey
        switch item {
        case .view(let view): near = interpreter.frameRect(of: view)
        default: return nil
        }
        let far: RectKey
        switch container {
        case .content: far = interpreter.contentRect(of: id)
        case .view(let view): far = interpreter.frameRect(of: view)
        default: return nil
        }
        guard near != .missing, far != .missing else { return nil }
        let fraction: Double = side == .end ? 1 : 0
        for entry in userEntries where entry.isHolding && entry.spec.relation != .equal {
            let spec = entry.spec
            guard spec.second != nil, !spec.first.attribute.isDimension, spec.first.attribute.axis == axis else { continue }
            let sides = interpreter.resolve(spec)
            guard let second = sides.second else { continue }
            func at(_ anchor: ResolvedAnchor, _ rect: RectKey) -> Bool { anchor.placement.rect == rect && anchor.part.fraction == fraction }
            if (at(sides.first, near) && at(second, far)) || (at(second, near) && at(sides.first, far)) { return spec }
        }
        return nil
    }

    /// The gap a closing link at one side of a container mirrors: the distance between the
    /// container's other side and the first thing inside linked to it (0 when none is).
    func mirroredGap(of container: ChainItem, closing side: ChainSide, graph: ChainGraph, scrollView id: String) -> Double {
        let other: ChainSide = side == .end ? .start : .end
        let node = ChainNode(item: container, side: other)
        for link in graph.links(at: node) {
            let inner = link.a == node ? link.b : link.a
            guard inner.side == other, isInside(inner.item, scope: container, scrollView: id) else { continue }
            return abs(link.offset)
        }
        return 0
    }

    /// The spacing that led into an item's start (for a link between two siblings), or 8.
    func spacingBefore(_ item: ChainItem, reached: ChainReach) -> Double {
        if let entry = reached[ChainNode(item: item, side: .start)], let step = entry, let link = step.link,
           step.from.side == .end {
            return abs(link.offset)
        }
        return 8
    }

    /// True when the content's cross axis should follow the frame: asking about the width of
    /// content that scrolls vertically (or whose height is free too), or the height of content
    /// whose width is set and not tied to the frame, in a horizontal scroller.
    func crossAxisShouldFollowFrame(_ scroll: LayoutResult.ScrollViewFrame, axis: Axis) -> Bool {
        let other = axis.cross
        if axis == .horizontal {
            if scroll.contentSizeSource[other] == .undetermined { return true }
            return !isTiedToFrame(scroll.id, axis: other)
        }
        // A horizontal scroller: content wider than its frame, or a strip whose views reach
        // neither its top nor its bottom (a row centred in it). Content that fits across and
        // is chained to its top or bottom (320 points of pinned views in a 320-point frame,
        // with a height or a bottom pin missing in the chain) is the usual vertical page,
        // whose height must not follow the frame.
        guard scroll.contentSizeSource[other] == .constraints, !isTiedToFrame(scroll.id, axis: other) else { return false }
        return scroll.contentSize.width > scroll.frame.width + 0.5 || !contentEdgeLinked(scroll.id, axis: axis)
    }

    /// True when a view inside is linked to the start or the end of the content on the axis
    /// (the content is meant to be as long as what it holds).
    func contentEdgeLinked(_ id: String, axis: Axis) -> Bool {
        let graph = chainGraph(id, axis)
        return !linkedToContent(graph, .start).isEmpty || !linkedToContent(graph, .end).isEmpty
    }

    /// True when the content size on an axis rests on a constraint the frame's size also rests
    /// on: the content follows the frame (tied), rather than only its own content.
    /// Asked of the engine's own solver, so the answer holds for the whole diagnosis and is
    /// worked out once per scroll view and axis (the content's dependencies span its whole
    /// chain).
    func isTiedToFrame(_ id: String, axis: Axis) -> Bool {
        let key = ViewAxis(view: id, axis: axis)
        if let known = tiedToFrame[key] { return known }
        var tied = false
        if let v = variables(id), let content = axis == .horizontal ? v.contentWidth : v.contentHeight {
            tied = rests(content, on: frameDependencies(id, axis: axis))
        }
        tiedToFrame[key] = tied
        return tied
    }

    /// True when a view at the top of the content (linked to the content's start or end on the
    /// axis, or a subview of the scroll view itself) has a length that rests on what the frame's
    /// length rests on (`content.width == scroll.frameLayoutGuide.width`, or a width taken from
    /// the screen the frame spans): the content is tied to the frame there, so a free content
    /// length is a chain left open (or not attached to the guide), not a missing tie. (Those
    /// views only, and at most 64 subviews: the tie is made there, and asking each of 10 000
    /// views in a chain expanded each length over the tableau.)
    func contentViewFollowsFrame(_ id: String, axis: Axis) -> Bool {
        let frame = frameDependencies(id, axis: axis)
        guard !frame.isEmpty else { return false }
        let graph = chainGraph(id, axis)
        var candidates: [String] = []
        for case .view(let viewID) in linkedToContent(graph, .start) + linkedToContent(graph, .end) { candidates.append(viewID) }
        candidates += (engine.tree[id]?.children ?? []).prefix(64)
        var asked = Set<String>()
        return candidates.contains { viewID in
            guard asked.insert(viewID).inserted, let size = sizeVariable(viewID, axis) else { return false }
            return rests(size, on: frame)
        }
    }

    /// The constraints (ids) a scroll view's frame length on an axis rests on.
    func frameDependencies(_ id: String, axis: Axis) -> Set<Int> {
        guard let v = variables(id) else { return [] }
        return Set(engine.solver.dependencyIDs(of: Expression(axis == .horizontal ? v.width : v.height)))
    }

    /// True when a length rests on one of the given constraints.
    func rests(_ length: Variable, on dependencies: Set<Int>) -> Bool {
        engine.solver.dependencyIDs(of: Expression(length)).contains(where: dependencies.contains)
    }

    /// The items inside linked directly to the content's start or end (neither the content nor
    /// the frame), in link order.
    func linkedToContent(_ graph: ChainGraph, _ side: ChainSide) -> [ChainItem] {
        let node = ChainNode(item: .content, side: side)
        return graph.links(at: node).map { $0.a == node ? $0.b.item : $0.a.item }.filter { $0 != .content && $0 != .frame }
    }

    /// A single item linked to both content edges directly (the canonical content view).
    func directContentRoot(graph: ChainGraph) -> ChainItem? {
        let both = Set(linkedToContent(graph, .start)).intersection(linkedToContent(graph, .end))
        return both.count == 1 ? both.first : nil
    }

    // MARK: Items

    /// The layout item of a chain item.
    func itemOf(_ item: ChainItem, scrollView id: String) -> LayoutItem {
        switch item {
        case .content: return .contentLayoutGuide(id)
        case .frame: return .frameLayoutGuide(id)
        case .view(let view): return .view(view)
        case .guide(let guide): return .guide(guide)
        }
    }

    /// The container of an item inside the scroll view (the content for its direct subviews).
    func parentOf(_ item: ChainItem, scrollView id: String) -> ChainItem {
        let owner: String?
        switch item {
        case .view(let view): owner = engine.tree[view]?.parent
        case .guide(let guide): owner = engine.tree.ownerView(of: .guide(guide))
        case .content, .frame: return .content
        }
        guard let owner, owner != id else { return .content }
        return .view(owner)
    }

    /// True when an item lies strictly inside a container (everything is inside the content).
    func isInside(_ item: ChainItem, scope: ChainItem, scrollView id: String) -> Bool {
        guard item != scope else { return false }
        guard case .view(let container) = scope else { return scope == .content }
        switch item {
        case .view(let view): return engine.tree.isDescendant(view, of: container)
        case .guide(let guide): return engine.tree.ownerView(of: .guide(guide)).map { engine.tree.isDescendant($0, of: container) } ?? false
        case .content, .frame: return false
        }
    }

    /// Depth in the tree (a guide sits just below its owner).
    func depth(_ item: ChainItem) -> Int {
        switch item {
        case .view(let id): return engine.tree[id]?.depth ?? 0
        case .guide(let id): return (engine.tree.ownerView(of: .guide(id)).flatMap { engine.tree[$0]?.depth } ?? 0) + 1
        case .content, .frame: return 0
        }
    }

    /// A sort key in tree order.
    func order(_ item: ChainItem) -> (Int, Int, String) {
        switch item {
        case .view(let id): return (1, orderIndex[id] ?? 0, "")
        case .guide(let id): return (2, 0, id)
        case .content: return (0, 0, "")
        case .frame: return (0, 1, "")
        }
    }

    /// The solved coordinate of an item's edge (root coordinates).
    func edgeValue(_ item: ChainItem, _ side: ChainSide, _ axis: Axis) -> Double {
        let id: String
        switch item {
        case .view(let view): id = view
        case .guide(let guide): id = guide
        case .content, .frame: return 0
        }
        let frame = engine.absoluteFrame(of: id)
        let start = axis == .horizontal ? frame.minX : frame.minY
        let size = axis == .horizontal ? frame.width : frame.height
        switch side {
        case .start: return start
        case .center: return start + size / 2
        case .end: return start + size
        }
    }

    /// `title.bottom`, `scroll.contentLayoutGuide.top`.
    func nodeName(_ node: ChainNode, _ id: String, _ axis: Axis) -> String {
        let names = Diagnosis.names(axis, direction: engine.base.direction)
        // `names` uses physical left/right in right-to-left layouts, so start is always names.start.
        let attribute: String
        switch node.side {
        case .start: attribute = names.start.name
        case .end: attribute = names.end.name
        case .center: attribute = axis == .horizontal ? "centerX" : "centerY"
        }
        return "\(itemOf(node.item, scrollView: id)).\(attribute)"
    }

    /// The walk as lines: each step with the constraint (and its origin) that makes it.
    func pathDescription(_ path: [(node: ChainNode, step: ChainGraph.Step)], start: ChainNode, scrollView id: String, axis: Axis) -> [String] {
        guard !path.isEmpty else { return [] }
        var lines = ["The chain from \(nodeName(start, id, axis)):"]
        for entry in path {
            let from = nodeName(entry.step.from, id, axis), to = nodeName(entry.node, id, axis)
            if let link = entry.step.link {
                lines.append("  \(from) → \(to): \(ChainGraph.constraint(of: link, in: engine).map(describe) ?? "")")
            } else if entry.node.item == entry.step.from.item, case .view(let view) = entry.node.item,
                      let size = sizeVariable(view, axis) {
                lines.append("  \(from) → \(to): \(view).\(Diagnosis.dimensionName(axis)) is fixed at \(formatNumber(engine.value(size)))")
            } else {
                lines.append("  \(from) → \(to)")
            }
        }
        return lines
    }
}
