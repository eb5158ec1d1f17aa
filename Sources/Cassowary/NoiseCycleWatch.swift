/// Notices a primal simplex run that comes back to a basis it has already had.
///
/// With exact numbers a pivot that is not degenerate strictly improves the objective, so the
/// same basis cannot come back; degenerate runs are broken by Bland's rule. When a basis comes
/// back after non-degenerate pivots, the costs that chose them were rounding noise: one symbol
/// enters for a −7e-8 at the strong level (and a real loss at the weak one), the next for a
/// −2e-8, the third undoes both, and the run goes round until its budget is spent (dense
/// differential seed 588: a lap of three pivots, repeated ~800 times). The watch only starts
/// after ``threshold`` pivots, which no layout reaches, so ordinary runs pay one counter.
struct NoiseCycleWatch {
    /// One pivot of the watched stretch of the run.
    struct Step {
        /// The basis after the pivot, as the XOR of the keys of every symbol that entered or
        /// left since the run began (equal hashes: equal bases).
        var basis: UInt64
        /// The symbols the pivot exchanged.
        var entering: Symbol
        var leaving: Symbol
        /// The objective's value per level after the pivot.
        var objective: [Double]
    }

    /// Pivots before watching starts.
    let threshold: Int
    /// Pivots taken in this run.
    private(set) var pivots = 0
    /// The current basis hash (see ``Step/basis``).
    private var basis: UInt64 = 0
    /// The watched pivots, in order.
    private(set) var steps: [Step] = []
    /// The position in `steps` of each basis seen while watching.
    private var positions: [UInt64: Int] = [:]

    /// A watch that starts after `threshold` pivots.
    init(threshold: Int) {
        self.threshold = threshold
    }

    /// Counts a pivot and updates the basis hash; true once the run is long enough to watch,
    /// when the caller records the step with ``record(entering:leaving:objective:)`` (so that a
    /// short run never hands over its objective).
    @inline(__always)
    mutating func count(entering: Symbol, leaving: Symbol) -> Bool {
        pivots += 1
        basis ^= NoiseCycleWatch.key(entering) ^ NoiseCycleWatch.key(leaving)
        return pivots > threshold
    }

    /// Records a counted pivot; when its basis was seen before, returns the lap: the positions
    /// in ``steps`` of the pivots that led from that basis back to it.
    mutating func record(entering: Symbol, leaving: Symbol, objective: [Double]) -> ClosedRange<Int>? {
        let position = steps.count
        steps.append(Step(basis: basis, entering: entering, leaving: leaving, objective: objective))
        if let earlier = positions.updateValue(position, forKey: basis) { return (earlier + 1)...position }
        return nil
    }

    /// Forgets the watched stretch (after the run was changed by freezing symbols).
    mutating func restart() {
        steps.removeAll()
        positions.removeAll()
    }

    /// A well-mixed 64-bit key per symbol (SplitMix64's finaliser), so that XORs of distinct
    /// sets collide with negligible probability.
    @inline(__always)
    static func key(_ symbol: Symbol) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: symbol.index) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The position in `lap` whose objective is best when levels that differ by no more than
    /// rounding (1e-9 of their magnitude) count as equal: the basis the noise kept leaving.
    func best(in lap: ClosedRange<Int>) -> Int {
        var best = lap.upperBound
        for position in lap where NoiseCycleWatch.precedes(steps[position].objective, steps[best].objective) {
            best = position
        }
        return best
    }

    /// Whether objective `a` is lexicographically better than `b`, levels within rounding tied.
    static func precedes(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) {
            let tolerance = 1e-9 * max(1, abs(x), abs(y))
            if x < y - tolerance { return true }
            if x > y + tolerance { return false }
        }
        return false
    }
}
