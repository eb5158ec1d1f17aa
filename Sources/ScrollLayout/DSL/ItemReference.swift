/// A view or guide as the DSL's constraints see it: its anchors as typed expressions.
///
/// `ViewReference` adds the view's guides; ``Views`` hands them out by id
/// (`v.title.top == v.header.bottom + 8`).
public struct ItemReference: AnchorProviding {
    /// The item.
    public let item: LayoutItem

    /// A reference to an item.
    public init(_ item: LayoutItem) { self.item = item }
}

/// A view by id, with its anchors (`v.title.top`) and guides.
public struct ViewReference: AnchorProviding {
    /// The view's id.
    public let id: String

    /// A reference to a view.
    public init(_ id: String) { self.id = id }

    /// The view as an item constraints can use.
    public var item: LayoutItem { .view(id) }

    /// `safeAreaLayoutGuide`.
    public var safeArea: ItemReference { ItemReference(.safeArea(id)) }
    /// `layoutMarginsGuide`.
    public var layoutMargins: ItemReference { ItemReference(.layoutMargins(id)) }
    /// A scroll view's `contentLayoutGuide`.
    public var contentLayoutGuide: ItemReference { ItemReference(.contentLayoutGuide(id)) }
    /// A scroll view's `frameLayoutGuide`.
    public var frameLayoutGuide: ItemReference { ItemReference(.frameLayoutGuide(id)) }
}

/// The views of a layout by id, for its constraints: `v.title`, `v.root`, `v["card-1"]`.
/// Ids are checked when the layout is solved, with the line of the constraint that used them.
@dynamicMemberLookup
public struct Views: Sendable {
    /// The root view's id (`v.root` names it whatever it is).
    public let rootID: String
    /// The ids of the layout's views and guides (the `root` alias gives way to a view so named).
    let ids: Set<String>

    /// The views of a layout whose root has this id; `ids` are the layout's view and guide ids.
    public init(rootID: String = "root", ids: Set<String> = []) {
        self.rootID = rootID
        self.ids = ids
    }

    /// A view by id.
    public subscript(dynamicMember id: String) -> ViewReference { self[id] }

    /// A view by id (for ids that are not Swift identifiers); `root` is the root view, as in
    /// layout files (``AnchorGrammar/rootAlias``).
    public subscript(id: String) -> ViewReference {
        ViewReference(AnchorGrammar.resolvingRootAlias(id, rootID: rootID, aliasIsTaken: ids.contains(id)))
    }

    /// A custom layout guide by id.
    public func guide(_ id: String) -> ItemReference { ItemReference(.guide(id)) }
}
