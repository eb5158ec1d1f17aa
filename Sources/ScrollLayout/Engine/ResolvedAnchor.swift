import Cassowary

/// Where an anchor lies, as the engine understands it: a part of a rectangle the solver knows,
/// plus a constant, in physical coordinates (leading and trailing already turned into left or
/// right for the layout's direction).
///
/// ``placement`` says the same about the rectangle a guide is defined in: a margins guide's
/// leading edge is its view's left edge plus the left margin. Walking the constraints (the
/// diagnostics' chains) uses the placement, so guides and their views are one item there, as
/// they are in UIKit.
struct ResolvedAnchor: Hashable, Sendable {
    /// The rectangle whose variables express the anchor.
    var rect: RectKey
    /// Which part of it.
    var part: RectPart
    /// A constant added to the part: a baseline's distance from its edge, a scroll view's
    /// margin seen from its content.
    var offset: Double
    /// The rectangle the anchor is placed in and its constant there: for safe-area and margins
    /// guides, their view and the current inset; for everything else the same as `rect`.
    var placement: Placement

    /// A rectangle and the constant added to one of its parts.
    struct Placement: Hashable, Sendable {
        /// The rectangle.
        var rect: RectKey
        /// The constant.
        var offset: Double
    }
}

/// One of the eight numbers of a rectangle an anchor can name, in physical coordinates.
package enum RectPart: Hashable, Sendable {
    case minX, centerX, maxX, width
    case minY, centerY, maxY, height

    /// The part an attribute names: the one table from attributes to rectangle parts (margins
    /// name their guide's part; baselines their edge, the offset is the caller's). Every
    /// attribute is listed, so a new one does not compile until it is placed.
    package init(_ attribute: Attribute, direction: LayoutDirection) {
        let rtl = direction == .rightToLeft
        switch attribute {
        case .left, .leftMargin: self = .minX
        case .right, .rightMargin: self = .maxX
        case .leading, .leadingMargin: self = rtl ? .maxX : .minX
        case .trailing, .trailingMargin: self = rtl ? .minX : .maxX
        case .centerX, .centerXWithinMargins: self = .centerX
        case .width: self = .width
        case .top, .topMargin, .firstBaseline: self = .minY
        case .bottom, .bottomMargin, .lastBaseline: self = .maxY
        case .centerY, .centerYWithinMargins: self = .centerY
        case .height: self = .height
        }
    }

    /// The part's coordinate in a rectangle (nil for the sizes).
    package func coordinate(in rect: Rect) -> Double? {
        switch self {
        case .minX: return rect.minX
        case .centerX: return rect.midX
        case .maxX: return rect.maxX
        case .minY: return rect.minY
        case .centerY: return rect.midY
        case .maxY: return rect.maxY
        case .width, .height: return nil
        }
    }

    /// The axis it measures along.
    var axis: Axis {
        switch self {
        case .minX, .centerX, .maxX, .width: return .horizontal
        case .minY, .centerY, .maxY, .height: return .vertical
        }
    }

    /// True for width and height.
    var isSize: Bool { self == .width || self == .height }

    /// The position along the axis: 0 at the start, ½ at the centre, 1 at the end (nil for sizes).
    var fraction: Double? {
        switch self {
        case .minX, .minY: return 0
        case .centerX, .centerY: return 0.5
        case .maxX, .maxY: return 1
        case .width, .height: return nil
        }
    }

    /// The value of the part over a rectangle's variables.
    func expression(over rect: RectVariables) -> Expression {
        var terms: [Term] = []
        appendTerms(over: rect, times: 1, to: &terms)
        return Expression(terms)
    }

    /// Appends `factor` × the part over a rectangle's variables (the part has no constant).
    func appendTerms(over rect: RectVariables, times factor: Double, to terms: inout [Term]) {
        switch self {
        case .minX: terms.append(Term(rect.x, factor))
        case .maxX: terms.append(Term(rect.x, factor)); terms.append(Term(rect.width, factor))
        case .centerX: terms.append(Term(rect.x, factor)); terms.append(Term(rect.width, 0.5 * factor))
        case .width: terms.append(Term(rect.width, factor))
        case .minY: terms.append(Term(rect.y, factor))
        case .maxY: terms.append(Term(rect.y, factor)); terms.append(Term(rect.height, factor))
        case .centerY: terms.append(Term(rect.y, factor)); terms.append(Term(rect.height, 0.5 * factor))
        case .height: terms.append(Term(rect.height, factor))
        }
    }

    /// The inset an `EdgeInsets` puts at this part of a rectangle: inward from the start,
    /// inward from the end, half the difference at the centre, the sum off the size.
    func inset(_ insets: EdgeInsets) -> Double {
        switch self {
        case .minX: return insets.left
        case .maxX: return -insets.right
        case .centerX: return (insets.left - insets.right) / 2
        case .width: return -(insets.left + insets.right)
        case .minY: return insets.top
        case .maxY: return -insets.bottom
        case .centerY: return (insets.top - insets.bottom) / 2
        case .height: return -(insets.top + insets.bottom)
        }
    }
}
