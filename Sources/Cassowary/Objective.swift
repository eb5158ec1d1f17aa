/// The tableau's objective: one cost per priority level for every symbol, compared
/// lexicographically (level 0 is the highest priority in use), so no weight of a lower level can
/// outweigh a higher one.
struct Objective: Sendable {
    /// The strength each cost slot stands for (NaN for a free slot). Slots are not in priority
    /// order: a new strength takes a free slot and its place in `order`, so the first
    /// constraint of a new priority in a large system does not rewrite the whole cost table
    /// (a stack view's first hide at 10 000 views rewrote it four times: 6 ms).
    var levels: [Double] = []
    /// The slots in use (some kept idle for reuse), strongest first: level `k` of the
    /// lexicographic objective is slot `order[k]`.
    var order: [Int] = []
    /// Slots no strength holds; every cost in them is zero.
    var freeSlots: [Int] = []
    /// How many optional constraints use each slot.
    var levelUsers: [Int] = []
    /// Objective coefficients, `levels.count` slots per symbol: `costs[s.index * levels.count + slot]`.
    var costs: [Double] = []
    /// The objective value at each slot (total error of that level's constraints).
    var constants: [Double] = []
    /// Symbols whose cost changed since the last optimality check.
    var dirty: [Symbol] = []
    /// For each slot, the symbols whose cost there became non-zero since the level was last
    /// cleared: clearing a level that falls idle then touches those few symbols, not the whole
    /// table (a stack view's hide and show retire two levels each time).
    var nonZero: [NonZeroSymbols] = []

    /// The strengths in use or kept idle, strongest first.
    var strengthsInOrder: [Double] { order.map { levels[$0] } }

    /// The objective value at each level, strongest first (what a lexicographic comparison reads).
    var constantsInOrder: [Double] { order.map { constants[$0] } }

    /// Records that `symbol`'s cost at `level` went from zero to non-zero.
    @inline(__always)
    mutating func noteNonZero(_ symbol: Symbol, level: Int) {
        guard nonZero[level].isComplete else { return }
        if nonZero[level].symbols.count >= NonZeroSymbols.limit {
            nonZero[level] = NonZeroSymbols(symbols: [], isComplete: false)
        } else {
            nonZero[level].symbols.append(symbol)
        }
    }
}
