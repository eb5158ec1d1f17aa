/// What a tableau symbol stands for. Symbols themselves are plain `Int` indices into the
/// tableau's per-symbol arrays, so the pivot loop never touches a class or a hash table.
enum SymbolKind: UInt8, Sendable {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// An error of an optional constraint: ≥ 0, costs 1 at its level in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
    /// A recycled index, not in use.
    case unused

    /// Restricted symbols may not go below zero (dummies may not move at all).
    var isRestricted: Bool { self != .external && self != .unused }

    /// Symbols the primal simplex may bring into the basis to reduce a cost.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// A symbol and its coefficient in a row.
struct Cell: Sendable {
    /// The symbol index.
    var symbol: Int
    /// Its coefficient.
    var coefficient: Double
}
