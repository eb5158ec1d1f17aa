import Cassowary

/// The solver variables of every rectangle: views and custom guides (made with the tree), the
/// safe-area and margins guides and the rules' internal guides (made before the first
/// constraint that names them is installed). Reading it never creates anything.
struct VariableTable: Sendable {
    /// Views and custom guides, by the tree's item number (nil where none were made).
    private(set) var items: [ItemVariables?] = []
    /// Safe-area and margins guides, two slots per view number (see ``guideSlot(_:)``; nil
    /// where none were made).
    private var guideItems: [ItemVariables?] = []
    /// Internal guides.
    private var internals: [NumberedInternalGuide: ItemVariables] = [:]

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
        case .guide(let guide):
            return self[guide].map { RectVariables(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
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
        case .guide(let guide): return self[guide] != nil
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

    /// The variables of a safe-area or margins guide.
    subscript(guide: NumberedGuide) -> ItemVariables? {
        let slot = VariableTable.guideSlot(guide)
        return slot < guideItems.count ? guideItems[slot] : nil
    }

    /// Where a guide's variables are kept: two slots per view number, safe area first.
    private static func guideSlot(_ guide: NumberedGuide) -> Int {
        2 * guide.view.position + (guide.kind == .safeArea ? 0 : 1)
    }

    /// Makes a guide's variables, named after its view (`name`); returns false when they
    /// already exist.
    @discardableResult
    mutating func makeGuide(_ guide: NumberedGuide, viewName name: String) -> Bool {
        guard self[guide] == nil else { return false }
        let slot = VariableTable.guideSlot(guide)
        if slot >= guideItems.count { guideItems.append(contentsOf: repeatElement(nil, count: slot + 1 - guideItems.count)) }
        guideItems[slot] = ItemVariables(name: "\(name).\(guide.kind == .safeArea ? "safeArea" : "layoutMargins")", isScrollView: false)
        return true
    }

    /// Makes an internal guide's variables (once), named for messages (`name`).
    mutating func makeInternal(_ guide: NumberedInternalGuide, name: String) {
        if internals[guide] == nil { internals[guide] = ItemVariables(name: name, isScrollView: false) }
    }

    /// Forgets the variables of removed views and guides by their numbers (which the tree may
    /// give again): their own, their safe-area and margins guides', and those of the internal
    /// guides of a removed stack or before a removed view.
    mutating func remove(numbers removedNumbers: [ItemNumber]) {
        for number in removedNumbers {
            if number.position < items.count { items[number.position] = nil }
            for kind in [GuideKind.safeArea, .margins] {
                let slot = VariableTable.guideSlot(NumberedGuide(view: number, kind: kind))
                if slot < guideItems.count { guideItems[slot] = nil }
            }
        }
        let removed = Set(removedNumbers)
        for guide in internals.keys where removed.contains(guide.stack) || guide.before.map(removed.contains) == true {
            internals[guide] = nil
        }
    }

    /// The safe-area and margins guides made so far, in number order.
    var madeGuides: [NumberedGuide] {
        guideItems.indices.compactMap { slot in
            guard guideItems[slot] != nil else { return nil }
            return NumberedGuide(view: ItemNumber(slot / 2), kind: slot % 2 == 0 ? .safeArea : .margins)
        }
    }
}
