/// An index over a layout's view tree: parents, depths, kinds, and the owners of custom guides.
struct ViewTree: Sendable {
    /// What the index knows about one view.
    struct Node: Sendable {
        /// The view (its subviews are in the index, not read from here).
        var view: View {
            didSet { link.describe(view) }
        }
        /// Subview ids, back to front.
        var children: [String]
        /// Its place in the tree and the facts the hot queries ask (read without the view).
        private(set) var link: Link

        /// A node for a view (stored without its subviews).
        init(view: View, parent: String?, depth: Int, children: [String]) {
            self.view = view
            self.children = children
            link = Link(parent: parent, depth: depth)
            link.describe(view)
        }

        /// The superview's id (nil for the root).
        var parent: String? {
            get { link.parent }
            set { link.parent = newValue }
        }

        /// Distance from the root.
        var depth: Int {
            get { link.depth }
            set { link.depth = newValue }
        }
    }

    /// Nodes by view id.
    private(set) var nodes = StringMap<Node>()

    /// A view's place in the tree and what the hot queries ask of it, small enough to copy
    /// where reading a `Node` would copy its whole `View`.
    struct Link: Sendable {
        /// The superview's id (nil for the root).
        var parent: String?
        /// Distance from the root.
        var depth: Int
        /// True for scroll views (and their subclasses).
        var isScrollView = false
        /// True for hidden views.
        var isHidden = false
        /// True for stack views.
        var isStackView = false

        /// Takes the view's facts (kept with the view: a node's `view` setter calls this).
        mutating func describe(_ view: View) {
            isScrollView = view.kind.isScrollView
            isHidden = view.isHidden
            isStackView = view.kind == .stackView
        }
    }

    /// A view's link, read in place.
    private func link(_ id: String) -> Link? { nodes.read(id) { $0.link } }

    /// View ids, depth first (root first).
    private(set) var order: [String] = []
    /// The root's id.
    let rootID: String
    /// Custom layout guides: owner view id by guide id.
    private(set) var guideOwners: [String: String] = [:]
    /// For each stack view that lists its arranged subviews, those ids as a set: "is this view
    /// arranged?" is asked for every view, and a search of a 10 000-entry list each time made
    /// the first layout of a large stack quadratic.
    private(set) var arrangedSets: [String: Set<String>] = [:]

    /// The explicit arranged ids of a stack view, as a set (nil when it lists none or is not a stack).
    static func arrangedSet(of view: View) -> Set<String>? {
        guard view.kind == .stackView, let ids = view.stack?.arrangedSubviewIDs else { return nil }
        return Set(ids)
    }

    /// The number of views in a tree (without recursion: a pathological document may nest
    /// thousands deep).
    static func viewCount(_ root: View) -> Int {
        var count = 1
        // Sibling arrays, not views: appending every subview copied each whole view.
        var pending: [[View]] = [root.subviews]
        while let siblings = pending.popLast() {
            count += siblings.count
            for view in siblings where !view.subviews.isEmpty { pending.append(view.subviews) }
        }
        return count
    }

    /// Indexes a tree; throws on empty or repeated ids.
    init(root: View) throws(LayoutError) {
        rootID = root.id
        // Sized up front: growing the tables on the way rehashed every id already in them.
        let count = ViewTree.viewCount(root)
        nodes.reserveCapacity(count)
        order.reserveCapacity(count)
        // Depth first through frames of sibling arrays: pushing every subview (a 10 000-view
        // content view's, say) copied each whole view into a growing stack, 5% of a first layout.
        var stack: [(siblings: [View], next: Int, parent: String?, depth: Int)] = [([root], 0, nil, 0)]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].siblings.count else {
                stack.removeLast()
                continue
            }
            let view = stack[top].siblings[stack[top].next]
            stack[top].next += 1
            let parent = stack[top].parent
            let depth = stack[top].depth
            guard !view.id.isEmpty else { throw .emptyID(parent: parent) }
            var stored = view
            stored.subviews = []
            // Inserted, then checked: one lookup of the id (the tree is not built after a throw).
            let node = Node(view: stored, parent: parent, depth: depth, children: view.subviews.map(\.id))
            if let earlier = nodes.updateValue(node, forKey: view.id) {
                throw .duplicateID(view.id, origins: [earlier.view.origin, view.origin].filter { $0 != .unspecified })
            }
            guard guideOwners.isEmpty || guideOwners[view.id] == nil else { throw .duplicateID(view.id) }
            if let arranged = ViewTree.arrangedSet(of: view) { arrangedSets[view.id] = arranged }
            order.append(view.id)
            for guide in view.layoutGuides {
                guard !guide.isEmpty else { throw .emptyID(parent: view.id) }
                guard nodes[guide] == nil, guideOwners[guide] == nil else { throw .duplicateID(guide) }
                guideOwners[guide] = view.id
            }
            if !view.subviews.isEmpty { stack.append((view.subviews, 0, view.id, depth + 1)) }
        }
        // A guide id must not shadow a view id declared later either.
        for guide in guideOwners.keys where nodes[guide] != nil { throw .duplicateID(guide) }
    }

    /// The node of a view.
    subscript(id: String) -> Node? { nodes[id] }

    /// A view's stored properties, read in place (a node read copies the view and its list of
    /// children; this copies the view alone).
    func view(_ id: String) -> View? { nodes.read(id) { $0.view } }

    /// What a layout result reports of a view besides its frame.
    struct ReportedFacts {
        /// The view's kind.
        let kind: ViewKind
        /// Its alignment-rectangle insets (its frame is its alignment rectangle grown by them).
        let insets: EdgeInsets
        /// Whether it is hidden.
        let isHidden: Bool
        /// A name for people.
        let title: String?
        /// The superview's id (nil for the root).
        let parent: String?
        /// Distance from the root.
        let depth: Int
    }

    /// What a layout result reports of a view, read in place (a node read copies the view).
    func reportedFacts(of id: String) -> ReportedFacts? {
        nodes.read(id) {
            ReportedFacts(kind: $0.view.kind, insets: $0.view.alignmentRectInsets, isHidden: $0.view.isHidden,
                          title: $0.view.title, parent: $0.parent, depth: $0.depth)
        }
    }

    /// A stack view's configuration and the ids it arranges (its listed arranged subviews, as
    /// listed, or its subviews), read in place: a node read copies the view and its list of
    /// children. Nil for a view without a stack configuration.
    func arrangement(of stackID: String) -> (configuration: StackViewConfiguration, ids: [String])? {
        nodes.read(stackID) { node -> (configuration: StackViewConfiguration, ids: [String])? in
            guard let configuration = node.view.stack else { return nil }
            return (configuration, configuration.arrangedSubviewIDs ?? node.children)
        } ?? nil
    }

    /// A view's superview (nil for the root and for unknown ids).
    func parent(of id: String) -> String? { link(id)?.parent }

    /// True when the id is a view of the tree.
    func containsView(_ id: String) -> Bool { nodes.contains(id) }

    /// True for a hidden view of the tree (read without copying the view).
    func isHidden(_ id: String) -> Bool { link(id)?.isHidden == true }

    /// A view's superviews, nearest first (empty for the root and unknown ids).
    func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var current = parent(of: id)
        while let view = current {
            result.append(view)
            current = parent(of: view)
        }
        return result
    }

    /// True for a view that is hidden or inside a hidden view: nothing of it is seen.
    func isInHiddenSubtree(_ id: String) -> Bool {
        var current: String? = id
        while let view = current, let link = link(view) {
            if link.isHidden { return true }
            current = link.parent
        }
        return false
    }

    /// True for a view of the tree that is not hidden (false for an unknown id).
    func isShown(_ id: String) -> Bool { link(id)?.isHidden == false }

    /// True for a scroll view of the tree.
    func isScrollView(_ id: String) -> Bool { link(id)?.isScrollView == true }

    /// A view's superview when that is a stack view (read without copying either view).
    func stackViewParent(of id: String) -> String? {
        guard let parent = link(id)?.parent, link(parent)?.isStackView == true else { return nil }
        return parent
    }

    /// Replaces the stored properties of a view (not its place in the tree).
    mutating func update(_ view: View) {
        guard var node = nodes[view.id] else { return }
        var stored = view
        stored.subviews = []
        node.view = stored
        nodes[view.id] = node
        arrangedSets[view.id] = ViewTree.arrangedSet(of: view)
    }

    /// Hides or shows a view in place (its node's facts follow; nothing else of the tree reads
    /// whether a view is hidden).
    mutating func setHidden(_ hidden: Bool, of id: String) {
        nodes.modify(id) { $0.view.isHidden = hidden }
    }

    /// The view an item belongs to: the view itself, the owner of a guide.
    func ownerView(of item: LayoutItem) -> String? { owner(of: item)?.id }

    /// The view an item belongs to, and whether the item is itself a scroll view (a view item
    /// only), found in one lookup.
    func owner(of item: LayoutItem) -> (id: String, itemIsScrollView: Bool)? {
        switch item {
        case .view(let id): return link(id).map { (id, $0.isScrollView) }
        case .guide(let id): return guideOwners[id].map { ($0, false) }
        default: return nodes.contains(item.ownerID) ? (item.ownerID, false) : nil
        }
    }

    /// True when the item exists in the tree (and a scroll guide belongs to a scroll view).
    func contains(_ item: LayoutItem) -> Bool {
        // An engine-made guide exists with its stack view; a layout may not name one, so
        // `problem(with:)` refuses it.
        if case .internalGuide(let guide) = item { return link(guide.owner)?.isStackView == true }
        return problem(with: item) == nil
    }

    /// What is wrong with an item a layout's constraint names, or nil when the tree has it: one
    /// lookup, and no copy of the item's id (every constraint of a first layout passes here).
    func problem(with item: LayoutItem) -> ItemProblem? {
        switch item {
        case .view(let id), .safeArea(let id), .layoutMargins(let id):
            return nodes.contains(id) ? nil : .unknown
        case .guide(let id):
            return guideOwners[id] != nil ? nil : .unknown
        case .contentLayoutGuide(let id), .frameLayoutGuide(let id):
            guard let link = link(id) else { return .unknown }
            return link.isScrollView ? nil : .notAScrollView
        case .internalGuide:
            // The engine's own guides are made by its rules, never named by a layout.
            return .unknown
        }
    }

    /// True when `descendant` is `ancestor` or lies below it.
    func isDescendant(_ descendant: String, of ancestor: String) -> Bool {
        var current: String? = descendant
        while let id = current {
            if id == ancestor { return true }
            current = link(id)?.parent
        }
        return false
    }

    /// The deepest view containing both views.
    func commonAncestor(_ a: String, _ b: String) -> String {
        var x = a
        var y = b
        while let nx = link(x), let ny = link(y), x != y {
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
        var current = link(id)?.parent
        while let parentID = current {
            guard let link = link(parentID) else { return nil }
            if link.isScrollView { return parentID }
            current = link.parent
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

    /// Inserts a subtree under `parent` at `index` (clamped); throws on repeated or empty ids.
    mutating func insert(_ subtree: View, under parent: String, at index: Int?) throws(LayoutError) {
        guard var parentNode = nodes[parent] else { throw .unknownView(parent) }
        let fragment = try ViewTree(root: subtree)
        for id in fragment.order where nodes[id] != nil || guideOwners[id] != nil { throw .duplicateID(id) }
        for guide in fragment.guideOwners.keys where nodes[guide] != nil || guideOwners[guide] != nil { throw .duplicateID(guide) }
        let position = min(max(index ?? parentNode.children.count, 0), parentNode.children.count)
        parentNode.children.insert(subtree.id, at: position)
        nodes[parent] = parentNode
        for id in fragment.order {
            guard var node = fragment.nodes[id] else { continue }
            node.depth += parentNode.depth + 1
            if id == subtree.id { node.parent = parent }
            nodes[id] = node
        }
        for (guide, owner) in fragment.guideOwners { guideOwners[guide] = owner }
        for (stack, arranged) in fragment.arrangedSets { arrangedSets[stack] = arranged }
        rebuildOrder()
    }

    /// Removes a view and its subtree; returns the removed view ids and guide ids.
    mutating func remove(_ id: String) -> (views: [String], guides: [String]) {
        guard id != rootID, let node = nodes[id] else { return ([], []) }
        var removed: [String] = []
        var stack = [id]
        while let current = stack.popLast() {
            removed.append(current)
            stack.append(contentsOf: nodes[current]?.children ?? [])
        }
        let removedSet = Set(removed)
        let guides = guideOwners.filter { removedSet.contains($0.value) }.map(\.key)
        for guide in guides { guideOwners[guide] = nil }
        for view in removed {
            nodes[view] = nil
            arrangedSets[view] = nil
        }
        if let parent = node.parent, var parentNode = nodes[parent] {
            parentNode.children.removeAll { $0 == id }
            nodes[parent] = parentNode
        }
        rebuildOrder()
        return (removed, guides)
    }

    /// Recomputes the depth-first order after a change of shape.
    private mutating func rebuildOrder() {
        order.removeAll(keepingCapacity: true)
        var stack = [rootID]
        while let id = stack.popLast() {
            order.append(id)
            stack.append(contentsOf: (nodes[id]?.children ?? []).reversed())
        }
    }
}
