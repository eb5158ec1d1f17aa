/// A point in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// A point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)` with short numbers.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A size in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)

    /// `width×height` with short numbers.
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }

    /// The length along an axis.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A rectangle in points (UIKit's `CGRect`), origin at the top left.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Top-left corner.
    public var origin: Point
    /// Size.
    public var size: Size

    /// A rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// Width.
    public var width: Double { size.width }
    /// Height.
    public var height: Double { size.height }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by insets.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// True when `other` lies inside this rectangle (within 0.001 pt).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX - 0.001 && other.minY >= minY - 0.001
            && other.maxX <= maxX + 0.001 && other.maxY <= maxY + 0.001
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `(x, y, width, height)` with short numbers.
    public var description: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}

/// Distances inward from each edge (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Top inset.
    public var top: Double
    /// Left inset.
    public var left: Double
    /// Bottom inset.
    public var bottom: Double
    /// Right inset.
    public var right: Double

    /// Insets; absent edges are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The value of one edge.
    public subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: return top
            case .left: return left
            case .bottom: return bottom
            case .right: return right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }

    /// Edge by edge sum.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// `top/left/bottom/right`.
    public var description: String {
        "\(formatNumber(top))/\(formatNumber(left))/\(formatNumber(bottom))/\(formatNumber(right))"
    }
}

/// One of the four physical edges of a rectangle.
public enum Edge: String, Sendable, CaseIterable, Hashable {
    /// The top edge.
    case top
    /// The left edge.
    case left
    /// The bottom edge.
    case bottom
    /// The right edge.
    case right
}

/// Formats a number for people: whole numbers without decimals, others with up to 3.
public func formatNumber(_ value: Double) -> String {
    // Non-finite values print as words (never "-nan", which the sign bit of a NaN gives).
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    // Beyond 1e15 thousandths mean nothing (and near the largest doubles, multiplying by 1000
    // overflowed: -1e308 printed as "-inf").
    if abs(value) >= 1e15 { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    var text = "\(rounded)"
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
