/// A view's intrinsic content size; either axis may have none (UIKit's `noIntrinsicMetric`).
public struct IntrinsicSize: Hashable, Sendable, CustomStringConvertible {
    /// The natural width, or nil.
    public var width: Double?
    /// The natural height, or nil.
    public var height: Double?

    /// An intrinsic size; absent axes have none.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size on either axis (plain views, stack views, scroll views).
    public static let none = IntrinsicSize()

    /// The value along an axis.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// `120×21`, `?×21`, or `none`.
    public var description: String {
        if width == nil && height == nil { return "none" }
        return "\(width.map(formatNumber) ?? "?")×\(height.map(formatNumber) ?? "?")"
    }
}
