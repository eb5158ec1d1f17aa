/// The tableau's objective: one cost per priority level for every symbol, compared
/// lexicographically (level 0 is the highest priority in use), so no weight of a lower level can
/// outweigh a higher one.
struct Objective: Sendable {
    /// The strengths in use, highest first; level `k` of the objective is `levels[k]`.
    var levels: [Double] = []
    /// How many optional constraints use each level.
    var levelUsers: [Int] = []
    /// Objective coefficients, `levels.count` per symbol: `costs[s.index * levels.count + k]`.
    var costs: [Double] = []
    /// The objective value at each level (total error of that level's constraints).
    var constants: [Double] = []
    /// Symbols whose cost changed since the last optimality check.
    var dirty: [Symbol] = []
    /// For each level, the symbols whose cost there became non-zero since the level was last
    /// cleared: clearing a level that falls idle then touches those few symbols, not the whole
    /// table (a stack view's hide and show retire two levels each time).
    var nonZero: [NonZeroSymbols] = []

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
