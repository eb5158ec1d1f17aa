/// Horizontal or vertical: the two independent directions of layout.
public enum Axis: String, Sendable, Hashable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Left-to-right or right-to-left: decides which side `leading` and `trailing` are on.
public enum LayoutDirection: String, Sendable, Hashable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

/// A value per axis (hugging and compression-resistance priorities, intrinsic sizes).
public struct AxisPair<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The horizontal value.
    public var horizontal: Value
    /// The vertical value.
    public var vertical: Value

    /// Both values.
    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value of one axis.
    public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

extension AxisPair: CustomStringConvertible {
    /// `horizontal 251, vertical 750`, without the generic type.
    public var description: String { "horizontal \(horizontal), vertical \(vertical)" }
}
