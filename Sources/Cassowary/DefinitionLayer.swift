/// The state of the definition layer (`Tableau+Definitions.swift`): required equalities solved
/// for a variable nothing else mentions, kept outside the simplex rows and evaluated in
/// topological order.
struct DefinitionLayer: Sendable {
    /// For each symbol, the defined symbols whose definitions may mention it (a superset).
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

    /// Appends a definition's row to `cells` and returns its compiled entry.
    mutating func compile(_ row: Row) -> CompiledDefinition {
        let start = Int32(cells.count)
        cells.append(contentsOf: row.cells)
        return CompiledDefinition(constant: row.constant, cellStart: start, cellCount: Int32(row.cells.count))
    }

    /// Forgets the compiled entry at `position` (its definition was deleted).
    mutating func uncompile(at position: Int) {
        deadCells += Int(compiled[position].cellCount)
        compiled[position] = .hole
    }
}
