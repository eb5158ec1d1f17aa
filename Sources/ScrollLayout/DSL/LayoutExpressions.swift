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
    public static func * (lhs: XPosition, rhs: Double) -> XPosition {
        var copy = lhs
        copy.multiplier *= rhs
        copy.constant *= rhs
        return copy
    }
    /// The position moved right (leading: towards the trailing edge).
    public static func + (lhs: XPosition, rhs: Double) -> XPosition { var copy = lhs; copy.constant += rhs; return copy }
    /// The position moved left.
    public static func - (lhs: XPosition, rhs: Double) -> XPosition { var copy = lhs; copy.constant -= rhs; return copy }
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
    public static func * (lhs: YPosition, rhs: Double) -> YPosition {
        var copy = lhs
        copy.multiplier *= rhs
        copy.constant *= rhs
        return copy
    }
    /// The position moved down.
    public static func + (lhs: YPosition, rhs: Double) -> YPosition { var copy = lhs; copy.constant += rhs; return copy }
    /// The position moved up.
    public static func - (lhs: YPosition, rhs: Double) -> YPosition { var copy = lhs; copy.constant -= rhs; return copy }
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
    public static func * (lhs: Length, rhs: Double) -> Length {
        var copy = lhs
        copy.multiplier *= rhs
        copy.constant *= rhs
        return copy
    }
    /// The length scaled, the factor first: `0.5 * v.photo.width`.
    public static func * (lhs: Double, rhs: Length) -> Length { rhs * lhs }
    /// The length plus a constant.
    public static func + (lhs: Length, rhs: Double) -> Length { var copy = lhs; copy.constant += rhs; return copy }
    /// The length minus a constant.
    public static func - (lhs: Length, rhs: Double) -> Length { var copy = lhs; copy.constant -= rhs; return copy }
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

/// Several edges of an item with an inset: `content.edges`, `root.safeArea.edges + 16`
/// (an inset: 16 inside on every side).
public struct EdgesExpression<Edges: EdgeSet>: Sendable {
    /// The item.
    public let item: LayoutItem
    /// The inset (positive: inside).
    public var inset: Double

    init(_ item: LayoutItem) { self.item = item; inset = 0 }

    /// The edges inset by a distance.
    public static func + (lhs: EdgesExpression, rhs: Double) -> EdgesExpression { var copy = lhs; copy.inset += rhs; return copy }
    /// The edges outset by a distance.
    public static func - (lhs: EdgesExpression, rhs: Double) -> EdgesExpression { var copy = lhs; copy.inset -= rhs; return copy }
    /// The edges inset by a distance (the same as `+`).
    public func inset(_ distance: Double) -> EdgesExpression { self + distance }
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
    public static func * (lhs: SizeExpression, rhs: Double) -> SizeExpression {
        var copy = lhs
        copy.multiplier *= rhs
        copy.constant *= rhs
        return copy
    }
    /// The size grown on both axes.
    public static func + (lhs: SizeExpression, rhs: Double) -> SizeExpression { var copy = lhs; copy.constant += rhs; return copy }
}

/// An item's centre point: `spinner.center == root.center`.
public struct CenterExpression: Sendable {
    /// The item.
    public let item: LayoutItem
    /// The offset added to both coordinates.
    public var offset: Double = 0
    init(_ item: LayoutItem) { self.item = item }
}
