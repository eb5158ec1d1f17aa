// Typed view handles: a view is declared once as a Swift constant and used by that constant in
// the tree, in constraints and to read results, so a misspelt name does not compile. String ids
// stay for layout files and for the `Views` lookup (`v.title`).

/// What every view handle has: its id, its anchors (`photo.top`, `photo.edges`), its
/// `safeAreaLayoutGuide` and `layoutMarginsGuide`.
public protocol ViewHandleProtocol: AnchorProviding {
    /// The view's id, as reports and diagnostics show it.
    var id: String { get }
}

extension ViewHandleProtocol {
    /// The view as an item constraints can use.
    public var item: LayoutItem { .view(id) }

    /// `safeAreaLayoutGuide`.
    public var safeArea: ItemReference { ItemReference(.safeArea(id)) }

    /// `layoutMarginsGuide`.
    public var layoutMargins: ItemReference { ItemReference(.layoutMargins(id)) }
}
