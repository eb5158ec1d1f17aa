import Cassowary

// One axis of a scroll view's content as a graph, to explain why the content size is free.
//
// Nodes are the edges of the items inside the scroll view (start, centre, end along the axis)
// plus the content guide's and the frame guide's; links are the active equalities between two
// positions (multiplier 1), each keeping the constraint behind it. The graph is read off the
// engine's own translation (``AnchorInterpreter``): where an anchor lies, and by how much a
// margin, an inset or a baseline moves it, is decided there and nowhere else. An item whose
// size the solver determines is rigid: reaching one of its nodes reaches all three. Walking
// from the content guide's start shows how far the chain goes; walking from its end shows what
// is already tied to the end. The gap between the two components is the missing link.

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

    /// The side at a fraction of the length: 0 the start, 1 the end, anything else the centre.
    init(fraction: Double) { self = fraction == 0 ? .start : (fraction == 1 ? .end : .center) }
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
    /// The constraint (looked up in the engine when a message needs it).
    var constraintID: LayoutConstraint.ID
}

/// The graph of one scroll view's content on one axis.
struct ChainGraph {
    /// The scroll view.
    let scrollView: String
    /// The axis.
    let axis: Axis
    /// Every link.
    private(set) var links: [ChainLink] = []
    /// The items, numbered (a node's number is its item's times three plus its side), so a
    /// walk reads arrays instead of hashing view ids at every step.
    private(set) var items: [ChainItem] = []
    /// Each item's number.
    private(set) var itemNumbers = ChainItemNumbers()
    /// Link indices by node number, in one flat list: node n's are
    /// `linkList[linkStart[n]..<linkStart[n + 1]]`, in link order (nodes numbered after the
    /// graph was built have none). One array per node was three allocations per view, made
    /// and freed at every `check`.
    private var linkStart: [Int] = [0]
    /// See ``linkStart``.
    private var linkList: [Int] = []
    /// Each link's two node numbers.
    private var linkNodes: [(a: Int, b: Int)] = []
    /// Whether each item's size is determined (decided lazily with the solver).
    private var rigidity: [ChainItem: Bool] = [:]
    /// Items walked through as if their size were free (to look inside a container).
    var flexible: Set<ChainItem> = []

    /// Builds the graph of one scroll view and axis from the engine's active, unbroken constraints.
    init(engine: LayoutEngine, scrollView: String, axis: Axis) {
        self.init(scrollView: scrollView, axis: axis,
                  links: ChainGraph.links(engine: engine)[ChainGraph.Key(scrollView: scrollView, axis: axis)] ?? [])
    }

    /// A graph from its links (in the order they should be walked).
    init(scrollView: String, axis: Axis, links: [ChainLink]) {
        self.scrollView = scrollView
        self.axis = axis
        linkNodes.reserveCapacity(links.count)
        for link in links { linkNodes.append((a: number(of: link.a), b: number(of: link.b))) }
        self.links = links
        // Counted, summed, then filled in link order.
        let nodeCount = items.count * 3
        var start = [Int](repeating: 0, count: nodeCount + 1)
        for ends in linkNodes {
            start[ends.a + 1] += 1
            start[ends.b + 1] += 1
        }
        for node in 0..<nodeCount { start[node + 1] += start[node] }
        var next = start
        var list = [Int](repeating: 0, count: start[nodeCount])
        for (index, ends) in linkNodes.enumerated() {
            list[next[ends.a]] = index
            next[ends.a] += 1
            list[next[ends.b]] = index
            next[ends.b] += 1
        }
        linkStart = start
        linkList = list
    }

    /// The indices of the links at a node number.
    private func linkIndices(at node: Int) -> ArraySlice<Int> {
        node + 1 < linkStart.count ? linkList[linkStart[node]..<linkStart[node + 1]] : []
    }

    /// A node's number, numbering its item first if it has none yet.
    mutating func number(of node: ChainNode) -> Int {
        if let item = itemNumbers[node.item] { return item * 3 + node.side.rawValue }
        itemNumbers[node.item] = items.count
        items.append(node.item)
        return (items.count - 1) * 3 + node.side.rawValue
    }

    /// A scroll view and an axis.
    struct Key: Hashable {
        var scrollView: String
        var axis: Axis
    }

    /// Every graph's links, read in one pass over the engine's active, unbroken constraints:
    /// each position equality (multiplier 1) becomes a link in the graph of every scroll view
    /// whose content holds both of its anchors' placements. Links are in creation order, so
    /// walks (and the paths they report) never depend on hashing.
    static func links(engine: LayoutEngine) -> [Key: [ChainLink]] {
        let interpreter = engine.interpreter
        let tree = engine.tree
        var result: [Key: [ChainLink]] = [:]
        // A rectangle sits in several constraints: a view's or guide's scroll views are found
        // once (walking up the tree for every anchor was a quarter of `check`), and kept under
        // its number.
        var membershipCache: [[(scrollView: String, item: ChainItem)]?] = Array(repeating: nil, count: tree.numberCapacity)
        func memberships(of rect: RectKey) -> [(scrollView: String, item: ChainItem)] {
            guard case .item(let number) = rect, number.position < membershipCache.count else { return ChainGraph.memberships(of: rect, in: tree) }
            if let known = membershipCache[number.position] { return known }
            let found = ChainGraph.memberships(of: rect, in: tree)
            membershipCache[number.position] = found
            return found
        }
        // Links come in runs of one scroll view and axis: the run's list is filed once, not
        // looked up (its key hashed) for every link.
        var runKey: Key? = nil
        var run: [ChainLink] = []
        func file(_ link: ChainLink, under key: Key) {
            if key != runKey {
                if let runKey { result[runKey, default: []] += run }
                runKey = key
                run.removeAll(keepingCapacity: true)
            }
            run.append(link)
        }
        engine.registry.forEachHoldingPositionLink { spec in
            let sides = interpreter.resolve(spec)
            guard let second = sides.second, let fraction = sides.first.part.fraction, let otherFraction = second.part.fraction else { return }
            let near = memberships(of: second.placement.rect)
            guard !near.isEmpty else { return }
            let far = memberships(of: sides.first.placement.rect)
            // first = second + c in physical coordinates (a right-to-left constraint's constant
            // points the other way); each anchor sits at its node plus its placement's offset.
            let constant = sides.flip ? -spec.constant : spec.constant
            let offset = constant + second.placement.offset - sides.first.placement.offset
            let axis = spec.first.attribute.axis
            for (scrollView, itemA) in near {
                guard let itemB = far.first(where: { $0.scrollView == scrollView })?.item else { continue }
                let a = ChainNode(item: itemA, side: ChainSide(fraction: otherFraction))
                let b = ChainNode(item: itemB, side: ChainSide(fraction: fraction))
                guard a != b else { continue }
                file(ChainLink(a: a, b: b, offset: offset, constraintID: spec.id), under: Key(scrollView: scrollView, axis: axis))
            }
        }
        if let runKey { result[runKey, default: []] += run }
        for key in result.keys { result[key]?.sort { $0.constraintID < $1.constraintID } }
        return result
    }

    /// The scroll views whose content graph a rectangle belongs to, with the item it is there:
    /// a scroll view's content and frame in its own graph; a view or custom guide in the graph
    /// of every scroll view it lies inside.
    static func memberships(of rect: RectKey, in tree: ViewTree) -> [(scrollView: String, item: ChainItem)] {
        var result: [(scrollView: String, item: ChainItem)] = []
        let item: ChainItem
        switch rect {
        case .content(let number):
            return [(tree.name(of: number), .content)]
        case .item(let number) where tree.isView(number):
            let id = tree.name(of: number)
            if tree.isScrollView(number) { result.append((id, .frame)) }
            item = .view(id)
        case .item(let number):
            // A custom guide: in the graph of its owner when that is a scroll view, and of every
            // scroll view its owner lies inside.
            item = .guide(tree.name(of: number))
        case .guide, .internal, .missing:
            return []
        }
        // Up from the superview (a custom guide's: its owner).
        guard case .item(let start) = rect else { return result }
        var current = tree.parent(of: start)
        while let number = current {
            if tree.isScrollView(number) { result.append((tree.name(of: number), item)) }
            current = tree.parent(of: number)
        }
        return result
    }

    /// The constraint behind a link.
    static func constraint(of link: ChainLink, in engine: LayoutEngine) -> LayoutConstraint? { engine.registry[link.constraintID]?.spec }

    /// The links at a node.
    func links(at node: ChainNode) -> [ChainLink] {
        guard let item = itemNumbers[node.item] else { return [] }
        return linkIndices(at: item * 3 + node.side.rawValue).map { links[$0] }
    }

    /// True when the item's size along the axis is determined by the constraints.
    mutating func isRigid(_ item: ChainItem, engine: LayoutEngine, probe: inout AmbiguityProbe) -> Bool {
        if flexible.contains(item) { return false }
        if let known = rigidity[item] { return known }
        let rigid: Bool
        switch item {
        case .content: rigid = false
        case .frame: rigid = true
        case .view(let id), .guide(let id):
            if let variables = engine.itemVariables(id) {
                rigid = probe.isDetermined(variables.size(axis))
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
    mutating func reach(from start: ChainNode, engine: LayoutEngine, probe: inout AmbiguityProbe) -> ChainReach {
        let first = number(of: start)
        let nodeCount = items.count * 3
        var reach = ChainReach(graph: self)
        reach.from[first] = ChainReach.start
        // Per item: 0 not asked yet, 1 rigid, 2 free (asked once, not at every node).
        var rigidityByItem = [UInt8](repeating: 0, count: items.count)
        var queue = [first]
        queue.reserveCapacity(nodeCount)
        var index = 0
        func visit(_ node: Int, from: Int, link: Int) {
            guard reach.from[node] == ChainReach.unreached else { return }
            reach.from[node] = Int32(from)
            reach.link[node] = Int32(link)
            queue.append(node)
        }
        while index < queue.count {
            let node = queue[index]
            index += 1
            for link in linkIndices(at: node) {
                let ends = linkNodes[link]
                visit(ends.a == node ? ends.b : ends.a, from: node, link: link)
            }
            let item = node / 3
            if rigidityByItem[item] == 0 { rigidityByItem[item] = isRigid(items[item], engine: engine, probe: &probe) ? 1 : 2 }
            let sides = item * 3..<item * 3 + 3
            if rigidityByItem[item] == 1 {
                for side in sides { visit(side, from: node, link: -1) }
            } else {
                // Two of start, centre and end fix the third.
                var unreachedCount = 0, unreachedSide = 0
                for side in sides where reach.from[side] == ChainReach.unreached {
                    unreachedCount += 1
                    unreachedSide = side
                }
                if unreachedCount == 1 { visit(unreachedSide, from: node, link: -1) }
            }
        }
        return reach
    }
}
