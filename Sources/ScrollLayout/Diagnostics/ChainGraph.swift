import Cassowary

// One axis of a scroll view's content as a graph, to explain why the content size is free.
//
// Nodes are the edges of the items inside the scroll view (start, centre, end along the axis)
// plus the content guide's and the frame guide's; links are active equalities between two
// positions (multiplier 1), each keeping the constraint behind it. An item whose size the
// solver determines is rigid: reaching one of its nodes reaches all three. Walking from the
// content guide's start shows how far the chain goes; walking from its end shows what is
// already tied to the end. The gap between the two components is the missing link.

/// An item of a scroll view's content on one axis.
enum ChainItem: Hashable, Sendable {
    /// The scroll view's content layout guide (its edges seen from inside).
    case content
    /// The scroll view's frame layout guide (its frame, margins and safe area).
    case frame
    /// A view inside the scroll view.
    case view(String)
    /// A custom layout guide owned by a view inside the scroll view.
    case guide(String)
}

/// Which edge of an item along the axis.
enum ChainSide: Int, Sendable, CaseIterable {
    case start = 0, center = 1, end = 2
}

/// An item's edge.
struct ChainNode: Hashable, Sendable {
    var item: ChainItem
    var side: ChainSide
}

/// An equality between two nodes, `b = a + offset`, with the constraint that makes it.
struct ChainLink: Sendable {
    var a: ChainNode
    var b: ChainNode
    var offset: Double
    var constraint: LayoutConstraint
}

/// The graph of one scroll view's content on one axis.
struct ChainGraph {
    /// The scroll view.
    let scrollView: String
    /// The axis.
    let axis: Axis
    /// Every link.
    private(set) var links: [ChainLink] = []
    /// Link indices by node.
    private var adjacency: [ChainNode: [Int]] = [:]
    /// Whether each item's size is determined (decided lazily with the solver).
    private var rigidity: [ChainItem: Bool] = [:]
    /// Items walked through as if their size were free (to look inside a container).
    var flexible: Set<ChainItem> = []

    /// Builds the graph from the engine's active, unbroken constraints.
    init(engine: LayoutEngine, scrollView: String, axis: Axis) {
        self.scrollView = scrollView
        self.axis = axis
        for entry in engine.constraints.values {
            guard entry.solverConstraint != nil, entry.conflicting == nil else { continue }
            let spec = entry.spec
            guard spec.relation == .equal, spec.multiplier == 1, let second = spec.second,
                  !spec.first.attribute.isDimension, spec.first.attribute.axis == axis
            else { continue }
            let firstViewer = engine.tree.ownerView(of: spec.first.item)
            let secondViewer = engine.tree.ownerView(of: second.item)
            guard let a = node(of: second, seenFrom: firstViewer, engine: engine),
                  let b = node(of: spec.first, seenFrom: secondViewer, engine: engine),
                  a != b
            else { continue }
            let flip = axis == .horizontal && engine.base.direction == .rightToLeft
                && (spec.first.attribute.isDirectional || second.attribute.isDirectional)
            // first = second + c over the anchors; each anchor sits at its node plus an inset
            // (a margin, a safe-area inset, a baseline offset), all in physical coordinates.
            let constant = flip ? -spec.constant : spec.constant
            let offset = constant + inset(of: second, side: a.side, seenFrom: firstViewer, engine: engine)
                - inset(of: spec.first, side: b.side, seenFrom: secondViewer, engine: engine)
            adjacency[a, default: []].append(links.count)
            adjacency[b, default: []].append(links.count)
            links.append(ChainLink(a: a, b: b, offset: offset, constraint: spec))
        }
    }

    /// The node an anchor stands for, or nil when it lies outside the scroll view's content.
    func node(of anchor: Anchor, seenFrom viewer: String?, engine: LayoutEngine) -> ChainNode? {
        let attribute = anchor.attribute.marginFree
        guard attribute.axis == axis, !attribute.isDimension else { return nil }
        let side = ChainGraph.side(of: attribute, direction: engine.base.direction)
        let isCenter = side == .center
        let tree = engine.tree
        func inside(_ id: String) -> Bool { id != scrollView && tree.isDescendant(id, of: scrollView) }
        let viewerInside = viewer.map(inside) ?? false
        switch anchor.item {
        case .contentLayoutGuide(let id):
            return id == scrollView ? ChainNode(item: .content, side: side) : nil
        case .frameLayoutGuide(let id):
            return id == scrollView ? ChainNode(item: .frame, side: side) : nil
        case .view(let id) where id == scrollView:
            // Seen from inside, a scroll view's edges are its content; its centre is its frame's.
            return ChainNode(item: viewerInside && !isCenter ? .content : .frame, side: side)
        case .view(let id):
            return inside(id) ? ChainNode(item: .view(id), side: side) : nil
        case .safeArea(let id), .layoutMargins(let id):
            if id == scrollView { return ChainNode(item: .frame, side: side) }
            return inside(id) ? ChainNode(item: .view(id), side: side) : nil
        case .guide(let id):
            guard let owner = tree.ownerView(of: anchor.item), owner == scrollView || inside(owner) else { return nil }
            return ChainNode(item: .guide(id), side: side)
        }
    }

    /// How far an anchor lies from its node: margins and safe-area insets inward from the edge,
    /// baselines from the top (first) or the bottom (last).
    func inset(of anchor: Anchor, side: ChainSide, seenFrom viewer: String?, engine: LayoutEngine) -> Double {
        let attribute = anchor.attribute
        if attribute == .firstBaseline, case .view(let id) = anchor.item { return engine.tree[id]?.view.firstBaselineOffset ?? 0 }
        if attribute == .lastBaseline, case .view(let id) = anchor.item { return -(engine.tree[id]?.view.lastBaselineOffset ?? 0) }
        var insets: EdgeInsets? = nil
        switch anchor.item {
        case .view(let id) where attribute.isMargin:
            if id == scrollView, let viewer, viewer != id, engine.tree.isDescendant(viewer, of: id) {
                insets = engine.tree[id]?.view.layoutMargins
            } else {
                let key = GuideKey(view: id, kind: .margins)
                insets = engine.guideInsets[key] ?? engine.computedInsets(key)
            }
        case .layoutMargins(let id):
            let key = GuideKey(view: id, kind: .margins)
            insets = engine.guideInsets[key] ?? engine.computedInsets(key)
        case .safeArea(let id):
            let key = GuideKey(view: id, kind: .safeArea)
            insets = engine.guideInsets[key] ?? engine.computedInsets(key)
        default: break
        }
        guard let insets else { return 0 }
        let (near, far) = axis == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        switch side {
        case .start: return near
        case .end: return -far
        case .center: return (near - far) / 2
        }
    }

    /// Which side an attribute names (physical sides: leading is the right edge in RTL).
    static func side(of attribute: Attribute, direction: LayoutDirection) -> ChainSide {
        let rtl = direction == .rightToLeft
        switch attribute.marginFree {
        case .top, .left, .firstBaseline: return .start
        case .bottom, .right, .lastBaseline: return .end
        case .leading: return rtl ? .end : .start
        case .trailing: return rtl ? .start : .end
        default: return .center
        }
    }

    /// The links at a node.
    func links(at node: ChainNode) -> [ChainLink] { (adjacency[node] ?? []).map { links[$0] } }

    /// True when the item's size along the axis is determined by the constraints.
    mutating func isRigid(_ item: ChainItem, engine: LayoutEngine, probe: inout AmbiguityProbe) -> Bool {
        if flexible.contains(item) { return false }
        if let known = rigidity[item] { return known }
        let rigid: Bool
        switch item {
        case .content: rigid = false
        case .frame: rigid = true
        case .view(let id), .guide(let id):
            if let variables = engine.variables[id] {
                rigid = probe.ambiguity(of: axis == .horizontal ? variables.width : variables.height) == nil
            } else {
                rigid = false
            }
        }
        rigidity[item] = rigid
        return rigid
    }

    /// How one node was reached: from which node, through which link (nil: the item is rigid).
    struct Step {
        var from: ChainNode
        var link: ChainLink?
    }

    /// Everything reachable from a node, with the step that first reached each node.
    mutating func reach(from start: ChainNode, engine: LayoutEngine, probe: inout AmbiguityProbe) -> [ChainNode: Step?] {
        var reached: [ChainNode: Step?] = [start: nil]
        var queue = [start]
        var index = 0
        func visit(_ node: ChainNode, _ step: Step) {
            guard reached[node] == nil else { return }
            reached[node] = step
            queue.append(node)
        }
        while index < queue.count {
            let node = queue[index]
            index += 1
            for link in links(at: node) {
                visit(link.a == node ? link.b : link.a, Step(from: node, link: link))
            }
            if isRigid(node.item, engine: engine, probe: &probe) {
                for side in ChainSide.allCases { visit(ChainNode(item: node.item, side: side), Step(from: node, link: nil)) }
            } else {
                // Two of start, centre and end fix the third.
                let sides = ChainSide.allCases.map { ChainNode(item: node.item, side: $0) }
                let known = sides.filter { reached[$0] != nil }
                if known.count == 2, let missing = sides.first(where: { reached[$0] == nil }) {
                    visit(missing, Step(from: node, link: nil))
                }
            }
        }
        return reached
    }

    /// The steps from the walk's start to a node, first step first.
    static func path(to node: ChainNode, in reached: [ChainNode: Step?]) -> [(node: ChainNode, step: Step)] {
        var result: [(node: ChainNode, step: Step)] = []
        var current = node
        var guardCount = 0
        while let entry = reached[current], let step = entry, guardCount < 100_000 {
            result.append((current, step))
            current = step.from
            guardCount += 1
        }
        return result.reversed()
    }
}
