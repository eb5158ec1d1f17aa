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

    /// The same constraints, marked as changed by the app's code at run time (a constant
    /// animated, a constraint switched on and off): issues that rest on them are notes.
    public func changedByCode() -> ConstraintGroup {
        var copy = self
        for index in copy.constraints.indices { copy.constraints[index].isChangedByCode = true }
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
    /// An inequality is about the inset, as in Anchorage: `a.edges >= b.edges + 8` keeps `a`
    /// at least 8 inside `b` (top and leading `>=`, bottom and trailing `<=`).
    static func edges<E>(_ lhs: EdgesExpression<E>, _ relation: LayoutRelation, _ rhs: EdgesExpression<E>) -> ConstraintGroup {
        let physical = lhs.usesPhysicalEdges || rhs.usesPhysicalEdges
        return ConstraintGroup(E.compound.members.map { member, sign in
            let attribute = physical ? member.physicalEdge : member
            let inset = rhs.inset(of: member) - lhs.inset(of: member)
            var constraint = LayoutConstraint(Anchor(lhs.item, attribute), sign > 0 ? relation : relation.flipped,
                                              Anchor(rhs.item, attribute), constant: sign * inset)
            constraint.compoundSense = sign
            return constraint
        })
    }

    /// Sizes: width and height each `x REL (m2/m1)·y + (c2 − c1)/m1`, or against a constant size.
    static func sizes(_ lhs: SizeExpression, _ relation: LayoutRelation, _ rhs: SizeExpression?, _ constant: Size) -> ConstraintGroup {
        let m1 = lhs.multiplier == 0 ? 1 : lhs.multiplier
        let sense = m1 < 0 ? relation.flipped : relation
        return ConstraintGroup(AnchorGrammar.Compound.size.members.map { attribute, _ in
            guard let rhs else {
                let target = attribute == .width ? constant.width : constant.height
                return LayoutConstraint(Anchor(lhs.item, attribute), sense, nil, constant: (target - lhs.constant) / m1)
            }
            return LayoutConstraint(Anchor(lhs.item, attribute), sense, Anchor(rhs.item, attribute), multiplier: rhs.multiplier / m1,
                                    constant: (rhs.constant - lhs.constant) / m1)
        })
    }
}

extension Attribute {
    /// Leading as left and trailing as right (other attributes unchanged): the anchors physical
    /// `EdgeInsets` are applied to.
    var physicalEdge: Attribute {
        switch self {
        case .leading: return .left
        case .trailing: return .right
        default: return self
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
public func == (lhs: Length, rhs: some LayoutNumber) -> ConstraintGroup { .lengths(lhs, .equal, nil, rhs.layoutValue) }
/// `label.width <= 200`.
public func <= (lhs: Length, rhs: some LayoutNumber) -> ConstraintGroup { .lengths(lhs, .lessThanOrEqual, nil, rhs.layoutValue) }
/// `badge.width >= 24`.
public func >= (lhs: Length, rhs: some LayoutNumber) -> ConstraintGroup { .lengths(lhs, .greaterThanOrEqual, nil, rhs.layoutValue) }

// MARK: Compounds

/// `content.edges == scroll.contentLayoutGuide.edges`, `card.horizontalEdges == row.horizontalEdges + 16`.
/// The two sides must name the same edges (`edges` with `edges`); the inset moves inwards.
public func == <E>(lhs: EdgesExpression<E>, rhs: EdgesExpression<E>) -> ConstraintGroup { .edges(lhs, .equal, rhs) }
/// `label.edges >= card.edges + 8`: at least 8 inside on every side (top and leading `>=`,
/// bottom and trailing `<=`).
public func >= <E>(lhs: EdgesExpression<E>, rhs: EdgesExpression<E>) -> ConstraintGroup { .edges(lhs, .greaterThanOrEqual, rhs) }
/// `frame.edges <= photo.edges`: at most inside, so `frame` encloses `photo` (top and leading
/// `<=`, bottom and trailing `>=`).
public func <= <E>(lhs: EdgesExpression<E>, rhs: EdgesExpression<E>) -> ConstraintGroup { .edges(lhs, .lessThanOrEqual, rhs) }

/// `a.size == b.size * 0.5`.
public func == (lhs: SizeExpression, rhs: SizeExpression) -> ConstraintGroup { .sizes(lhs, .equal, rhs, Size.zero) }
/// `thumb.size <= card.size`: neither wider nor taller.
public func <= (lhs: SizeExpression, rhs: SizeExpression) -> ConstraintGroup { .sizes(lhs, .lessThanOrEqual, rhs, Size.zero) }
/// `button.size >= hit.size`: at least as wide and as tall.
public func >= (lhs: SizeExpression, rhs: SizeExpression) -> ConstraintGroup { .sizes(lhs, .greaterThanOrEqual, rhs, Size.zero) }

/// `badge.size == 24`: a square.
public func == (lhs: SizeExpression, rhs: some LayoutNumber) -> ConstraintGroup { .sizes(lhs, .equal, nil, Size(width: rhs.layoutValue, height: rhs.layoutValue)) }
/// `icon.size <= 64`: at most 64 on each axis.
public func <= (lhs: SizeExpression, rhs: some LayoutNumber) -> ConstraintGroup { .sizes(lhs, .lessThanOrEqual, nil, Size(width: rhs.layoutValue, height: rhs.layoutValue)) }
/// `button.size >= 44`: the minimum touch target.
public func >= (lhs: SizeExpression, rhs: some LayoutNumber) -> ConstraintGroup { .sizes(lhs, .greaterThanOrEqual, nil, Size(width: rhs.layoutValue, height: rhs.layoutValue)) }

/// `photo.size == Size(width: 320, height: 240)`.
public func == (lhs: SizeExpression, rhs: Size) -> ConstraintGroup { .sizes(lhs, .equal, nil, rhs) }
/// `photo.size <= Size(width: 320, height: 240)`.
public func <= (lhs: SizeExpression, rhs: Size) -> ConstraintGroup { .sizes(lhs, .lessThanOrEqual, nil, rhs) }
/// `photo.size >= Size(width: 44, height: 44)`.
public func >= (lhs: SizeExpression, rhs: Size) -> ConstraintGroup { .sizes(lhs, .greaterThanOrEqual, nil, rhs) }

/// `spinner.center == root.center`.
public func == (lhs: CenterExpression, rhs: CenterExpression) -> ConstraintGroup {
    ConstraintGroup(AnchorGrammar.Compound.center.members.map { attribute, _ in
        LayoutConstraint(Anchor(lhs.item, attribute), .equal, Anchor(rhs.item, attribute), constant: rhs.offset - lhs.offset)
    })
}
