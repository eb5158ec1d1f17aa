/// One definition as the refresh walk evaluates it: its constant, its first two terms, and the
/// stretch of ``DefinitionLayer/cells`` that holds the rest, kept at the definition's topological
/// position, with what the walk needs to know about the defined symbol (which symbol it is,
/// whether this refresh reached it, whether anything depends on it, whether verification must
/// see it move), 48 bytes.
///
/// Why a copy of `rows[symbol]`: a row's cells live in their own heap block, allocated whenever
/// the definition was made, so a walk over thousands of definitions chased one scattered block
/// each (at 10 000 views, 45% of a width edit's refresh waited on that load). Compiled, the
/// definitions a walk reaches in order lie one after another in two flat arrays. A definition's
/// terms never change once installed (rows hold their expansion instead), so the copy is written
/// at install and dropped at delete; only a renamed marker moves its constant
/// (``Tableau/moveDefinition(_:by:)``, which writes both).
///
/// Why the symbol and the visit mark here: the dependents lists hold positions, so a walk that
/// reaches a definition reads this entry and its cells and nothing indexed by symbol (the
/// dependent's `SymbolInfo` was one more cache line per width at 10 000 views). Why two terms
/// inline: most of a layout's definitions have two (a width from the container's and the
/// marker; a position from one neighbour's edge and the marker), so the walk reads one entry
/// where it read an entry and a stretch of cells elsewhere, another cache line per width.
struct CompiledDefinition: Sendable {
    /// The definition's constant.
    var constant: Double
    /// The coefficients of its first two cells (0 past its cell count).
    var firstCoefficient: Double, secondCoefficient: Double
    /// The symbols of its first two cells (0 past its cell count).
    var firstSymbol: Int32, secondSymbol: Int32
    /// Where its cells after the second start in ``DefinitionLayer/cells``.
    var cellStart: Int32
    /// How many cells it has in the low 30 bits; the high bit is set when some definition may
    /// mention the defined symbol, the next one when some required constraint in the rows may
    /// (both supersets: set when such a user is noted, recomputed when the definitions are
    /// compiled again).
    private var packedCount: UInt32
    /// The defined symbol's index, or -1 for a hole in the order.
    var symbolIndex: Int32
    /// The visit mark of the last refresh that reached this definition.
    var stamp: UInt32 = 0

    /// An entry for the definition of `symbol` whose cells are `cells`, the third and later
    /// ones stored from `cellStart` on.
    init(symbol: Symbol, constant: Double, cells: [Cell], cellStart: Int32, hasDependents: Bool, hasRequiredUsers: Bool) {
        let cellCount = cells.count
        precondition(cellCount <= Int(CompiledDefinition.countMask), "a definition of over a billion terms")
        self.constant = constant
        firstCoefficient = cellCount > 0 ? cells[0].coefficient : 0
        secondCoefficient = cellCount > 1 ? cells[1].coefficient : 0
        firstSymbol = cellCount > 0 ? cells[0].symbol.raw : 0
        secondSymbol = cellCount > 1 ? cells[1].symbol.raw : 0
        self.cellStart = cellStart
        self.packedCount = UInt32(cellCount)
            | (hasDependents ? CompiledDefinition.dependentsBit : 0)
            | (hasRequiredUsers ? CompiledDefinition.requiredUsersBit : 0)
        self.symbolIndex = symbol.raw
    }

    /// The entry of a hole in the order.
    static let hole: CompiledDefinition = {
        var entry = CompiledDefinition(symbol: Symbol(0), constant: 0, cells: [], cellStart: 0, hasDependents: false, hasRequiredUsers: false)
        entry.symbolIndex = -1
        return entry
    }()

    /// The bit of `packedCount` that says some definition may mention the symbol.
    private static let dependentsBit: UInt32 = 0x8000_0000
    /// The bit of `packedCount` that says some required constraint in the rows may mention it.
    private static let requiredUsersBit: UInt32 = 0x4000_0000
    /// The bits of `packedCount` that hold the cell count.
    private static let countMask: UInt32 = 0x3FFF_FFFF

    /// True for a hole (a deleted definition's position).
    @inline(__always) var isHole: Bool { symbolIndex < 0 }

    /// The defined symbol (meaningless for a hole).
    @inline(__always) var symbol: Symbol { Symbol(Int(symbolIndex)) }

    /// The number of cells.
    @inline(__always) var cellCount: Int { Int(packedCount & CompiledDefinition.countMask) }

    /// How many cells are kept inline.
    static let inlineCells = 2

    /// The number of cells stored in ``DefinitionLayer/cells``.
    @inline(__always) var overflowCount: Int { max(0, cellCount - CompiledDefinition.inlineCells) }


    /// True when some definition may mention the defined symbol.
    @inline(__always) var mayHaveDependents: Bool { packedCount & CompiledDefinition.dependentsBit != 0 }

    /// Records that some definition now mentions the defined symbol.
    @inline(__always) mutating func noteDependent() { packedCount |= CompiledDefinition.dependentsBit }

    /// True when some required constraint in the rows may mention the defined symbol, so that
    /// verification must check it when the symbol moves. (A definition's own constraint holds
    /// by construction: its value is the definition evaluated afresh.)
    @inline(__always) var mayHaveRequiredUsers: Bool { packedCount & CompiledDefinition.requiredUsersBit != 0 }

    /// Records that some required constraint in the rows now mentions the defined symbol.
    @inline(__always) mutating func noteRequiredUser() { packedCount |= CompiledDefinition.requiredUsersBit }
}
