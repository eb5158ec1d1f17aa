/// What has anchors in the DSL: a view or guide reference and every typed view handle.
///
/// The anchors are ordinary members here, not reached through `@dynamicMemberLookup`'s key
/// paths: the type checker resolves `v.title.top` as one member lookup instead of solving a
/// generic subscript over `KeyPath<ItemReference, T>` on each side of every relation
/// (`swiftc -typecheck` of `DSLScaleTests.swift` beside one other file: 91-93 ms instead of
/// 103 ms; inside a whole `swift build` the gain is within its run-to-run noise).
public protocol AnchorProviding: Sendable {
    /// The item whose anchors these are.
    var item: LayoutItem { get }
}

extension AnchorProviding {
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
