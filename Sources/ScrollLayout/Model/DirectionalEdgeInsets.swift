/// Insets by leading and trailing edge rather than left and right (UIKit's
/// `NSDirectionalEdgeInsets`): in a right-to-left layout the leading inset is on the right.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Top inset.
    public var top: Double
    /// Leading inset.
    public var leading: Double
    /// Bottom inset.
    public var bottom: Double
    /// Trailing inset.
    public var trailing: Double

    /// Insets; absent edges are 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// Edge by edge sum.
    public static func + (lhs: DirectionalEdgeInsets, rhs: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                              bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// Edge by edge negation (insets become outsets).
    public static prefix func - (insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing)
    }

    /// `top/leading/bottom/trailing`.
    public var description: String {
        "\(formatNumber(top))/\(formatNumber(leading))/\(formatNumber(bottom))/\(formatNumber(trailing))"
    }
}
