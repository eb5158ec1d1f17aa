// The lexicographic objective: one cost per priority level for every symbol, kept in slots
// whose priority order is `objective.order`, and the values read from the tableau.
//
// Invariants (`invariantViolations` checks them after every operation of the tests' random
// sequences): no basic symbol has a cost; after an operation no symbol can improve the
// objective by a pivot; the levels in use are strictly descending in `objective.order`; every
// slot is either in the order or free, never both; an idle or free level holds no cost; the
// cost table has one slot per level for every symbol. Costs within epsilon of zero are stored
// as zero, so a zero never lingers as a cost.

extension Tableau {
    // MARK: Objective

    /// Adds `coefficient × symbol` at `level` to the objective (the row of `symbol` if basic).
    mutating func addToObjective(_ symbol: Symbol, level: Int, coefficient: Double) {
        if info[symbol].isBasic {
            let row = rows[symbol]
            objective.constants[level] += coefficient * row.constant
            for cell in row.cells { addCost(cell.symbol, level: level, coefficient * cell.coefficient) }
        } else {
            addCost(symbol, level: level, coefficient)
        }
    }

    /// Adds to one objective coefficient and marks the symbol for the next optimality check.
    @inline(__always)
    mutating func addCost(_ symbol: Symbol, level: Int, _ amount: Double) {
        let slot = symbol.index * levelCount + level
        let previous = objective.costs[slot]
        let value = previous + amount
        objective.costs[slot] = Row.nearZero(value) ? 0 : value
        if previous == 0, objective.costs[slot] != 0 { objective.noteNonZero(symbol, level: level) }
        markDirty(symbol)
    }

    /// Queues a symbol whose cost changed.
    @inline(__always)
    mutating func markDirty(_ symbol: Symbol) {
        if !info[symbol].isDirty {
            info[symbol].isDirty = true
            objective.dirty.append(symbol)
        }
    }

    /// True when the objective has a non-zero coefficient for `symbol` at some level.
    @inline(__always)
    func hasCost(_ symbol: Symbol) -> Bool {
        let base = symbol.index * levelCount
        for k in 0..<levelCount where objective.costs[base + k] != 0 { return true }
        return false
    }

    /// Replaces `symbol` by `definition` in the objective.
    mutating func substituteInObjective(_ symbol: Symbol, by definition: Row) {
        let count = levelCount
        let base = symbol.index * count
        guard hasCost(symbol) else { return }
        for k in 0..<count {
            let factor = objective.costs[base + k]
            if factor == 0 { continue }
            objective.costs[base + k] = 0
            objective.constants[k] += factor * definition.constant
            for cell in definition.cells {
                let slot = cell.symbol.index * count + k
                let previous = objective.costs[slot]
                let value = previous + factor * cell.coefficient
                objective.costs[slot] = Row.nearZero(value) ? 0 : value
                if previous == 0, objective.costs[slot] != 0 { objective.noteNonZero(cell.symbol, level: k) }
            }
        }
        for cell in definition.cells { markDirty(cell.symbol) }
    }

    /// The lexicographic sign of a symbol's cost vector: -1, 0 or +1.
    ///
    /// A level's cost is a sum of row coefficients, so its rounding error grows with the size of
    /// the coefficients summed. A small cost at a high level that is within that error counts as
    /// zero: read literally, a -2e-5 of noise at the strong level would outrank a real +2000 at
    /// the weak one, and each pivot it causes would buy nothing at the strong level for a large
    /// loss at the weak one (the kiwi differential found runs of such pivots that never ended).
    @inline(__always)
    func costSign(_ symbol: Symbol) -> Int {
        let base = symbol.index * levelCount
        var noise = -1.0
        for k in objective.order {
            let value = objective.costs[base + k]
            if value == 0 { continue }
            if abs(value) < Tableau.smallCost {
                if noise < 0 { noise = Tableau.costNoise * columnMagnitude(symbol) }
                if abs(value) <= noise { continue }
            }
            return value < 0 ? -1 : 1
        }
        return 0
    }

    /// The scale of a symbol's objective coefficients: one (its own weight) plus the magnitudes
    /// of its coefficients in every row.
    func columnMagnitude(_ symbol: Symbol) -> Double {
        var total = 1.0
        for basic in columns[symbol] {
            guard info[basic].isBasic else { continue }
            total += abs(rows[basic].coefficient(of: symbol))
        }
        return total
    }

    /// The objective slot of a strength, adding the level when it is new.
    mutating func level(for strength: Double) -> Int {
        var low = 0
        var high = objective.order.count
        while low < high {
            let mid = (low + high) / 2
            if objective.levels[objective.order[mid]] > strength { low = mid + 1 } else { high = mid }
        }
        if low < objective.order.count, objective.levels[objective.order[low]] == strength { return objective.order[low] }
        if objective.freeSlots.isEmpty { widenCostTable() }
        let slot = objective.freeSlots.removeLast()
        objective.levels[slot] = strength
        objective.order.insert(slot, at: low)
        return slot
    }

    /// The objective slot of a strength already in use (free slots hold NaN, equal to nothing).
    func existingLevel(for strength: Double) -> Int? {
        objective.levels.firstIndex(of: strength)
    }

    /// Adds free slots to every cost vector: four to start with (a layout's usual priorities,
    /// with room for a stack view's hiding ones, which otherwise arrive with the first hide, when
    /// the table is at its largest), then half as many again as there are, so the table is
    /// rewritten a logarithmic number of times however many strengths come.
    mutating func widenCostTable() {
        let old = levelCount
        let new = old == 0 ? 4 : old + max(2, old / 2)
        let symbols = info.count
        let oldCosts = objective.costs
        // Written once, straight to its place (a zero-filled array rewritten element by
        // element, with checks, cost twice the memory traffic and ten times the instructions),
        // with room for as many symbols as the other per-symbol tables have (sized to the
        // symbols made so far, it was reallocated by each later symbol's first costs).
        objective.costs = [Double](unsafeUninitializedCapacity: max(symbols, info.capacity) * new) { table, initialized in
            oldCosts.withUnsafeBufferPointer { previous in
                for symbol in 0..<symbols {
                    let to = symbol * new
                    let from = symbol * old
                    for k in 0..<old { table[to + k] = previous[from + k] }
                    for k in old..<new { table[to + k] = 0 }
                }
            }
            initialized = symbols * new
        }
        for _ in old..<new {
            objective.levels.append(.nan)
            objective.nonZero.append(NonZeroSymbols())
            objective.levelUsers.append(0)
            objective.constants.append(0)
        }
        // Lowest slot taken first.
        objective.freeSlots.append(contentsOf: (old..<new).reversed())
    }

    /// How many levels no constraint uses are kept for reuse before they are freed.
    static let maximumIdleLevels = 4

    /// Called when the last constraint of a level leaves. The level is kept, its costs and
    /// constant cleared, for the next constraint of that strength: a stack view's hidden views
    /// come and go at one priority. Once more than ``maximumIdleLevels`` levels are idle, their
    /// slots are all freed (cleared already, so freeing them writes no cost).
    mutating func retireLevel(at position: Int) {
        let width = levelCount
        // Exactly zero from now on: substitutions add multiples of a zero cost, so the level
        // stays clear of rounding dust until a constraint uses it again. Only the symbols that
        // got a cost there need clearing, when the level listed them.
        if objective.nonZero[position].isComplete {
            for symbol in objective.nonZero[position].symbols { objective.costs[symbol.index * width + position] = 0 }
        } else {
            var index = position
            for _ in 0..<info.count {
                objective.costs[index] = 0
                index += width
            }
        }
        objective.nonZero[position] = NonZeroSymbols()
        objective.constants[position] = 0
        let idle = objective.order.reduce(0) { $0 + (objective.levelUsers[$1] == 0 ? 1 : 0) }
        if idle > Tableau.maximumIdleLevels { freeIdleLevels() }
    }

    /// Frees the slots of the levels no constraint uses (their costs are already zero).
    mutating func freeIdleLevels() {
        for slot in objective.order where objective.levelUsers[slot] == 0 {
            objective.levels[slot] = .nan
            objective.freeSlots.append(slot)
        }
        objective.order.removeAll { objective.levelUsers[$0] == 0 }
    }

    // MARK: Values

    /// The current value of a symbol: its propagated value when defined, its row constant when
    /// basic, zero otherwise.
    @inline(__always)
    func value(ofSymbol symbol: Symbol) -> Double {
        values[symbol.index]
    }

    /// The current value of a variable; a variable the tableau never saw is 0.
    @inline(__always)
    func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable.symbol(for: variable.id) else { return 0 }
        return value(ofSymbol: symbol)
    }

    /// The values of many variables, written into `values` (resized to match) in one pass.
    func values(of variables: [Variable], into values: inout [Double]) {
        if values.count != variables.count { values = [Double](repeating: 0, count: variables.count) }
        values.withUnsafeMutableBufferPointer { output in
            for index in variables.indices { output[index] = value(of: variables[index]) }
        }
    }
}
