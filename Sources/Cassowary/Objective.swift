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
}
