/// An index over a layout's view tree: parents, depths, kinds, and the owners of custom guides.
///
/// Every view and custom guide has an ``ItemNumber``, given in depth-first order when the tree is
/// indexed: its id is looked up once (``number(of:)``), and everything else (its place, its
/// parent, whether it is a scroll view, a walk to the root) is read from arrays by number.
struct ViewTree: Sendable {
    /// What the index knows about one view.
    struct Node: Sendable {
        /// The view (its subviews are in the index, not read from here).
        var view: View
        /// Subview ids, back to front.
        var children: [String]
        /// The superview's id (nil for the root).
        var parent: String?
        /// Distance from the root.
        var depth: Int
    }

    /// A view's or custom guide's place in the tree and the facts the hot queries ask of it,
    /// small enough that a walk up the tree reads one array.
    struct Link: Sendable {
        /// The superview's number (a custom guide's: its owner's; nil for the root and for
        /// numbers not in use).
        var parent: ItemNumber?
        /// Distance from the root (a custom guide: one below its owner).
        var depth: Int
        /// True for scroll views (and their subclasses).
        var isScrollView = false
        /// True for hidden views.
        var isHidden = false
        /// True for stack views.
        var isStackView = false
        /// True for a custom guide (it has no node).
        var isGuide = false

        /// Takes the view's facts (the tree calls this whenever a view's properties change).
        mutating func describe(_ view: View) {
            isScrollView = view.kind.isScrollView
            isHidden = view.isHidden
            isStackView = view.kind == .stackView
        }
    }

    /// The number of each view and custom guide, by id.
    private var numbers = StringMap<ItemNumber>()
    /// The id of each number ("" for a number not in use).
    private var names: [String] = []
    /// Each view's node, by number (nil for custom guides and numbers not in use).
    private var nodes: [Node?] = []
    /// Each item's link, by number.
    private var links: [Link] = []
    /// Numbers of removed items, given again to items added later.
    private var freeNumbers: [ItemNumber] = []

    /// View ids, depth first (root first).
    private(set) var order: [String] = []
    /// The root's id.
    let rootID: String
    /// For each stack view that lists its arranged subviews, those ids as a set: "is this view
    /// arranged?" is asked for every view, and a search of a 10 000-entry list each time made
    /// the first layout of a large stack quadratic.
    private(set) var arrangedSets: [String: Set<String>] = [:]

    /// The explicit arranged ids of a stack view, as a set (nil when it lists none or is not a stack).
    static func arrangedSet(of view: View) -> Set<String>? {
        guard view.kind == .stackView, let ids = view.stack?.arrangedSubviewIDs else { return nil }
        return Set(ids)
    }

    // MARK: Numbers

    /// The number of a view or custom guide (nil for an id the tree does not hold).
    @inline(__always)
    func number(of id: String) -> ItemNumber? { numbers[id] }

    /// The number of a view (nil for custom guides and unknown ids).
    @inline(__always)
    func viewNumber(of id: String) -> ItemNumber? {
        guard let number = numbers[id], !links[number.position].isGuide else { return nil }
        return number
    }

    /// The id of a number the tree gave.
    @inline(__always)
    func name(of number: ItemNumber) -> String { names[number.position] }

    /// True when the number is a view's (not a custom guide's).
    @inline(__always)
    func isView(_ number: ItemNumber) -> Bool { !links[number.position].isGuide }

    /// True for a scroll view's number.
    @inline(__always)
    func isScrollView(_ number: ItemNumber) -> Bool { links[number.position].isScrollView }

    /// The superview's number (a custom guide's: its owner's; nil for the root).
    @inline(__always)
    func parent(of number: ItemNumber) -> ItemNumber? { links[number.position].parent }

    /// The room the tables need for every number given so far (for tables kept by number).
    var numberCapacity: Int { names.count }

    /// A view's link, found by id (nil for custom guides and unknown ids).
    private func link(_ id: String) -> Link? { viewNumber(of: id).map { links[$0.position] } }

    /// Where a constraint's item lies, by number: the rectangle its variables are kept under (a
    /// custom guide's own, otherwise its view's), the view it belongs to (a custom guide's
    /// owner), and whether the item is itself a scroll view (a view item only). Nil when the
    /// tree does not hold it. One lookup of the item's id.
    struct Place: Sendable {
        /// The number whose variables stand for the item.
        let rect: ItemNumber
        /// The number of the view the item belongs to.
        let owner: ItemNumber
        /// True when the item is a view and a scroll view.
        let isScrollView: Bool
    }

    /// Where a constraint's item lies (see ``Place``).
    func place(of item: LayoutItem) -> Place? {
        switch item {
        case .view(let id):
            guard let number = viewNumber(of: id) else { return nil }
            return Place(rect: number, owner: number, isScrollView: links[number.position].isScrollView)
        case .guide(let id):
            guard let number = numbers[id], links[number.position].isGuide, let owner = links[number.position].parent else { return nil }
            return Place(rect: number, owner: owner, isScrollView: false)
        default:
            guard let number = viewNumber(of: item.ownerID) else { return nil }
            return Place(rect: number, owner: number, isScrollView: false)
        }
    }

    /// The baseline offsets of a view (nil where it has none), read in place.
    func baselineOffsets(of number: ItemNumber) -> (first: Double?, last: Double?) {
        guard let node = nodes[number.position] else { return (nil, nil) }
        return (node.view.firstBaselineOffset, node.view.lastBaselineOffset)
    }

    /// A view's layout margins (zero for a number without a view), read in place.
    func layoutMargins(of number: ItemNumber) -> EdgeInsets { nodes[number.position]?.view.layoutMargins ?? .zero }

    /// A number for a new item: a released one, or the next.
    private mutating func makeNumber() -> ItemNumber {
        if let number = freeNumbers.popLast() { return number }
        names.append("")
        nodes.append(nil)
        links.append(Link(parent: nil, depth: 0))
        return ItemNumber(names.count - 1)
    }

    /// Files an item under a number.
    private mutating func store(_ id: String, at number: ItemNumber, node: Node?, link: Link) {
        names[number.position] = id
        nodes[number.position] = node
        links[number.position] = link
    }

    /// Releases the number of a removed item.
    private mutating func release(_ id: String) {
        guard let number = numbers.removeValue(forKey: id) else { return }
        store("", at: number, node: nil, link: Link(parent: nil, depth: 0))
        freeNumbers.append(number)
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

    /// Indexes a tree; throws on empty or repeated ids, then on the first view (depth first)
    /// whose numbers are invalid (`LayoutEngine.validate(_:)` of a view): each view is checked
    /// while it is in hand, and the structure's errors still come first.
    init(root: View) throws(LayoutError) {
        rootID = root.id
        // Sized up front: growing the tables on the way rehashed every id already in them.
        let count = ViewTree.viewCount(root)
        numbers.reserveCapacity(count)
        names.reserveCapacity(count)
        nodes.reserveCapacity(count)
        links.reserveCapacity(count)
        order.reserveCapacity(count)
        // Depth first through frames of sibling arrays: pushing every subview (a 10 000-view
        // content view's, say) copied each whole view into a growing stack, 5% of a first layout.
        var stack: [(siblings: [View], next: Int, parent: ItemNumber?, depth: Int)] = [([root], 0, nil, 0)]
        var firstInvalid: LayoutError? = nil
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].siblings.count else {
                stack.removeLast()
                continue
            }
            // One copy of the view, stored without its subviews (their own nodes hold them).
            var view = stack[top].siblings[stack[top].next]
            let subviews = view.subviews
            view.subviews = []
            stack[top].next += 1
            let parent = stack[top].parent
            let depth = stack[top].depth
            let parentID = parent.map { names[$0.position] }
            guard !view.id.isEmpty else { throw .emptyID(parent: parentID) }
            // Numbered, then checked: one lookup of the id (the tree is not built after a throw).
            let number = ItemNumber(names.count)
            if let earlier = numbers.updateValue(number, forKey: view.id) {
                let origins = nodes[earlier.position].map { [$0.view.origin, view.origin] } ?? []
                throw .duplicateID(view.id, origins: origins.filter { $0 != .unspecified })
            }
            if firstInvalid == nil {
                do { try LayoutEngine.validate(view) } catch { firstInvalid = error }
            }
            var link = Link(parent: parent, depth: depth)
            link.describe(view)
            names.append(view.id)
            order.append(view.id)
            if let arranged = ViewTree.arrangedSet(of: view) { arrangedSets[view.id] = arranged }
            let guides = view.layoutGuides
            nodes.append(Node(view: view, children: subviews.map(\.id), parent: parentID, depth: depth))
            links.append(link)
            for guide in guides {
                guard !guide.isEmpty else { throw .emptyID(parent: names[number.position]) }
                guard numbers.updateValue(ItemNumber(names.count), forKey: guide) == nil else { throw .duplicateID(guide) }
                names.append(guide)
                nodes.append(nil)
                links.append(Link(parent: number, depth: depth + 1, isGuide: true))
            }
            if !subviews.isEmpty { stack.append((subviews, 0, number, depth + 1)) }
        }
        if let firstInvalid { throw firstInvalid }
    }

    /// The node of a view.
    subscript(id: String) -> Node? {
        guard let number = numbers[id] else { return nil }
        return nodes[number.position]
    }

    /// A view's stored properties, read in place (a node read copies the view and its list of
    /// children; this copies the view alone).
    func view(_ id: String) -> View? {
        guard let number = numbers[id] else { return nil }
        return nodes[number.position]?.view
    }

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
        guard let number = viewNumber(of: id), let node = nodes[number.position] else { return nil }
        return ReportedFacts(kind: node.view.kind, insets: node.view.alignmentRectInsets, isHidden: node.view.isHidden,
                             title: node.view.title, parent: node.parent, depth: node.depth)
    }

    /// A stack view's configuration and the ids it arranges (its listed arranged subviews, as
    /// listed, or its subviews), read in place: a node read copies the view and its list of
    /// children. Nil for a view without a stack configuration.
    func arrangement(of stackID: String) -> (configuration: StackViewConfiguration, ids: [String])? {
        guard let number = viewNumber(of: stackID), let configuration = nodes[number.position]?.view.stack else { return nil }
        return (configuration, configuration.arrangedSubviewIDs ?? nodes[number.position]?.children ?? [])
    }

    /// A view's superview (nil for the root and for unknown ids).
    func parent(of id: String) -> String? { link(id)?.parent.map { names[$0.position] } }

    /// True when the id is a view of the tree.
    func containsView(_ id: String) -> Bool { viewNumber(of: id) != nil }

    /// True for a hidden view of the tree (read without copying the view).
    func isHidden(_ id: String) -> Bool { link(id)?.isHidden == true }

    /// A view's superviews, nearest first (empty for the root and unknown ids).
    func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var current = link(id)?.parent
        while let number = current {
            result.append(names[number.position])
            current = links[number.position].parent
        }
        return result
    }

    /// True for a view that is hidden or inside a hidden view: nothing of it is seen.
    func isInHiddenSubtree(_ id: String) -> Bool {
        var current = viewNumber(of: id)
        while let number = current {
            if links[number.position].isHidden { return true }
            current = links[number.position].parent
        }
        return false
    }

    /// True for a view of the tree that is not hidden (false for an unknown id).
    func isShown(_ id: String) -> Bool { link(id)?.isHidden == false }

    /// True for a scroll view of the tree.
    func isScrollView(_ id: String) -> Bool { link(id)?.isScrollView == true }

    /// A view's superview when that is a stack view (read without copying either view).
    func stackViewParent(of id: String) -> String? {
        guard let parent = link(id)?.parent, links[parent.position].isStackView else { return nil }
        return names[parent.position]
    }

    /// Replaces the stored properties of a view (not its place in the tree).
    mutating func update(_ view: View) {
        guard let number = viewNumber(of: view.id), var node = nodes[number.position] else { return }
        var stored = view
        stored.subviews = []
        node.view = stored
        nodes[number.position] = node
        links[number.position].describe(stored)
        arrangedSets[view.id] = ViewTree.arrangedSet(of: view)
    }

    /// Hides or shows a view in place (its link follows; nothing else of the tree reads whether
    /// a view is hidden).
    mutating func setHidden(_ hidden: Bool, of id: String) {
        guard let number = viewNumber(of: id), nodes[number.position] != nil else { return }
        nodes[number.position]?.view.isHidden = hidden
        links[number.position].isHidden = hidden
    }

    /// The view an item belongs to: the view itself, the owner of a guide.
    func ownerView(of item: LayoutItem) -> String? { place(of: item).map { names[$0.owner.position] } }

    /// True when the item exists in the tree (and a scroll guide belongs to a scroll view).
    func contains(_ item: LayoutItem) -> Bool {
        // An engine-made guide exists with its stack view; a layout may not name one, so
        // `problem(with:)` refuses it.
        if case .internalGuide(let guide) = item { return link(guide.owner)?.isStackView == true }
        return problem(with: item) == nil
    }

    /// What is wrong with an item a layout's constraint names, or nil when the tree has it.
    func problem(with item: LayoutItem) -> ItemProblem? {
        if case .failure(let problem) = namedPlace(of: item) { return problem }
        return nil
    }

    /// Where an item a layout's constraint names lies, or what is wrong with naming it: the
    /// check and the place from one lookup of its id (every constraint of a first layout is
    /// checked, then resolved, and both read the item's place).
    func namedPlace(of item: LayoutItem) -> Result<Place, ItemProblem> {
        switch item {
        case .contentLayoutGuide, .frameLayoutGuide:
            guard let place = place(of: item) else { return .failure(.unknown) }
            return links[place.rect.position].isScrollView ? .success(place) : .failure(.notAScrollView)
        case .internalGuide:
            // The engine's own guides are made by its rules, never named by a layout.
            return .failure(.unknown)
        case .view, .safeArea, .layoutMargins, .guide:
            guard let place = place(of: item) else { return .failure(.unknown) }
            return .success(place)
        }
    }

    /// True when `descendant` is `ancestor` or lies below it.
    func isDescendant(_ descendant: String, of ancestor: String) -> Bool {
        if descendant == ancestor { return true }
        guard let lower = viewNumber(of: descendant), let upper = viewNumber(of: ancestor) else { return false }
        return isDescendant(lower, of: upper)
    }

    /// True when the view numbered `descendant` is `ancestor` or lies below it.
    func isDescendant(_ descendant: ItemNumber, of ancestor: ItemNumber) -> Bool {
        var current: ItemNumber? = descendant
        while let number = current {
            if number == ancestor { return true }
            current = links[number.position].parent
        }
        return false
    }

    /// The deepest view containing both views.
    func commonAncestor(_ a: String, _ b: String) -> String {
        guard let x = viewNumber(of: a), let y = viewNumber(of: b) else { return a }
        return names[commonAncestor(x, y).position]
    }

    /// The deepest view containing both numbered views.
    func commonAncestor(_ a: ItemNumber, _ b: ItemNumber) -> ItemNumber {
        var x = a
        var y = b
        while x != y {
            let nx = links[x.position], ny = links[y.position]
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
        while let number = current {
            if links[number.position].isScrollView { return names[number.position] }
            current = links[number.position].parent
        }
        return nil
    }

    /// The tree as a `View` value again (with any updated properties).
    func rebuiltRoot() -> View {
        func build(_ id: String) -> View {
            guard let node = self[id] else { return View(id) }
            var view = node.view
            view.subviews = node.children.map(build)
            return view
        }
        return build(rootID)
    }

    /// Inserts a subtree under `parent` at `index` (clamped); throws on repeated or empty ids.
    mutating func insert(_ subtree: View, under parent: String, at index: Int?) throws(LayoutError) {
        guard let parentNumber = viewNumber(of: parent), var parentNode = nodes[parentNumber.position] else { throw .unknownView(parent) }
        let fragment = try ViewTree(root: subtree)
        for id in fragment.order where numbers[id] != nil { throw .duplicateID(id) }
        for (number, link) in fragment.links.enumerated() where link.isGuide && numbers[fragment.names[number]] != nil {
            throw .duplicateID(fragment.names[number])
        }
        let position = min(max(index ?? parentNode.children.count, 0), parentNode.children.count)
        parentNode.children.insert(subtree.id, at: position)
        nodes[parentNumber.position] = parentNode
        // Each of the fragment's numbers gets one of this tree's (released ones first), and its
        // links follow.
        var renumbered: [ItemNumber] = []
        renumbered.reserveCapacity(fragment.names.count)
        for _ in fragment.names.indices { renumbered.append(makeNumber()) }
        let shift = parentNode.depth + 1
        for (old, id) in fragment.names.enumerated() {
            var link = fragment.links[old]
            link.depth += shift
            link.parent = link.parent.map { renumbered[$0.position] } ?? parentNumber
            var node = fragment.nodes[old]
            node?.depth += shift
            if id == subtree.id { node?.parent = parent }
            store(id, at: renumbered[old], node: node, link: link)
            numbers[id] = renumbered[old]
        }
        for (stack, arranged) in fragment.arrangedSets { arrangedSets[stack] = arranged }
        rebuildOrder()
    }

    /// Removes a view and its subtree; returns the removed view ids and guide ids, and the
    /// numbers they had (released: the tree may give them to views added later).
    mutating func remove(_ id: String) -> (views: [String], guides: [String], numbers: [ItemNumber]) {
        guard id != rootID, let node = self[id] else { return ([], [], []) }
        var removed: [String] = []
        var stack = [id]
        while let current = stack.popLast() {
            removed.append(current)
            stack.append(contentsOf: self[current]?.children ?? [])
        }
        // The removed views' custom guides: those whose owner is among them.
        let removedNumbers = Set(removed.compactMap { numbers[$0] })
        let guides = links.indices.filter { links[$0].isGuide && links[$0].parent.map(removedNumbers.contains) == true }.map { names[$0] }
        let released = (removed + guides).compactMap { numbers[$0] }
        for guide in guides { release(guide) }
        for view in removed {
            release(view)
            arrangedSets[view] = nil
        }
        if let parent = node.parent, let parentNumber = viewNumber(of: parent) {
            nodes[parentNumber.position]?.children.removeAll { $0 == id }
        }
        rebuildOrder()
        return (removed, guides, released)
    }

    /// Recomputes the depth-first order after a change of shape.
    private mutating func rebuildOrder() {
        order.removeAll(keepingCapacity: true)
        var stack = [rootID]
        while let id = stack.popLast() {
            order.append(id)
            stack.append(contentsOf: (self[id]?.children ?? []).reversed())
        }
    }
}
