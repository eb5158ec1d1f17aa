/// A number the DSL takes as a constant or a multiplier: `Double`, `Float` and `Int`, so
/// `let gap = 8` (an `Int`) works in `a.top == b.bottom + gap` without a conversion.
public protocol LayoutNumber: Sendable {
    /// The value in points (or as a factor).
    var layoutValue: Double { get }
}

extension Double: LayoutNumber {
    /// The value itself.
    public var layoutValue: Double { self }
}

extension Float: LayoutNumber {
    /// The value widened to `Double`.
    public var layoutValue: Double { Double(self) }
}

extension Int: LayoutNumber {
    /// The value as a `Double`.
    public var layoutValue: Double { Double(self) }
}
