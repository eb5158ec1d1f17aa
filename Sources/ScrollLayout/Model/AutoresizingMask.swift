/// How a view placed by its frame follows its superview's size (UIKit's `autoresizingMask`):
/// which of its leading margin, size and trailing margin stretch when the superview changes.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A mask from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The flags by their UIKit names (`flexibleWidth`, …), as layout files write them.
    public static let named: [String: AutoresizingMask] = [
        "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth, "flexibleRightMargin": .flexibleRightMargin,
        "flexibleTopMargin": .flexibleTopMargin, "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
    ]
}
