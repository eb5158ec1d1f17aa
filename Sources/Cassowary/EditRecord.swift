/// What the tableau remembers about an edit variable.
struct EditRecord: Sendable {
    /// The optional `variable == value` constraint that pulls the variable.
    var constraint: Constraint
    /// The value last suggested.
    var constant: Double
    /// The constraint's positive error (its marker).
    var marker: Symbol
    /// The constraint's negative error.
    var other: Symbol
}
