/// How strongly a constraint holds: `.required` (1000) must hold; lower levels are preferences.
///
/// Priorities are exact, as UIKit's are: every constraint at a higher level is satisfied as well
/// as it can be before any lower level is considered, whatever the number of lower-level
/// constraints or the size of their errors. Within one level, errors add up (L1).
/// Any level between 0 and 1000 may be used, e.g. `Strength(750)` for UIKit's priority 750.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The level, 0...1000; 1000 is required.
    public let value: Double

    /// Must hold: 1000.
    public static let required = Strength(1000)
    /// Strong preference: 750 (UIKit's `defaultHigh`).
    public static let strong = Strength(750)
    /// Medium preference: 500.
    public static let medium = Strength(500)
    /// Weak preference: 250 (UIKit's `defaultLow`).
    public static let weak = Strength(250)

    /// A level; values above 1000 count as required and values below 0 as 0.
    /// NaN is kept so that adding a constraint with it fails with `.nonFinite`.
    public init(_ value: Double) {
        self.value = value.isNaN ? value : min(max(value, 0), 1000)
    }

    /// A level from an integer literal, e.g. `.strength(750)`.
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// A level from a float literal, e.g. `.strength(999.5)`.
    public init(floatLiteral value: Double) { self.init(value) }

    /// True for level 1000.
    public var isRequired: Bool { value >= 1000 }

    /// Orders levels by value.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, `strong`, `medium`, `weak`, or the number.
    public var description: String {
        switch value {
        case 1000: return "required"
        case 750: return "strong"
        case 500: return "medium"
        case 250: return "weak"
        default: return Expression.format(value)
        }
    }
}
