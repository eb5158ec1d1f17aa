/// The state of the definition layer (`Tableau+Definitions.swift`): required equalities solved
/// for a variable nothing else mentions, kept outside the simplex rows and evaluated in
/// topological order.
struct DefinitionLayer: Sendable {
    /// For each symbol, the topological positions of the definitions that may mention it (a
    /// superset; stale while `orderIsValid` is false, and written afresh by the rebuild).
    var dependents = DependentLists()
    /// Defined symbols in an order where every definition comes after those it mentions; nil
    /// marks the hole a deleted definition left (compacted on rebuild).
    var order: [Symbol?] = []
    /// Each definition of `order`, compiled for evaluation (same positions, holes included).
    var compiled: [CompiledDefinition] = []
    /// The cells of the compiled definitions, mostly in topological order.
    var cells: [Cell] = []
    /// Cells in `cells` that no compiled definition points at any more.
    var deadCells = 0
    /// False when `order` must be rebuilt before use.
    var orderIsValid = true
    /// Number of definitions.
    var count = 0
    /// False to keep every required equality in the rows (the general path, for tests).
    var isEnabled = true
    /// Symbols whose value changed and whose dependents must be re-evaluated.
    var changed: [Symbol] = []

    /// The compiled entry of `symbol`'s definition `row`, its cells after the second appended
    /// to `cells`.
    mutating func compile(_ row: Row, of symbol: Symbol, hasDependents: Bool, hasRequiredUsers: Bool) -> CompiledDefinition {
        let start = Int32(cells.count)
        if row.cells.count > CompiledDefinition.inlineCells { cells.append(contentsOf: row.cells[CompiledDefinition.inlineCells...]) }
        return CompiledDefinition(symbol: symbol, constant: row.constant, cells: row.cells, cellStart: start,
                                  hasDependents: hasDependents, hasRequiredUsers: hasRequiredUsers)
    }

    /// The cells of a compiled entry, in order (for the paths outside the refresh walk).
    func cells(of entry: CompiledDefinition) -> [Cell] {
        var result: [Cell] = []
        result.reserveCapacity(entry.cellCount)
        if entry.cellCount > 0 { result.append(Cell(symbol: Symbol(Int(entry.firstSymbol)), coefficient: entry.firstCoefficient)) }
        if entry.cellCount > 1 { result.append(Cell(symbol: Symbol(Int(entry.secondSymbol)), coefficient: entry.secondCoefficient)) }
        let start = Int(entry.cellStart)
        result += cells[start..<start + entry.overflowCount]
        return result
    }

    /// Forgets the compiled entry at `position` (its definition was deleted).
    mutating func uncompile(at position: Int) {
        deadCells += compiled[position].overflowCount
        compiled[position] = .hole
    }
}
