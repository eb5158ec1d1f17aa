/// An index over a layout's view tree: parents, depths, kinds, and the owners of custom guides.
struct ViewTree: Sendable {
    /// What the index knows about one view.
    struct Node: Sendable {
        /// The view (its subviews are in the index, not read from here).
        var view: View
        /// The superview's id (nil for the root).
        var parent: String?
        /// Distance from the root.
        var depth: Int
        /// Subview ids, back to front.
        var children: [String]
    }

    /// Nodes by view id.
    private(set) var nodes: [String: Node] = [:]
    /// View ids, depth first (root first).
    private(set) var order: [String] = []
    /// The root's id.
    let rootID: String
    /// Custom layout guides: owner view id by guide id.
    private(set) var guideOwners: [String: String] = [:]

    /// Indexes a tree; throws on empty or repeated ids.
    init(root: View) throws(LayoutError) {
        rootID = root.id
        var stack: [(View, String?, Int)] = [(root, nil, 0)]
        while let (view, parent, depth) = stack.popLast() {
            guard !view.id.isEmpty else { throw .emptyID(parent: parent) }
            guard nodes[view.id] == nil, guideOwners[view.id] == nil else { throw .duplicateID(view.id) }
            var stored = view
            stored.subviews = []
            nodes[view.id] = Node(view: stored, parent: parent, depth: depth, children: view.subviews.map(\.id))
            order.append(view.id)
            for guide in view.layoutGuides {
                guard !guide.isEmpty else { throw .emptyID(parent: view.id) }
                guard nodes[guide] == nil, guideOwners[guide] == nil else { throw .duplicateID(guide) }
                guideOwners[guide] = view.id
            }
            for subview in view.subviews.reversed() { stack.append((subview, view.id, depth + 1)) }
        }
        // A guide id must not shadow a view id declared later either.
        for guide in guideOwners.keys where nodes[guide] != nil { throw .duplicateID(guide) }
    }

    /// The node of a view.
    subscript(id: String) -> Node? { nodes[id] }

    /// Replaces the stored properties of a view (not its place in the tree).
    mutating func update(_ view: View) {
        guard var node = nodes[view.id] else { return }
        var stored = view
        stored.subviews = []
        node.view = stored
        nodes[view.id] = node
    }

    /// The view an item belongs to: the view itself, the owner of a guide.
    func ownerView(of item: LayoutItem) -> String? {
        switch item {
        case .guide(let id): return guideOwners[id]
        default: return nodes[item.ownerID] != nil ? item.ownerID : nil
        }
    }

    /// True when the item exists in the tree (and a scroll guide belongs to a scroll view).
    func contains(_ item: LayoutItem) -> Bool {
        switch item {
        case .guide(let id): return guideOwners[id] != nil
        case .contentLayoutGuide(let id), .frameLayoutGuide(let id): return nodes[id]?.view.kind.isScrollView == true
        default: return nodes[item.ownerID] != nil
        }
    }

    /// True when `descendant` is `ancestor` or lies below it.
    func isDescendant(_ descendant: String, of ancestor: String) -> Bool {
        var current: String? = descendant
        while let id = current {
            if id == ancestor { return true }
            current = nodes[id]?.parent
        }
        return false
    }

    /// The deepest view containing both views.
    func commonAncestor(_ a: String, _ b: String) -> String {
        var x = a
        var y = b
        while let nx = nodes[x], let ny = nodes[y], x != y {
            if nx.depth >= ny.depth, let parent = nx.parent {
                x = parent
            } else if let parent = ny.parent {
                y = parent
            } else if let parent = nx.parent {
                x = parent
            } else {
                break
            }
        }
        return x
    }

    /// The nearest scroll view strictly above a view, if any.
    func enclosingScrollView(of id: String) -> String? {
        var current = nodes[id]?.parent
        while let parentID = current {
            if nodes[parentID]?.view.kind.isScrollView == true { return parentID }
            current = nodes[parentID]?.parent
        }
        return nil
    }

    /// The tree as a `View` value again (with any updated properties).
    func rebuiltRoot() -> View {
        func build(_ id: String) -> View {
            guard let node = nodes[id] else { return View(id) }
            var view = node.view
            view.subviews = node.children.map(build)
            return view
        }
        return build(rootID)
    }
}
