/// What the tableau remembers about a constraint it holds.
struct ConstraintRecord: Sendable {
    /// The constraint as the user made it.
    var constraint: Constraint
    /// Its marker: the slack of an inequality, the dummy of a required equality, or the
    /// positive error of an optional equality.
    var marker: Symbol
    /// The error of an optional constraint (nil for required ones).
    var other: Symbol?
    /// Position in insertion order, so conflicts are reported in the order they were added.
    var sequence: Int
    /// The symbol this constraint defines, or nil when it lives in the simplex rows.
    var defines: Symbol? = nil
}
