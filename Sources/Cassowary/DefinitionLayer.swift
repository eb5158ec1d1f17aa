/// The state of the definition layer (`Tableau+Definitions.swift`): required equalities solved
/// for a variable nothing else mentions, kept outside the simplex rows and evaluated in
/// topological order.
struct DefinitionLayer: Sendable {
    /// For each symbol, the defined symbols whose definitions may mention it (a superset).
    var dependents: [[Symbol]] = []
    /// Defined symbols in an order where every definition comes after those it mentions; nil
    /// marks the hole a deleted definition left (compacted on rebuild).
    var order: [Symbol?] = []
    /// False when `order` must be rebuilt before use.
    var orderIsValid = true
    /// Number of definitions.
    var count = 0
    /// False to keep every required equality in the rows (the general path, for tests).
    var isEnabled = true
    /// Symbols whose value changed and whose dependents must be re-evaluated.
    var changed: [Symbol] = []
}
