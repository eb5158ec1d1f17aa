/// Something constraints can relate: a view, or one of the layout guides it owns.
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
    /// A view, by id.
    case view(String)
    /// A view's `safeAreaLayoutGuide`.
    case safeArea(String)
    /// A view's `layoutMarginsGuide`.
    case layoutMargins(String)
    /// A scroll view's `contentLayoutGuide`: its rectangle is the content, its size is `contentSize`.
    case contentLayoutGuide(String)
    /// A scroll view's `frameLayoutGuide`: its rectangle is the scroll view's frame.
    case frameLayoutGuide(String)
    /// A custom layout guide (`UILayoutGuide`), by id.
    case guide(String)
    /// A private guide the engine makes for a UIKit rule (a stack view's alignment spanner or
    /// the gap before an arranged view); it never appears in a layout as written.
    case internalGuide(InternalGuide)

    /// The id of the view the item is or belongs to (for custom guides, the guide's own id;
    /// for internal guides, the view whose rule made them).
    public var ownerID: String {
        switch self {
        case .view(let id), .safeArea(let id), .layoutMargins(let id),
             .contentLayoutGuide(let id), .frameLayoutGuide(let id), .guide(let id):
            return id
        case .internalGuide(let guide): return guide.owner
        }
    }

    /// The item as the layout-file syntax writes it: `title`, `root.safeArea`,
    /// `scroll.contentLayoutGuide` (``AnchorGrammar/path(of:)``).
    public var description: String { AnchorGrammar.path(of: self) }
}

/// An item and one of its attributes: one side of a constraint (UIKit's `NSLayoutAnchor`,
/// untyped; the typed ``XAxisAnchor``, ``YAxisAnchor`` and ``DimensionAnchor`` wrap it).
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    /// The item.
    public var item: LayoutItem
    /// The attribute.
    public var attribute: Attribute

    /// An anchor.
    public init(_ item: LayoutItem, _ attribute: Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`, e.g. `title.top`.
    public var description: String { "\(item).\(attribute)" }
}
