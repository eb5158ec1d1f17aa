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
    /// For each level, the symbols whose cost there went from zero to non-zero since the level
    /// was last cleared, or nil once that list would be long (then the whole level is scanned):
    /// clearing a level that falls idle then touches its few symbols, not the whole table (a
    /// stack view's hide and show retire two levels each time).
    var nonZero: [[Symbol]?] = []

    /// How many symbols a level lists before it stops listing them.
    static let listedLimit = 4096

    /// Records that `symbol`'s cost at `level` went from zero to non-zero.
    @inline(__always)
    mutating func noteNonZero(_ symbol: Symbol, level: Int) {
        guard nonZero[level] != nil else { return }
        if nonZero[level]!.count >= Objective.listedLimit {
            nonZero[level] = nil
        } else {
            nonZero[level]!.append(symbol)
        }
    }
}
