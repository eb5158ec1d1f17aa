/// A tableau symbol: an index into the tableau's per-symbol tables (``SymbolInfo``, rows,
/// columns, costs). Its own type so a symbol is never mistaken for a level, a slot or a
/// constraint id, and an absent symbol is `nil` rather than -1; a 32-bit index, so it costs
/// what an integer costs (an optional one fits in the same 8 bytes) and the pivot loop never
/// touches a class or a hash table.
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index into the per-symbol tables.
    let raw: Int32

    /// The symbol at an index.
    @inline(__always)
    init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

    /// The index into the per-symbol tables.
    @inline(__always)
    var index: Int { Int(raw) }

    /// Orders by index (Bland's rule: lowest index first).
    @inline(__always)
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }

    /// `s12`.
    var description: String { "s\(raw)" }
}

extension Array {
    /// The element of a symbol in a per-symbol table.
    @inline(__always)
    subscript(_ symbol: Symbol) -> Element {
        get { self[symbol.index] }
        _modify { yield &self[symbol.index] }
    }
}

/// What a tableau symbol stands for.
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
    /// The symbol.
    var symbol: Symbol
    /// Its coefficient.
    var coefficient: Double
}

/// What the tableau's hot loops read about one symbol (kind, flags, counts, marks), 24 bytes;
/// the rest is in ``SymbolDetails`` and the values in `Tableau.values`. (At 72 bytes, a
/// W2-10000 edit spent most of its time waiting for these records.)
struct SymbolInfo: Sendable {
    /// What the symbol stands for.
    var kind: SymbolKind
    /// True while the symbol has a row in the simplex tableau.
    var isBasic = false
    /// True while the symbol is defined by a definition (kept outside the simplex rows).
    var isDefined = false
    /// True while the symbol waits in the objective's dirty queue.
    var isDirty = false
    /// True when the symbol may not enter the basis (analysis copies pin the optimal face).
    var isFrozen = false
    /// Number of simplex rows that contain the symbol.
    var columnCount: Int32 = 0
    /// Number of definitions that mention the symbol.
    var dependentCount: Int32 = 0
    /// Visit mark for passes that must see each symbol once.
    var stamp: UInt32 = 0
    /// Position in the topological order of definitions (-1 when not defined).
    var topologicalIndex: Int32 = -1

    /// A fresh record.
    init(kind: SymbolKind) {
        self.kind = kind
    }
}

/// What the tableau knows about one symbol that only adds, removals and reports read.
struct SymbolDetails: Sendable {
    /// For markers and errors, the id of the constraint they belong to (0 otherwise).
    var owner: Int
    /// For error symbols, their weight within their strength.
    var errorWeight: Double = 1
    /// For external symbols, the number of constraints that mention the variable.
    var variableUsers: Int32 = 0
    /// For error symbols, the objective's slot they are charged at once charged (-1 before).
    /// A slot, not the strength it stands for: it is found without a search, and 4 bytes
    /// beside `variableUsers` instead of 8 make the record 24 bytes, not 32. A charged error's
    /// slot cannot be freed or reused: its constraint keeps the level in use until it leaves,
    /// and its errors leave with it.
    var errorLevel: Int32 = -1
}
