/// A linear relation `expression REL 0` with a strength; it has identity.
///
/// Constraints are made with `==`, `<=` and `>=` between expressions, variables and numbers:
/// `x + 2 * y == 100`, `(x >= 10).strength(.strong)`. Two constraints built from the same text
/// are two different constraints: the solver tells them apart by ``id``.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The identity that tells this constraint from every other one.
    public let id: Int
    /// The left side minus the right side; the constraint reads `expression REL 0`.
    public let expression: Expression
    /// The strength (`.required` unless changed).
    public let strength: Strength
    /// How much the constraint's error counts within its strength level (1 unless changed):
    /// errors of one level add up weighted, so of two equally strong constraints the lighter
    /// gives way first. Levels stay exact whatever the weights.
    public let weight: Double
    /// The relation. (Stored last: a one-byte field between eight-byte ones took eight bytes,
    /// and a record that holds a constraint packs its own small fields into the tail.)
    public let relation: Relation

    /// Creates `expression REL 0` with a strength and a weight within that strength.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, weight: Double = 1) {
        self.id = IdentityCounter.makeConstraint()
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.weight = weight
    }

    /// A new constraint with the same relation and another strength.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, weight: weight)
    }

    /// A new constraint with the same relation and strength and another weight.
    public func weight(_ weight: Double) -> Constraint {
        Constraint(expression, relation, strength: strength, weight: weight)
    }

    /// Equality is identity.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity only.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// True when every number in the constraint is finite, the strength is a number and the
    /// weight is positive.
    public var isFinite: Bool { expression.isFinite && !strength.value.isNaN && weight.isFinite && weight > 0 }

    /// Reads like the equation: `x + 2 * y == 100`, with ` @strong` when not required.
    public var description: String {
        let left = Expression(expression.terms)
        let text = "\(left) \(relation) \(Expression.format(-expression.constant))"
        return strength.isRequired ? text : "\(text) @\(strength)"
    }
}
