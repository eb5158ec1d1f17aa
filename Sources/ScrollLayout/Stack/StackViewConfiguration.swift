/// How a stack view sizes its arranged views along its axis (UIKit's `UIStackView.Distribution`).
public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
    /// Sizes come from hugging, compression resistance and the views' own constraints.
    case fill
    /// Every visible arranged view has the same length.
    case fillEqually
    /// Lengths proportional to the intrinsic lengths.
    case fillProportionally
    /// Equal gaps between views.
    case equalSpacing
    /// Equal distances between the centres.
    case equalCentering
}

/// How a stack view places its arranged views across its axis (UIKit's `UIStackView.Alignment`).
/// `top` and `leading` are the same value, as are `bottom` and `trailing`.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    /// Every view as wide (or tall) as the stack.
    case fill
    /// Against the leading edge (vertical stacks) or the top (horizontal stacks).
    case leading
    /// Centred.
    case center
    /// Against the trailing edge (vertical stacks) or the bottom (horizontal stacks).
    case trailing
    /// First baselines aligned (horizontal stacks only).
    case firstBaseline
    /// Last baselines aligned (horizontal stacks only).
    case lastBaseline

    /// UIKit's `top`, the same as `leading`.
    public static let top = StackAlignment.leading
    /// UIKit's `bottom`, the same as `trailing`.
    public static let bottom = StackAlignment.trailing
}

/// The stack-view properties (UIKit's names and defaults).
public struct StackViewConfiguration: Hashable, Sendable {
    /// The axis the views are stacked along.
    public var axis: Axis = .horizontal
    /// How lengths along the axis are chosen.
    public var distribution: StackDistribution = .fill
    /// How views are placed across the axis.
    public var alignment: StackAlignment = .fill
    /// The gap between neighbours (the minimum gap for the spacing distributions).
    public var spacing: Double = 0
    /// Gaps set after particular arranged views (`setCustomSpacing(_:after:)`), by view id.
    public var customSpacing: [String: Double] = [:]
    /// Lay the views out inside the stack's layout margins instead of its bounds.
    public var isLayoutMarginsRelativeArrangement = false
    /// Measure vertical gaps from baseline to baseline.
    public var isBaselineRelativeArrangement = false
    /// The ids of the arranged views, in order; nil means every subview.
    public var arrangedSubviewIDs: [String]? = nil

    /// Default UIKit stack-view properties.
    public init() {}
}
