import Synchronization

/// A layout constraint as UIKit forms it: `first REL multiplier × second + constant`, or
/// `first REL constant` when there is no second anchor.
///
/// Each constraint has an identity (``id``), a priority (1...1000), an optional identifier that
/// shows up in diagnostics, an active flag and the ``origin`` it was declared at.
public struct LayoutConstraint: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The identity of a constraint: stable across copies and changes of its constant.
    public struct ID: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The number behind the id.
        public let value: Int
        /// Orders by creation.
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.value < rhs.value }
        /// `#n`.
        public var description: String { "#\(value)" }

        private static let next = Atomic<Int>(1)
        /// A fresh id.
        static func make() -> ID { ID(value: next.wrappingAdd(1, ordering: .relaxed).oldValue) }
    }

    /// The identity.
    public let id: ID
    /// The left side.
    public var first: Anchor
    /// The relation.
    public var relation: LayoutRelation
    /// The right side's anchor, or nil for `first REL constant`.
    public var second: Anchor?
    /// The factor applied to the right side's anchor.
    public var multiplier: Double
    /// The constant added to the right side.
    public var constant: Double
    /// The priority; 1000 is required.
    public var priority: Priority
    /// A name that diagnostics and logs show (UIKit's `identifier`).
    public var identifier: String?
    /// Inactive constraints are kept but not solved.
    public var isActive: Bool
    /// Where the constraint was declared.
    public var origin: ConstraintOrigin
    /// An Interface Builder placeholder ("Remove at build time"): it shapes the design-time
    /// layout only, because code adds the real constraint. Kept inactive, so the diagnostics
    /// know what the document leaves to code.
    public var isPlaceholder = false
    /// The app's code holds the constraint (an Interface Builder outlet) to change its constant
    /// or switch it on and off at run time: an issue that rests on it is a note that says so.
    public var isChangedByCode = false
    /// Its constant is a value the app's code defines and the reader does not see (an app's
    /// `Spacing.large`), estimated; the Swift reader sets ``isChangedByCode`` with it.
    public var usesValueFromCode = false
    /// The names of the handles it carries (``ConstraintHandle``): one constraint can have several,
    /// and they survive a later ``identifier``.
    public var handles: [String] = []
    /// How a compound's constant applies to this member: −1 for the bottom and trailing edges of
    /// `edges == other.edges + inset` (UIKit's inset sense: they move inwards, so their constant
    /// is −inset), 1 otherwise. Changing the constant through a handle multiplies by it, so
    /// `setConstant(24, for: inset)` insets every edge by 24.
    public var compoundSense: Double = 1
    /// A tiny extra weight within the priority level, so equal priorities give way in a fixed
    /// order (stack views' "by index" rule) without making a level per view; never shown.
    var tieBreak: Double = 0

    /// A constraint relating two anchors.
    public init(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1,
        constant: Double = 0, priority: Priority = .required, identifier: String? = nil,
        isActive: Bool = true, origin: ConstraintOrigin = .unspecified
    ) {
        self.id = .make()
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = second == nil ? 0 : multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
        self.origin = origin
    }

    /// Equality is identity.
    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// True when both constraints say the same thing (anchors, relation, numbers, priority),
    /// whatever their identity or origin.
    public func isEquivalent(to other: LayoutConstraint) -> Bool {
        content == other.content
    }

    /// What the constraint says, without its identity or origin: equal for equivalent constraints.
    struct Content: Hashable {
        var first: Anchor
        var relation: LayoutRelation
        var second: Anchor?
        var multiplier: Double
        var constant: Double
        var priority: Priority
        var identifier: String?
        var isActive: Bool
        var tieBreak: Double
        var isPlaceholder: Bool
    }

    /// What the constraint says, for matching equivalent constraints by hashing.
    var content: Content {
        Content(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                priority: priority, identifier: identifier, isActive: isActive, tieBreak: tieBreak, isPlaceholder: isPlaceholder)
    }

    /// True when both say the same (`content` equal), compared field by field without building
    /// either's content (which retains every string in it).
    func saysSame(as other: LayoutConstraint) -> Bool {
        constant == other.constant && relation == other.relation && priority == other.priority
            && multiplier == other.multiplier && isActive == other.isActive && tieBreak == other.tieBreak
            && isPlaceholder == other.isPlaceholder && first == other.first && second == other.second
            && identifier == other.identifier
    }

    /// Reads like the equation: `title.top == header.bottom + 8 @750`.
    public var description: String {
        var text = "\(first) \(relation) "
        if let second {
            text += multiplier == 1 ? "\(second)" : "\(second) * \(formatNumber(multiplier))"
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += formatNumber(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}
