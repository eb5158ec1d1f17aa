/// A required constraint in the rows that mentions a variable, as verification reads it: the
/// constraint's id and its marker, so a constraint reached through several moved variables is
/// recognised by its marker's stamp without looking its record up.
struct RequiredUser: Sendable {
    /// The constraint's id.
    var id: Int
    /// The constraint's marker (it stays the marker for the constraint's life, rekeyed or not).
    var marker: Symbol
}
