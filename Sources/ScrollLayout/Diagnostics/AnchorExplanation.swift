import Cassowary

/// Why an anchor has its value: the number, whether the constraints determine it, the
/// constraints it rests on (with their origins), two witnesses when it is ambiguous and, for a
/// scroll view's content size, the arithmetic along the chain that makes it.
public struct AnchorExplanation: Sendable {
    /// One term of a chain sum: a constant of a constraint or a size that is fixed.
    public struct Term: Sendable, Hashable {
        /// The amount.
        public var value: Double
        /// What it is: `title.height`, `` `image.top == title.bottom + 16` ``.
        public var label: String
    }

    /// The anchor explained.
    public var anchor: Anchor
    /// Its value: positions relative to the superview's bounds origin (a scroll view's content
    /// origin for its subviews), sizes as they are.
    public var value: Double
    /// The same position in root coordinates (sizes: the size).
    public var absoluteValue: Double
    /// False when two equally good solutions give it different values.
    public var isDetermined: Bool
    /// Two values it could take, when it is not determined.
    public var witnesses: (low: Double, high: Double)?
    /// The constraints its value rests on, in the order they were added.
    public var constraints: [LayoutConstraint]
    /// For a content guide's size: the terms along the chain from one edge to the other.
    public var chain: [Term]
    /// For a content guide's size that is not determined: where the chain stops and what
    /// would close it, as `check` says it (the message, then the fix).
    public var chainStop: [String] = []

    /// Lines for people.
    public var lines: [String] {
        var result = ["\(anchor) = \(formatNumber(value))" + (value != absoluteValue ? " (\(formatNumber(absoluteValue)) in root coordinates)" : "")]
        if let witnesses {
            result.append("not determined: it could be \(formatNumber(witnesses.low)) or \(formatNumber(witnesses.high)), both satisfying every constraint equally well")
        }
        if !chain.isEmpty {
            result.append("= " + chain.map { "\(formatNumber($0.value)) (\($0.label))" }.joined(separator: " + "))
        }
        result += chainStop
        if !constraints.isEmpty {
            result.append("rests on:")
            for constraint in constraints {
                var line = "  \(constraint)"
                if let identifier = constraint.identifier { line += " '\(identifier)'" }
                if constraint.origin != .unspecified { line += "  (\(constraint.origin))" }
                result.append(line)
            }
        }
        return result
    }
}
