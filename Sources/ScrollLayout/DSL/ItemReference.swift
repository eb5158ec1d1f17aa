/// A view or guide as the DSL's constraints see it: its anchors as typed expressions.
///
/// `ViewReference` adds the view's guides; ``Views`` hands them out by id
/// (`v.title.top == v.header.bottom + 8`).
public struct ItemReference: Sendable {
    /// The item.
    public let item: LayoutItem

    /// A reference to an item.
    public init(_ item: LayoutItem) { self.item = item }

    /// Leading edge.
    public var leading: XPosition { XPosition(item, .leading) }
    /// Trailing edge.
    public var trailing: XPosition { XPosition(item, .trailing) }
    /// Left edge (does not follow the layout direction).
    public var left: XPosition { XPosition(item, .left) }
    /// Right edge (does not follow the layout direction).
    public var right: XPosition { XPosition(item, .right) }
    /// Horizontal centre.
    public var centerX: XPosition { XPosition(item, .centerX) }
    /// Leading edge inset by the leading margin.
    public var leadingMargin: XPosition { XPosition(item, .leadingMargin) }
    /// Trailing edge inset by the trailing margin.
    public var trailingMargin: XPosition { XPosition(item, .trailingMargin) }
    /// Left edge inset by the left margin.
    public var leftMargin: XPosition { XPosition(item, .leftMargin) }
    /// Right edge inset by the right margin.
    public var rightMargin: XPosition { XPosition(item, .rightMargin) }
    /// Horizontal centre of the margins.
    public var centerXWithinMargins: XPosition { XPosition(item, .centerXWithinMargins) }
    /// Top edge.
    public var top: YPosition { YPosition(item, .top) }
    /// Bottom edge.
    public var bottom: YPosition { YPosition(item, .bottom) }
    /// Vertical centre.
    public var centerY: YPosition { YPosition(item, .centerY) }
    /// First baseline.
    public var firstBaseline: YPosition { YPosition(item, .firstBaseline) }
    /// Last baseline.
    public var lastBaseline: YPosition { YPosition(item, .lastBaseline) }
    /// Top edge inset by the top margin.
    public var topMargin: YPosition { YPosition(item, .topMargin) }
    /// Bottom edge inset by the bottom margin.
    public var bottomMargin: YPosition { YPosition(item, .bottomMargin) }
    /// Vertical centre of the margins.
    public var centerYWithinMargins: YPosition { YPosition(item, .centerYWithinMargins) }
    /// Width.
    public var width: Length { Length(item, .width) }
    /// Height.
    public var height: Length { Length(item, .height) }
    /// Top, leading, bottom and trailing.
    public var edges: EdgesExpression<AllEdges> { EdgesExpression(item) }
    /// Leading and trailing.
    public var horizontalEdges: EdgesExpression<HorizontalEdges> { EdgesExpression(item) }
    /// Top and bottom.
    public var verticalEdges: EdgesExpression<VerticalEdges> { EdgesExpression(item) }
    /// Width and height.
    public var size: SizeExpression { SizeExpression(item) }
    /// Both centres.
    public var center: CenterExpression { CenterExpression(item) }
}

/// A view by id, with its guides.
@dynamicMemberLookup
public struct ViewReference: Sendable {
    /// The view's id.
    public let id: String

    /// A reference to a view.
    public init(_ id: String) { self.id = id }

    /// The view's own anchors (`v.title.top`).
    public subscript<T>(dynamicMember path: KeyPath<ItemReference, T>) -> T {
        ItemReference(.view(id))[keyPath: path]
    }

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
        ViewReference(id == AnchorGrammar.rootAlias && !ids.contains(id) ? rootID : id)
    }

    /// A custom layout guide by id.
    public func guide(_ id: String) -> ItemReference { ItemReference(.guide(id)) }
}
