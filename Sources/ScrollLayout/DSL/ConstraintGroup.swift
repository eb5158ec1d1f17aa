// Relations between DSL expressions. Each makes a `ConstraintGroup`: one constraint, or several
// for a compound (`edges`, `size`, `center`). The group takes a priority (`~ .high`, `~ 750`),
// an identifier and an active flag; the builder stamps it with the line it was written on.
//
// Why `~` for priorities: it binds more loosely than `==`, so `a.top == b.top + 8 ~ .high` needs
// no parentheses, and it reads as "roughly", which is what an optional constraint is. Anchorage
// uses the same spelling; `.priority(_:)` is there for those who prefer a method.

/// One constraint, or the few a compound stands for, before the builder records where it was written.
public struct ConstraintGroup: Sendable {
    /// The constraints.
    public var constraints: [LayoutConstraint]

    init(_ constraints: [LayoutConstraint]) { self.constraints = constraints }

    /// The same constraints at another priority.
    public func priority(_ priority: Priority) -> ConstraintGroup {
        var copy = self
        for index in copy.constraints.indices { copy.constraints[index].priority = priority }
        return copy
    }

    /// The same constraints with an identifier (shown in diagnostics, and a handle for changes).
    public func identifier(_ identifier: String) -> ConstraintGroup {
        var copy = self
        for index in copy.constraints.indices { copy.constraints[index].identifier = identifier }
        return copy
    }

    /// The same constraints, inactive (kept in the layout, activated later).
    public func inactive() -> ConstraintGroup {
        var copy = self
        for index in copy.constraints.indices { copy.constraints[index].isActive = false }
        return copy
    }

    /// The same constraints as Interface Builder placeholders ("Remove at build time"): inactive,
    /// because code adds the real ones; the diagnostics say what they leave to code.
    public func placeholder() -> ConstraintGroup {
        var copy = self
        for index in copy.constraints.indices {
            copy.constraints[index].isPlaceholder = true
            copy.constraints[index].isActive = false
        }
        return copy
    }

    /// One constraint from two sides.
    static func relate(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1, constant: Double) -> ConstraintGroup {
        ConstraintGroup([LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant)])
    }

    /// Positions: `m1·x + a REL m2·y + b` is `x REL (m2/m1)·y + (b − a)/m1` (the relation flips
    /// when m1 is negative).
    static func positions(_ lhs: Anchor, _ m1: Double, _ a: Double, _ relation: LayoutRelation, _ rhs: Anchor, _ m2: Double, _ b: Double) -> ConstraintGroup {
        let scale = m1 == 0 ? 1 : m1
        return relate(lhs, scale < 0 ? relation.flipped : relation, rhs, multiplier: m2 / scale, constant: (b - a) / scale)
    }

    /// Lengths: `m1·x + c1 REL m2·y + c2` is `x REL (m2/m1)·y + (c2 − c1)/m1` (the relation flips
    /// when m1 is negative).
    static func lengths(_ lhs: Length, _ relation: LayoutRelation, _ rhs: Length?, _ constant: Double) -> ConstraintGroup {
        let m1 = lhs.multiplier == 0 ? 1 : lhs.multiplier
        var relation = relation
        if m1 < 0 { relation = relation.flipped }
        if let rhs {
            return relate(lhs.anchor, relation, rhs.anchor, multiplier: rhs.multiplier / m1, constant: (rhs.constant - lhs.constant) / m1)
        }
        return relate(lhs.anchor, relation, nil, constant: (constant - lhs.constant) / m1)
    }

    /// Edges: each pair of edges with the inset difference, inwards (the grammar's compound).
    static func edges<E>(_ lhs: EdgesExpression<E>, _ rhs: EdgesExpression<E>) -> ConstraintGroup {
        let inset = rhs.inset - lhs.inset
        return ConstraintGroup(E.compound.members.map { attribute, sign in
            var member = LayoutConstraint(Anchor(lhs.item, attribute), .equal, Anchor(rhs.item, attribute), constant: sign * inset)
            member.compoundSense = sign
            return member
        })
    }
}

extension LayoutRelation {
    /// `<=` ⇄ `>=`.
    var flipped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// Priorities bind more loosely than the relations.
precedencegroup LayoutPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}

infix operator ~ : LayoutPriorityPrecedence

/// A constraint group at a priority: `a.top == b.top ~ .high`, `badge.width >= 24 ~ 750`.
public func ~ (lhs: ConstraintGroup, rhs: Priority) -> ConstraintGroup { lhs.priority(rhs) }

// MARK: Positions

/// `a.leading == b.trailing + 8`.
public func == (lhs: XPosition, rhs: XPosition) -> ConstraintGroup { .positions(lhs.anchor, lhs.multiplier, lhs.constant, .equal, rhs.anchor, rhs.multiplier, rhs.constant) }
/// `a.leading <= b.trailing + 8`.
public func <= (lhs: XPosition, rhs: XPosition) -> ConstraintGroup { .positions(lhs.anchor, lhs.multiplier, lhs.constant, .lessThanOrEqual, rhs.anchor, rhs.multiplier, rhs.constant) }
/// `a.leading >= b.trailing + 8`.
public func >= (lhs: XPosition, rhs: XPosition) -> ConstraintGroup { .positions(lhs.anchor, lhs.multiplier, lhs.constant, .greaterThanOrEqual, rhs.anchor, rhs.multiplier, rhs.constant) }
/// `a.top == b.bottom + 8`.
public func == (lhs: YPosition, rhs: YPosition) -> ConstraintGroup { .positions(lhs.anchor, lhs.multiplier, lhs.constant, .equal, rhs.anchor, rhs.multiplier, rhs.constant) }
/// `a.top <= b.bottom + 8`.
public func <= (lhs: YPosition, rhs: YPosition) -> ConstraintGroup { .positions(lhs.anchor, lhs.multiplier, lhs.constant, .lessThanOrEqual, rhs.anchor, rhs.multiplier, rhs.constant) }
/// `a.top >= b.bottom + 8`.
public func >= (lhs: YPosition, rhs: YPosition) -> ConstraintGroup { .positions(lhs.anchor, lhs.multiplier, lhs.constant, .greaterThanOrEqual, rhs.anchor, rhs.multiplier, rhs.constant) }

// MARK: Lengths

/// `photo.height == photo.width * 0.75`.
public func == (lhs: Length, rhs: Length) -> ConstraintGroup { .lengths(lhs, .equal, rhs, 0) }
/// `a.width <= b.width * 0.5`.
public func <= (lhs: Length, rhs: Length) -> ConstraintGroup { .lengths(lhs, .lessThanOrEqual, rhs, 0) }
/// `a.width >= b.width - 10`.
public func >= (lhs: Length, rhs: Length) -> ConstraintGroup { .lengths(lhs, .greaterThanOrEqual, rhs, 0) }
/// `image.height == 300`.
public func == (lhs: Length, rhs: Double) -> ConstraintGroup { .lengths(lhs, .equal, nil, rhs) }
/// `label.width <= 200`.
public func <= (lhs: Length, rhs: Double) -> ConstraintGroup { .lengths(lhs, .lessThanOrEqual, nil, rhs) }
/// `badge.width >= 24`.
public func >= (lhs: Length, rhs: Double) -> ConstraintGroup { .lengths(lhs, .greaterThanOrEqual, nil, rhs) }

// MARK: Compounds

/// `content.edges == scroll.contentLayoutGuide.edges`, `card.horizontalEdges == row.horizontalEdges + 16`.
/// The two sides must name the same edges (`edges` with `edges`); the inset moves inwards.
public func == <E>(lhs: EdgesExpression<E>, rhs: EdgesExpression<E>) -> ConstraintGroup { .edges(lhs, rhs) }

/// `a.size == b.size * 0.5`.
public func == (lhs: SizeExpression, rhs: SizeExpression) -> ConstraintGroup {
    ConstraintGroup(AnchorGrammar.Compound.size.members.map { attribute, _ in
        LayoutConstraint(Anchor(lhs.item, attribute), .equal, Anchor(rhs.item, attribute), multiplier: rhs.multiplier / lhs.multiplier,
                         constant: (rhs.constant - lhs.constant) / lhs.multiplier)
    })
}

/// `badge.size == 24`: a square.
public func == (lhs: SizeExpression, rhs: Double) -> ConstraintGroup {
    ConstraintGroup(AnchorGrammar.Compound.size.members.map { attribute, _ in
        LayoutConstraint(Anchor(lhs.item, attribute), .equal, nil, constant: (rhs - lhs.constant) / lhs.multiplier)
    })
}

/// `spinner.center == root.center`.
public func == (lhs: CenterExpression, rhs: CenterExpression) -> ConstraintGroup {
    ConstraintGroup(AnchorGrammar.Compound.center.members.map { attribute, _ in
        LayoutConstraint(Anchor(lhs.item, attribute), .equal, Anchor(rhs.item, attribute), constant: rhs.offset - lhs.offset)
    })
}
