import Cassowary

/// The solver variables of every rectangle: views and custom guides (made with the tree), the
/// safe-area and margins guides and the rules' internal guides (made before the first
/// constraint that names them is installed). Reading it never creates anything.
struct VariableTable: Sendable {
    /// Views and custom guides, by the tree's item number (nil where none were made).
    private(set) var items: [ItemVariables?] = []
    /// Safe-area and margins guides.
    private(set) var guides: [GuideKey: ItemVariables] = [:]
    /// Internal guides.
    private(set) var internals: [InternalGuide: ItemVariables] = [:]

    /// The variables of a view or custom guide, by its number.
    @inline(__always)
    subscript(number: ItemNumber) -> ItemVariables? {
        number.position < items.count ? items[number.position] : nil
    }

    /// The variables of a rectangle, or nil when none were made.
    func rect(_ key: RectKey) -> RectVariables? {
        switch key {
        case .item(let number):
            return self[number].map { RectVariables(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        case .content(let number):
            guard let v = self[number], let width = v.contentWidth, let height = v.contentHeight else { return nil }
            return RectVariables(x: v.x, y: v.y, width: width, height: height)
        case .guide(let key):
            return guides[key].map { RectVariables(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        case .internal(let guide):
            return internals[guide].map { RectVariables(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        case .missing:
            return nil
        }
    }

    /// True when the rectangle has variables.
    func contains(_ key: RectKey) -> Bool {
        switch key {
        case .item(let number): return self[number] != nil
        case .content(let number): return self[number]?.contentWidth != nil
        case .guide(let key): return guides[key] != nil
        case .internal(let guide): return internals[guide] != nil
        case .missing: return false
        }
    }

    /// Room for `count` views and custom guides.
    mutating func reserveCapacity(items count: Int) {
        items.reserveCapacity(count)
    }

    /// Makes the variables of a view or custom guide, under its number.
    mutating func makeItem(_ number: ItemNumber, name: String, isScrollView: Bool) {
        if number.position >= items.count {
            items.append(contentsOf: repeatElement(nil, count: number.position + 1 - items.count))
        }
        items[number.position] = ItemVariables(name: name, isScrollView: isScrollView)
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

    /// Forgets the variables of removed views and guides: their numbers (which the tree may give
    /// again) and the guides and internal guides of the removed views.
    mutating func remove(numbers removedNumbers: [ItemNumber], items removed: Set<String>) {
        for number in removedNumbers where number.position < items.count { items[number.position] = nil }
        for key in guides.keys where removed.contains(key.view) { guides[key] = nil }
        for guide in internals.keys where removed.contains(guide.owner) { internals[guide] = nil }
    }

    /// The safe-area and margins guides made so far, in a fixed order.
    var guideKeys: [GuideKey] {
        guides.keys.sorted { ($0.view, $0.kind.rawValue) < ($1.view, $1.kind.rawValue) }
    }
}
