/// The ids a layout declares, for reading item paths in the grammar: which are views (and
/// which of those scroll views), which custom guides, and which is the root. Layout files build
/// one while they decode; `explain` and fixes build one from a ``Layout``.
package struct ItemNames: Sendable {
    /// The root view's id.
    package var rootID: String?
    /// Every view's kind, by id.
    package var kinds: [String: ViewKind]
    /// Custom layout guide ids.
    package var guides: Set<String>

    /// Names from their parts.
    package init(rootID: String?, kinds: [String: ViewKind], guides: Set<String>) {
        self.rootID = rootID
        self.kinds = kinds
        self.guides = guides
    }

    /// The names of a layout.
    package init(_ layout: Layout) {
        var kinds: [String: ViewKind] = [:]
        var guides = Set<String>()
        for view in layout.root.allViews {
            kinds[view.id] = view.kind
            guides.formUnion(view.layoutGuides)
        }
        self.init(rootID: layout.root.id, kinds: kinds, guides: guides)
    }

    /// An id after the `root` alias: `root` names the root view unless a view or guide has that id.
    package func resolving(_ id: String) -> String {
        AnchorGrammar.resolvingRootAlias(id, rootID: rootID, aliasIsTaken: kinds[id] != nil || guides.contains(id))
    }

    /// The item a side of an equation names.
    /// - Throws: an ``EquationError`` at the side's offset: an unknown id (with a suggestion), a
    ///   guide of a guide, a scroll-view guide of another kind of view.
    package func item(_ side: ConstraintEquation.Side) throws(EquationError) -> LayoutItem {
        let id = resolving(side.id)
        let isView = kinds[id] != nil
        guard isView || guides.contains(id) else {
            let known = kinds.keys.sorted() + guides.sorted()
            let hint = Suggestion.nearest(to: side.id, in: known).map { " (did you mean `\($0)`?)" } ?? ""
            throw EquationError(offset: side.offset, message: "unknown item `\(side.id)`\(hint)")
        }
        guard let guide = side.guide else { return isView ? .view(id) : .guide(id) }
        guard isView else { throw EquationError(offset: side.offset, message: "`\(id)` is a layout guide; it has no .\(guide.rawValue)") }
        if guide.needsScrollView, kinds[id]?.isScrollView != true {
            throw EquationError(offset: side.offset, message: "`\(id)` is not a scroll view, so it has no \(guide.rawValue)")
        }
        return guide.item(of: id)
    }

    /// A UIKit attribute by name.
    /// - Throws: an ``EquationError`` at the attribute's offset, with a suggestion.
    package static func attribute(_ side: ConstraintEquation.Side) throws(EquationError) -> Attribute {
        guard let attribute = Attribute(name: side.attribute) else {
            let hint = Suggestion.nearest(to: side.attribute, in: AnchorGrammar.attributeNames).map { " (did you mean `\($0)`?)" } ?? ""
            throw EquationError(offset: side.attributeOffset, message: "unknown attribute `\(side.attribute)`\(hint)")
        }
        return attribute
    }
}
