/// What a walk of a ``ChainGraph`` reached, and the step that first reached each node: read as
/// a dictionary from node to step (nil for a node not reached, `.some(nil)` for the start).
struct ChainReach {
    /// `from` of a node not reached.
    static let unreached: Int32 = -2
    /// `from` of the walk's start.
    static let start: Int32 = -1

    /// The graph's items, as when the walk ran.
    let items: [ChainItem]
    /// Each item's number.
    let itemNumbers: ChainItemNumbers
    /// The graph's links.
    let links: [ChainLink]
    /// For each node number: the node number it was reached from (or `unreached`, `start`).
    var from: [Int32]
    /// For each node number: the link it was reached through (-1: its item is rigid, or the
    /// two other sides fixed it).
    var link: [Int32]

    /// Nothing reached yet, for the nodes of a graph.
    init(graph: ChainGraph) {
        items = graph.items
        itemNumbers = graph.itemNumbers
        links = graph.links
        from = [Int32](repeating: ChainReach.unreached, count: graph.items.count * 3)
        link = [Int32](repeating: -1, count: graph.items.count * 3)
    }

    /// The step that first reached a node: nil when it was not reached, `.some(nil)` for the
    /// walk's start.
    subscript(node: ChainNode) -> ChainGraph.Step?? {
        guard let item = itemNumbers[node.item] else { return nil }
        let number = item * 3 + node.side.rawValue
        guard number < from.count, from[number] != ChainReach.unreached else { return nil }
        guard from[number] != ChainReach.start else { return .some(nil) }
        let via = link[number]
        return .some(ChainGraph.Step(from: self.node(numbered: Int(from[number])), link: via >= 0 ? links[Int(via)] : nil))
    }

    /// True when the walk reached any side of an item (its number is looked up once).
    func reachedAnySide(of item: ChainItem) -> Bool {
        guard let number = itemNumbers[item] else { return false }
        for side in 0..<3 where number * 3 + side < from.count && from[number * 3 + side] != ChainReach.unreached {
            return true
        }
        return false
    }

    /// The node with a number.
    func node(numbered number: Int) -> ChainNode {
        ChainNode(item: items[number / 3], side: ChainSide(rawValue: number % 3) ?? .start)
    }

    /// This walk's steps, and the other walk's for the nodes this one did not reach (both of
    /// the same graph).
    func merging(_ other: ChainReach) -> ChainReach {
        var result = items.count >= other.items.count ? self : other
        for number in result.from.indices {
            let mine = number < from.count ? from[number] : ChainReach.unreached
            if mine != ChainReach.unreached {
                result.from[number] = mine
                result.link[number] = link[number]
            } else if number < other.from.count {
                result.from[number] = other.from[number]
                result.link[number] = other.link[number]
            }
        }
        return result
    }

    /// The steps from the walk's start to a node, first step first.
    func path(to node: ChainNode) -> [(node: ChainNode, step: ChainGraph.Step)] {
        var result: [(node: ChainNode, step: ChainGraph.Step)] = []
        var current = node
        var guardCount = 0
        while let entry = self[current], let step = entry, guardCount < 100_000 {
            result.append((current, step))
            current = step.from
            guardCount += 1
        }
        return result.reversed()
    }
}
