import Cassowary

/// The solver variables of every rectangle: views and custom guides (made with the tree), the
/// safe-area and margins guides and the rules' internal guides (made before the first
/// constraint that names them is installed). Reading it never creates anything.
struct VariableTable: Sendable {
    /// Views and custom guides, by id.
    private(set) var items = StringMap<ItemVariables>()
    /// Safe-area and margins guides.
    private(set) var guides: [GuideKey: ItemVariables] = [:]
    /// Internal guides.
    private(set) var internals: [InternalGuide: ItemVariables] = [:]

    /// The variables of a view or custom guide.
    subscript(id: String) -> ItemVariables? { items[id] }

    /// The variables of a rectangle, or nil when none were made.
    func rect(_ key: RectKey) -> RectVariables? {
        switch key {
        case .item(let id):
            return items[id].map { RectVariables(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        case .content(let id):
            guard let v = items[id], let width = v.contentWidth, let height = v.contentHeight else { return nil }
            return RectVariables(x: v.x, y: v.y, width: width, height: height)
        case .guide(let key):
            return guides[key].map { RectVariables(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        case .internal(let guide):
            return internals[guide].map { RectVariables(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        }
    }

    /// True when the rectangle has variables.
    func contains(_ key: RectKey) -> Bool {
        switch key {
        case .item(let id): return items[id] != nil
        case .content(let id): return items[id]?.contentWidth != nil
        case .guide(let key): return guides[key] != nil
        case .internal(let guide): return internals[guide] != nil
        }
    }

    /// Room for `count` views and custom guides (growing the table rehashes every id in it).
    mutating func reserveCapacity(items count: Int) {
        items.reserveCapacity(count)
    }

    /// Makes the variables of a view (with its custom guides).
    mutating func makeView(_ view: View) {
        items[view.id] = ItemVariables(name: view.id, isScrollView: view.kind.isScrollView)
        for guide in view.layoutGuides { items[guide] = ItemVariables(name: guide, isScrollView: false) }
    }

    /// Makes a guide's variables; returns false when they already exist.
    @discardableResult
    mutating func makeGuide(_ key: GuideKey) -> Bool {
        guard guides[key] == nil else { return false }
        let name = "\(key.view).\(key.kind == .safeArea ? "safeArea" : "layoutMargins")"
        guides[key] = ItemVariables(name: name, isScrollView: false)
        return true
    }

    /// Makes an internal guide's variables (once).
    mutating func makeInternal(_ guide: InternalGuide) {
        if internals[guide] == nil { internals[guide] = ItemVariables(name: guide.description, isScrollView: false) }
    }

    /// Forgets the variables of removed views and guides.
    mutating func remove(items removed: Set<String>) {
        for id in removed { items[id] = nil }
        for key in guides.keys where removed.contains(key.view) { guides[key] = nil }
        for guide in internals.keys where removed.contains(guide.owner) { internals[guide] = nil }
    }

    /// The safe-area and margins guides made so far, in a fixed order.
    var guideKeys: [GuideKey] {
        guides.keys.sorted { ($0.view, $0.kind.rawValue) < ($1.view, $1.kind.rawValue) }
    }
}
