// The DSL's anchor expressions. Each axis and kind is its own type, so mixing them does not
// compile: an `XPosition` only relates to an `XPosition`, a `YPosition` to a `YPosition`, a
// `Length` to a `Length` or a number, and the compounds to themselves. None of them is
// `Equatable`, so `==` between them can only mean a constraint.

/// A horizontal position plus a constant: `title.leading`, `title.leading + 16`.
public struct XPosition: Sendable {
    /// The anchor.
    public let anchor: Anchor
    /// The multiplier (UIKit allows one on positions too: `centerX * 0.5` puts a view at a
    /// quarter of its superview's width).
    public var multiplier: Double
    /// The constant added.
    public var constant: Double
    init(_ item: LayoutItem, _ attribute: Attribute) { anchor = Anchor(item, attribute); multiplier = 1; constant = 0 }

    /// The position scaled (the constant too).
    public static func * (lhs: XPosition, rhs: some LayoutNumber) -> XPosition {
        var copy = lhs
        copy.multiplier *= rhs.layoutValue
        copy.constant *= rhs.layoutValue
        return copy
    }
    /// The position scaled, the factor first: `0.5 * v.root.centerX`.
    public static func * (lhs: some LayoutNumber, rhs: XPosition) -> XPosition { rhs * lhs.layoutValue }
    /// The position moved right (leading: towards the trailing edge).
    public static func + (lhs: XPosition, rhs: some LayoutNumber) -> XPosition { var copy = lhs; copy.constant += rhs.layoutValue; return copy }
    /// The position moved left.
    public static func - (lhs: XPosition, rhs: some LayoutNumber) -> XPosition { var copy = lhs; copy.constant -= rhs.layoutValue; return copy }
}

/// A vertical position plus a constant: `header.bottom + 8`.
public struct YPosition: Sendable {
    /// The anchor.
    public let anchor: Anchor
    /// The multiplier (UIKit allows one on positions too: `centerX * 0.5` puts a view at a
    /// quarter of its superview's width).
    public var multiplier: Double
    /// The constant added.
    public var constant: Double
    init(_ item: LayoutItem, _ attribute: Attribute) { anchor = Anchor(item, attribute); multiplier = 1; constant = 0 }

    /// The position scaled (the constant too).
    public static func * (lhs: YPosition, rhs: some LayoutNumber) -> YPosition {
        var copy = lhs
        copy.multiplier *= rhs.layoutValue
        copy.constant *= rhs.layoutValue
        return copy
    }
    /// The position scaled, the factor first: `0.5 * v.root.centerY`.
    public static func * (lhs: some LayoutNumber, rhs: YPosition) -> YPosition { rhs * lhs.layoutValue }
    /// The position moved down.
    public static func + (lhs: YPosition, rhs: some LayoutNumber) -> YPosition { var copy = lhs; copy.constant += rhs.layoutValue; return copy }
    /// The position moved up.
    public static func - (lhs: YPosition, rhs: some LayoutNumber) -> YPosition { var copy = lhs; copy.constant -= rhs.layoutValue; return copy }
}

/// A size times a multiplier plus a constant: `photo.width * 0.75 + 10`.
public struct Length: Sendable {
    /// The anchor.
    public let anchor: Anchor
    /// The multiplier.
    public var multiplier: Double
    /// The constant added.
    public var constant: Double
    init(_ item: LayoutItem, _ attribute: Attribute) { anchor = Anchor(item, attribute); multiplier = 1; constant = 0 }

    /// The length scaled.
    public static func * (lhs: Length, rhs: some LayoutNumber) -> Length {
        var copy = lhs
        copy.multiplier *= rhs.layoutValue
        copy.constant *= rhs.layoutValue
        return copy
    }
    /// The length scaled, the factor first: `0.5 * v.photo.width`.
    public static func * (lhs: some LayoutNumber, rhs: Length) -> Length { rhs * lhs.layoutValue }
    /// The length plus a constant.
    public static func + (lhs: Length, rhs: some LayoutNumber) -> Length { var copy = lhs; copy.constant += rhs.layoutValue; return copy }
    /// The length minus a constant.
    public static func - (lhs: Length, rhs: some LayoutNumber) -> Length { var copy = lhs; copy.constant -= rhs.layoutValue; return copy }
}

/// Which edges an ``EdgesExpression`` stands for; the type parameter makes `edges == horizontalEdges`
/// fail to compile.
public protocol EdgeSet: Sendable {
    /// The compound of the grammar it is (its members and their inset signs).
    static var compound: AnchorGrammar.Compound { get }
}

/// Top, leading, bottom and trailing.
public enum AllEdges: EdgeSet {
    /// `edges`.
    public static var compound: AnchorGrammar.Compound { .edges }
}

/// Leading and trailing.
public enum HorizontalEdges: EdgeSet {
    /// `horizontalEdges`.
    public static var compound: AnchorGrammar.Compound { .horizontalEdges }
}

/// Top and bottom.
public enum VerticalEdges: EdgeSet {
    /// `verticalEdges`.
    public static var compound: AnchorGrammar.Compound { .verticalEdges }
}

/// Several edges of an item with insets: `content.edges`, `root.safeArea.edges + 16` (16 inside
/// on every side), `card.edges == root.edges + EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`.
public struct EdgesExpression<Edges: EdgeSet>: Sendable {
    /// The item.
    public let item: LayoutItem
    /// The inset of each edge (positive: inside). When ``usesPhysicalEdges`` is true the
    /// leading and trailing insets are the left and right ones.
    public var insets: DirectionalEdgeInsets
    /// True once physical ``EdgeInsets`` were added: the constraints then use the left and right
    /// anchors (as `UIEdgeInsets` does), not leading and trailing.
    public var usesPhysicalEdges: Bool

    init(_ item: LayoutItem) { self.item = item; insets = .zero; usesPhysicalEdges = false }

    /// The edges inset by a distance on every side.
    public static func + (lhs: EdgesExpression, rhs: some LayoutNumber) -> EdgesExpression {
        var copy = lhs
        copy.insets = copy.insets + DirectionalEdgeInsets(all: rhs.layoutValue)
        return copy
    }
    /// The edges outset by a distance on every side.
    public static func - (lhs: EdgesExpression, rhs: some LayoutNumber) -> EdgesExpression { lhs + -rhs.layoutValue }
    /// The edges inset by a distance (the same as `+`).
    public func inset(_ distance: Double) -> EdgesExpression { self + distance }

    /// The inset of one member of the compound.
    func inset(of attribute: Attribute) -> Double {
        switch attribute {
        case .top: return insets.top
        case .bottom: return insets.bottom
        case .leading: return insets.leading
        default: return insets.trailing
        }
    }
}

extension EdgesExpression where Edges == AllEdges {
    /// The edges inset edge by edge, by leading and trailing (`NSDirectionalEdgeInsets`).
    public static func + (lhs: EdgesExpression, rhs: DirectionalEdgeInsets) -> EdgesExpression {
        var copy = lhs
        copy.insets = copy.insets + rhs
        return copy
    }
    /// The edges outset edge by edge, by leading and trailing.
    public static func - (lhs: EdgesExpression, rhs: DirectionalEdgeInsets) -> EdgesExpression { lhs + -rhs }

    /// The edges inset edge by edge, by left and right (`UIEdgeInsets`): the constraints use
    /// the left and right anchors, so the insets stay on their side in a right-to-left layout.
    public static func + (lhs: EdgesExpression, rhs: EdgeInsets) -> EdgesExpression {
        var copy = lhs
        copy.insets = copy.insets + DirectionalEdgeInsets(top: rhs.top, leading: rhs.left, bottom: rhs.bottom, trailing: rhs.right)
        copy.usesPhysicalEdges = true
        return copy
    }
    /// The edges outset edge by edge, by left and right.
    public static func - (lhs: EdgesExpression, rhs: EdgeInsets) -> EdgesExpression {
        lhs + EdgeInsets(top: -rhs.top, left: -rhs.left, bottom: -rhs.bottom, right: -rhs.right)
    }
}

/// An item's width and height: `badge.size == 24`, `a.size == b.size * 0.5`.
public struct SizeExpression: Sendable {
    /// The item.
    public let item: LayoutItem
    /// The multiplier.
    public var multiplier: Double = 1
    /// The constant added to both.
    public var constant: Double = 0
    init(_ item: LayoutItem) { self.item = item }

    /// The size scaled.
    public static func * (lhs: SizeExpression, rhs: some LayoutNumber) -> SizeExpression {
        var copy = lhs
        copy.multiplier *= rhs.layoutValue
        copy.constant *= rhs.layoutValue
        return copy
    }
    /// The size scaled, the factor first: `0.5 * v.root.size`.
    public static func * (lhs: some LayoutNumber, rhs: SizeExpression) -> SizeExpression { rhs * lhs.layoutValue }
    /// The size grown on both axes.
    public static func + (lhs: SizeExpression, rhs: some LayoutNumber) -> SizeExpression { var copy = lhs; copy.constant += rhs.layoutValue; return copy }
    /// The size shrunk on both axes.
    public static func - (lhs: SizeExpression, rhs: some LayoutNumber) -> SizeExpression { lhs + -rhs.layoutValue }
}

/// An item's centre point: `spinner.center == root.center`.
public struct CenterExpression: Sendable {
    /// The item.
    public let item: LayoutItem
    /// The offset added to both coordinates.
    public var offset: Double = 0
    init(_ item: LayoutItem) { self.item = item }
}
