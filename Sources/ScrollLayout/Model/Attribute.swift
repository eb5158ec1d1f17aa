/// A layout attribute, as UIKit's `NSLayoutConstraint.Attribute` (raw values are UIKit's).
public enum Attribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Left edge.
    case left = 1
    /// Right edge.
    case right = 2
    /// Top edge.
    case top = 3
    /// Bottom edge.
    case bottom = 4
    /// Leading edge (left in left-to-right layouts).
    case leading = 5
    /// Trailing edge (right in left-to-right layouts).
    case trailing = 6
    /// Width.
    case width = 7
    /// Height.
    case height = 8
    /// Horizontal centre.
    case centerX = 9
    /// Vertical centre.
    case centerY = 10
    /// Baseline of the last line of text (the bottom edge when there is no text).
    case lastBaseline = 11
    /// Baseline of the first line of text (the top edge when there is no text).
    case firstBaseline = 12
    /// Left edge inset by the left layout margin.
    case leftMargin = 13
    /// Right edge inset by the right layout margin.
    case rightMargin = 14
    /// Top edge inset by the top layout margin.
    case topMargin = 15
    /// Bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// Leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// Trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// Horizontal centre of the margins rectangle.
    case centerXWithinMargins = 19
    /// Vertical centre of the margins rectangle.
    case centerYWithinMargins = 20

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// True for `width` and `height`.
    public var isDimension: Bool { self == .width || self == .height }

    /// True for attributes that follow the layout direction (leading, trailing and their margins).
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// True for left, right and their margins (fixed to a physical side).
    public var isPhysicalHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// True for the margin variants.
    public var isMargin: Bool { marginFree != self }

    /// The attribute without the margin: `leadingMargin` → `leading`.
    public var marginFree: Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// True for the two baselines.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The name as UIKit and Interface Builder spell it.
    public var description: String { name }

    /// The name as UIKit and Interface Builder spell it.
    public var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }

    /// The attribute with this name (UIKit's or Interface Builder's spelling; `baseline` is
    /// the old name of `lastBaseline`).
    public init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
            return
        }
        guard let match = Attribute.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}
