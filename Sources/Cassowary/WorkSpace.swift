/// What one tableau operation uses while it runs and leaves empty (or as a spare capacity)
/// when it ends: the phase-one row, the dual simplex's queue, buffers and visit marks.
struct WorkSpace: Sendable {
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row? = nil
    /// Basic symbols whose rows may have a negative constant (for the dual simplex).
    var infeasible: [Symbol] = []
    /// A reusable buffer for merges; its count is a capacity, not a length.
    var mergeBuffer: [Cell] = []
    /// The edits of a sparse substitution (kept for their capacity).
    var sparseEdits: [SparseEdit] = []
    /// Pivots done while recording, so a failed add can be undone exactly.
    var pivotLog: [(entering: Symbol, leaving: Symbol)] = []
    /// Whether pivots are being recorded.
    var recordingPivots = false
    /// The terms over symbols of the constraint being added (kept for its capacity).
    var symbolTerms: [(symbol: Symbol, coefficient: Double)] = []
    /// The symbols made for the new variables of the constraint being added, released again if
    /// the add is refused (kept for its capacity).
    var createdSymbols: [Symbol] = []
    /// Symbols with a non-zero accumulator entry.
    var touched: [Symbol] = []
    /// The current visit mark (see ``SymbolInfo/stamp``).
    var epoch: UInt32 = 0
    /// Symbols whose value the operation under way may have moved by rounding: basic symbols of
    /// rows it rewrote, symbols entering or leaving the basis, definitions refreshed after that.
    var moved: [Symbol] = []
    /// The heap of a refresh in topological order (kept for its capacity).
    var definitionHeap = TopologicalHeap(highestFirst: false)
    /// The marked definitions of a refresh whose dependents are still to be reached (kept for
    /// its capacity).
    var definitionMarks: [Symbol] = []
    /// Whether the operation rewrote a row (a pivot or a substitution), rather than only
    /// shifting constants; only then is `moved` checked.
    var rowsMoved = false
    /// The dual simplex met an infeasible row that nothing could enter (a required constraint
    /// that cannot hold); only replacements in place read and clear it.
    var dualGaveUp = false
    /// An edit variable's constraint is being added: it goes to the rows, never a definition.
    var keepsOptionalInRows = false
    /// A refused add is being retried after refinement (a second refusal is not retried again).
    var isRetrying = false
}
