/// A UIKit layout priority: 1...1000, where 1000 is required; a `Float`, as in UIKit.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The value.
    public var value: Float

    /// Must hold (1000).
    public static let required = Priority(1000)
    /// UIKit's `defaultHigh` (750): a button's compression resistance.
    public static let defaultHigh = Priority(750)
    /// A shorter name for `defaultHigh`.
    public static let high = Priority(750)
    /// UIKit's `dragThatCanResizeScene` (510).
    public static let dragThatCanResizeScene = Priority(510)
    /// UIKit's `sceneSizeStayPut` (500).
    public static let sceneSizeStayPut = Priority(500)
    /// UIKit's `dragThatCannotResizeScene` (490).
    public static let dragThatCannotResizeScene = Priority(490)
    /// UIKit's `defaultLow` (250): a button's hugging.
    public static let defaultLow = Priority(250)
    /// A shorter name for `defaultLow`.
    public static let low = Priority(250)
    /// UIKit's `fittingSizeLevel` (50).
    public static let fittingSizeLevel = Priority(50)

    /// A priority with the given value (checked when the constraint is used: 1...1000, finite).
    public init(_ value: Float) { self.value = value }

    /// A priority from an integer literal, e.g. `750`.
    public init(integerLiteral value: Int) { self.value = Float(value) }

    /// A priority from a float literal, e.g. `999.5`.
    public init(floatLiteral value: Float) { self.value = value }

    /// True at 1000.
    public var isRequired: Bool { value >= 1000 }

    /// True for a value UIKit accepts: finite, 1...1000.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    /// Orders by value.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
    /// `.defaultHigh + 1` (751), as UIKit's `UILayoutPriority` allows.
    public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.value + rhs) }
    /// `.defaultHigh - 1` (749).
    public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.value - rhs) }

    /// The number, without decimals when whole.
    public var description: String { formatNumber(Double(value)) }
}
