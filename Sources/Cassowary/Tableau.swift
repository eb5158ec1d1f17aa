/// The simplex tableau behind ``Solver``: rows in canonical form over integer symbols, a column
/// index, an objective with one cost per priority level, and a layer of definitions.
///
/// Definitions are required equalities solved for a variable that nothing else mentions yet
/// (`y5 = y4 + h4 + 8`). They stay out of the simplex rows: they form an acyclic graph whose
/// values are propagated from the simplex solution, so a chain of N views costs O(N) instead of
/// the O(N²) of rows that each spell out every earlier height (see `Tableau+Definitions.swift`).
///
/// Layout of the state (all flat arrays indexed by symbol, so the pivot loop never hashes):
/// - `rows[s]` is the row of `s` while `info[s].isBasic`; a basic symbol appears in no other row.
/// - `columns[s]` lists the basic symbols whose rows *may* contain `s` (a superset: stale entries
///   are skipped by a membership check and compacted away), `info[s].columnCount` the exact number.
/// - `costs[s * levelCount + k]` is the objective coefficient of `s` at level `k` (level 0 is the
///   highest priority in use). Comparing these vectors lexicographically is what makes
///   priorities exact: no weight of a lower level can outweigh a higher one.
struct Tableau: Sendable {
    /// The one tolerance of the solver: values closer to zero than this are zero.
    static let epsilon = 1e-8
    /// Coefficients smaller than this are never pivoted on while a larger one will do: dividing
    /// by rounding noise is how a tableau's numbers blow up.
    static let pivotTolerance = 1e-5
    /// How far below zero a restricted row may dip in Harris's ratio test; such rows are then
    /// rounded back to zero, a change far below anything a layout can show.
    static let feasibilityTolerance = 1e-7
    /// After this many pivots in a row that move nothing, the simplex switches to Bland's rule,
    /// which cannot cycle, until one pivot makes progress.
    static let degenerateRunLimit = 20
    /// Costs at least this large are never rounding noise; smaller ones are compared with
    /// ``costNoise`` times the magnitude of the symbol's column.
    static let smallCost = 1e-3
    /// The relative rounding error a cost may carry (see ``costSign(_:)``). Above the 1e-9 or so
    /// that long pivot runs accumulate, below the 1e-6 weight steps that break stack-view ties.
    static let costNoise = 1e-8

    // MARK: Symbols

    /// Per-symbol facts (kind, basic/defined flags, counts, marks), one record per symbol so
    /// that growing the tableau appends to one array and a symbol's facts share a cache line.
    var info: [SymbolInfo] = []
    /// The row of each basic symbol, or the definition of each defined one (empty otherwise).
    var rows: [Row] = []
    /// For each symbol, the basic symbols whose rows may contain it.
    var columns: [[Int32]] = []
    /// For external symbols, the user's variable.
    var variables: [Variable?] = []
    /// The current visit mark.
    var epoch: UInt32 = 0
    /// Indices released for reuse, so long runs of add/remove keep memory flat.
    var freeSymbols: [Int] = []

    // MARK: Objective

    /// The strengths in use, highest first; level `k` of the objective is `levels[k]`.
    var levels: [Double] = []
    /// How many optional constraints use each level.
    var levelUsers: [Int] = []
    /// Objective coefficients, `levels.count` per symbol.
    var costs: [Double] = []
    /// The objective value at each level (total error of that level's constraints).
    var objectiveConstants: [Double] = []
    /// Symbols whose cost changed since the last optimality check.
    var dirty: [Int] = []

    // MARK: Work state

    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row? = nil
    /// Basic symbols whose rows may have a negative constant (for the dual simplex).
    var infeasible: [Int] = []
    /// A reusable buffer for merges; its count is a capacity, not a length.
    var scratch: [Cell] = []
    /// Pivots done while recording, so a failed add can be undone exactly.
    var pivotLog: [(entering: Int, leaving: Int)] = []
    /// Whether pivots are being recorded.
    var recordingPivots = false
    /// How many simplex runs stopped at their pivot budget (see ``pivotBudget``).
    var exhaustedPivotBudgets = 0
    /// A fixed pivot budget instead of the computed one (tests of the budget itself).
    var pivotBudgetOverride: Int? = nil

    // MARK: Constraints and variables

    /// Every constraint in the tableau, by constraint id.
    var records = RecordTable()
    /// The external symbol of each variable, by variable id.
    var symbolOfVariable = IdentityIndex()
    /// Edit variables: the slot in `editRecords` of each edit variable, by variable id.
    var editSlots = IdentityIndex()
    /// Edit records by slot (nil for a free slot).
    var editRecords: [EditRecord?] = []

    // MARK: Definitions

    /// For each symbol, the defined symbols whose definitions may mention it (a superset).
    var dependents: [[Int32]] = []
    /// Defined symbols in an order where every definition comes after those it mentions.
    var topologicalOrder: [Int] = []
    /// False when `topologicalOrder` must be rebuilt before use.
    var orderIsValid = true
    /// Number of definitions.
    var definitionCount = 0
    /// False to keep every required equality in the rows (the general path, for tests).
    var usesDefinitions = true
    /// Symbols whose value changed and whose dependents must be re-evaluated.
    var changedSymbols: [Int] = []
    /// Symbols with a non-zero accumulator entry.
    var touched: [Int] = []
    /// The last insertion sequence number handed out.
    var sequenceCounter = 0

    /// Number of symbols ever made (released ones included).
    @inline(__always) var symbolCount: Int { info.count }

    /// Number of objective levels.
    @inline(__always) var levelCount: Int { levels.count }

    // MARK: Symbol lifetime

    /// A new symbol of the given kind, reusing a released index when there is one.
    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = 0) -> Int {
        if let symbol = freeSymbols.popLast() {
            info[symbol].kind = kind
            info[symbol].owner = owner
            return symbol
        }
        let symbol = info.count
        info.append(SymbolInfo(kind: kind, owner: owner))
        rows.append(Row())
        columns.append([])
        variables.append(nil)
        dependents.append([])
        for _ in 0..<levelCount { costs.append(0) }
        return symbol
    }

    /// Returns a symbol that appears nowhere any more to the free list.
    mutating func releaseSymbol(_ symbol: Int) {
        // The dirty flag and visit mark stay: the symbol may still sit in the dirty queue.
        var fresh = SymbolInfo(kind: .unused, owner: 0)
        fresh.isDirty = info[symbol].isDirty
        fresh.stamp = info[symbol].stamp
        info[symbol] = fresh
        dependents[symbol].removeAll()
        rows[symbol] = Row()
        variables[symbol] = nil
        columns[symbol].removeAll()
        let base = symbol * levelCount
        for k in 0..<levelCount { costs[base + k] = 0 }
        freeSymbols.append(symbol)
    }

    // MARK: Column index

    /// Records that row `row` now contains `symbol`.
    @inline(__always)
    mutating func noteAdded(_ symbol: Int, inRow row: Int) {
        columns[symbol].append(Int32(truncatingIfNeeded: row))
        info[symbol].columnCount &+= 1
        if columns[symbol].count > 2 * Int(info[symbol].columnCount) + 16 { compactColumn(symbol) }
    }

    /// Drops stale and repeated entries from a column.
    mutating func compactColumn(_ symbol: Int) {
        epoch &+= 1
        let mark = epoch
        var kept: [Int32] = []
        kept.reserveCapacity(Int(info[symbol].columnCount))
        for entry in columns[symbol] {
            let row = Int(entry)
            if info[row].isBasic, info[row].stamp != mark, rows[row].contains(symbol) {
                info[row].stamp = mark
                kept.append(entry)
            }
        }
        columns[symbol] = kept
    }

    /// The rows that contain `symbol`, each once.
    mutating func rowsContaining(_ symbol: Int) -> [Int] {
        epoch &+= 1
        let mark = epoch
        var result: [Int] = []
        for entry in columns[symbol] {
            let row = Int(entry)
            if info[row].isBasic, info[row].stamp != mark, rows[row].contains(symbol) {
                info[row].stamp = mark
                result.append(row)
            }
        }
        return result
    }

    // MARK: Rows

    /// Makes `row` the row of `symbol` and indexes its cells.
    mutating func installRow(_ row: Row, for symbol: Int) {
        rows[symbol] = row
        info[symbol].isBasic = true
        for cell in row.cells { noteAdded(cell.symbol, inRow: symbol) }
        if info[symbol].dependentCount != 0 { changedSymbols.append(symbol) }
    }

    /// Removes and returns the row of basic `symbol`, which becomes non-basic.
    mutating func takeRow(_ symbol: Int) -> Row {
        var row = Row()
        swap(&row, &rows[symbol])
        info[symbol].isBasic = false
        for cell in row.cells { info[cell.symbol].columnCount &-= 1 }
        if info[symbol].dependentCount != 0 { changedSymbols.append(symbol) }
        return row
    }

    /// Replaces `symbol` by `definition` in the row of `basic`, where it has the cell at `index`.
    /// One linear merge; cells that cancel are dropped and the column index follows.
    ///
    /// The merge writes through buffer pointers into `scratch` (kept at least as long as any
    /// merge needs), then copies the result back into the row's own buffer: no allocation in the
    /// steady state and no per-cell growth or uniqueness check.
    mutating func substitute(_ symbol: Int, at index: Int, inRowOf basic: Int, by definition: Row) {
        var target = Row()
        swap(&target, &rows[basic])
        let factor = target.cells[index].coefficient
        info[symbol].columnCount &-= 1
        target.constant += factor * definition.constant
        if definition.constant != 0, info[basic].dependentCount != 0 { changedSymbols.append(basic) }
        let b = definition.cells
        let needed = target.cells.count + b.count
        var output: [Cell] = []
        swap(&output, &scratch)
        if output.count < needed {
            output.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: max(needed, 2 * output.count) - output.count))
        }
        var written = 0
        var addedCount = 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(b.count, 1)) { added in
            output.withUnsafeMutableBufferPointer { out in
                target.cells.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in
                        var i = 0
                        var j = 0
                        let aCount = a.count
                        let bCount = b.count
                        while i < aCount || j < bCount {
                            if i == index { i += 1; continue }
                            if j == bCount || (i < aCount && a[i].symbol < b[j].symbol) {
                                out[written] = a[i]
                                written += 1
                                i += 1
                            } else if i == aCount || b[j].symbol < a[i].symbol {
                                let value = factor * b[j].coefficient
                                if !Row.nearZero(value) {
                                    out[written] = Cell(symbol: b[j].symbol, coefficient: value)
                                    written += 1
                                    added.initializeElement(at: addedCount, to: b[j].symbol)
                                    addedCount += 1
                                }
                                j += 1
                            } else {
                                let value = a[i].coefficient + factor * b[j].coefficient
                                if Row.nearZero(value) {
                                    info[a[i].symbol].columnCount &-= 1
                                } else {
                                    out[written] = Cell(symbol: a[i].symbol, coefficient: value)
                                    written += 1
                                }
                                i += 1
                                j += 1
                            }
                        }
                    }
                }
            }
            target.cells.removeAll(keepingCapacity: true)
            output.withUnsafeBufferPointer { merged in
                target.cells.append(contentsOf: UnsafeBufferPointer(rebasing: merged[0..<written]))
            }
            swap(&output, &scratch)
            rows[basic] = target
            // Indexed only now: compaction checks membership against the stored row.
            for position in 0..<addedCount { noteAdded(added[position], inRow: basic) }
        }
    }

    /// Replaces `symbol` by `definition` in every row, the objective and the phase-one objective.
    /// Rows of restricted symbols whose constant turns negative are queued as infeasible.
    mutating func substitute(_ symbol: Int, by definition: Row) {
        var list: [Int32] = []
        swap(&list, &columns[symbol])
        for entry in list {
            let basic = Int(entry)
            guard info[basic].isBasic else { continue }
            let index = rows[basic].search(symbol)
            guard index >= 0 else { continue }
            substitute(symbol, at: index, inRowOf: basic, by: definition)
            let kind = info[basic].kind
            if kind != .external, kind != .dummy, rows[basic].constant < 0 {
                if rows[basic].constant > -Tableau.feasibilityTolerance {
                    rows[basic].constant = 0
                } else {
                    infeasible.append(basic)
                }
            }
        }
        list.removeAll(keepingCapacity: true)
        if columns[symbol].isEmpty { swap(&list, &columns[symbol]) }
        substituteInObjective(symbol, by: definition)
        if var objective = artificial {
            artificial = nil  // so the row below is uniquely referenced and edited in place
            let coefficient = objective.remove(symbol)
            if coefficient != 0 { objective.insert(definition, times: coefficient) }
            artificial = objective
        }
    }

    /// Makes `entering` basic in the row of `leaving`, which becomes non-basic.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        installRow(row, for: entering)
        if recordingPivots { pivotLog.append((entering, leaving)) }
    }

    // MARK: Objective

    /// Adds `coefficient × symbol` at `level` to the objective (the row of `symbol` if basic).
    mutating func addToObjective(_ symbol: Int, level: Int, coefficient: Double) {
        if info[symbol].isBasic {
            let row = rows[symbol]
            objectiveConstants[level] += coefficient * row.constant
            for cell in row.cells { addCost(cell.symbol, level: level, coefficient * cell.coefficient) }
        } else {
            addCost(symbol, level: level, coefficient)
        }
    }

    /// Adds to one objective coefficient and marks the symbol for the next optimality check.
    @inline(__always)
    mutating func addCost(_ symbol: Int, level: Int, _ amount: Double) {
        let slot = symbol * levelCount + level
        let value = costs[slot] + amount
        costs[slot] = Row.nearZero(value) ? 0 : value
        markDirty(symbol)
    }

    /// Queues a symbol whose cost changed.
    @inline(__always)
    mutating func markDirty(_ symbol: Int) {
        if !info[symbol].isDirty {
            info[symbol].isDirty = true
            dirty.append(symbol)
        }
    }

    /// True when the objective has a non-zero coefficient for `symbol` at some level.
    @inline(__always)
    func hasCost(_ symbol: Int) -> Bool {
        let base = symbol * levelCount
        for k in 0..<levelCount where costs[base + k] != 0 { return true }
        return false
    }

    /// Replaces `symbol` by `definition` in the objective.
    mutating func substituteInObjective(_ symbol: Int, by definition: Row) {
        let count = levelCount
        let base = symbol * count
        guard hasCost(symbol) else { return }
        for k in 0..<count {
            let factor = costs[base + k]
            if factor == 0 { continue }
            costs[base + k] = 0
            objectiveConstants[k] += factor * definition.constant
            for cell in definition.cells {
                let slot = cell.symbol * count + k
                let value = costs[slot] + factor * cell.coefficient
                costs[slot] = Row.nearZero(value) ? 0 : value
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
    func costSign(_ symbol: Int) -> Int {
        let base = symbol * levelCount
        var noise = -1.0
        for k in 0..<levelCount {
            let value = costs[base + k]
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
    func columnMagnitude(_ symbol: Int) -> Double {
        var total = 1.0
        for entry in columns[symbol] {
            let basic = Int(entry)
            guard info[basic].isBasic else { continue }
            total += abs(rows[basic].coefficient(of: symbol))
        }
        return total
    }

    /// The objective level of a strength, adding the level when it is new.
    mutating func level(for strength: Double) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid] > strength { low = mid + 1 } else { high = mid }
        }
        if low < levels.count, levels[low] == strength { return low }
        insertLevel(strength, at: low)
        return low
    }

    /// The objective level of a strength already in use.
    func existingLevel(for strength: Double) -> Int? {
        levels.firstIndex(of: strength)
    }

    /// Widens every cost vector by one level at position `position`.
    mutating func insertLevel(_ strength: Double, at position: Int) {
        let old = levelCount
        var widened = [Double](repeating: 0, count: info.count * (old + 1))
        for symbol in 0..<info.count {
            for k in 0..<old {
                widened[symbol * (old + 1) + (k < position ? k : k + 1)] = costs[symbol * old + k]
            }
        }
        costs = widened
        levels.insert(strength, at: position)
        levelUsers.insert(0, at: position)
        objectiveConstants.insert(0, at: position)
    }

    /// Narrows every cost vector by dropping level `position` (no constraint uses it any more).
    mutating func removeLevel(at position: Int) {
        let old = levelCount
        var narrowed = [Double](repeating: 0, count: info.count * (old - 1))
        for symbol in 0..<info.count {
            for k in 0..<old where k != position {
                narrowed[symbol * (old - 1) + (k < position ? k : k - 1)] = costs[symbol * old + k]
            }
        }
        costs = narrowed
        levels.remove(at: position)
        levelUsers.remove(at: position)
        objectiveConstants.remove(at: position)
    }

    // MARK: Values

    /// The current value of a symbol: its propagated value when defined, its row constant when
    /// basic, zero otherwise.
    @inline(__always)
    func value(ofSymbol symbol: Int) -> Double {
        if info[symbol].isDefined { return info[symbol].definedValue }
        return info[symbol].isBasic ? rows[symbol].constant : 0
    }

    /// The current value of a variable; a variable the tableau never saw is 0.
    @inline(__always)
    func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable.id] else { return 0 }
        return value(ofSymbol: symbol)
    }
}

/// What the tableau remembers about a constraint it holds.
struct ConstraintRecord: Sendable {
    /// The constraint as the user made it.
    var constraint: Constraint
    /// Its marker: the slack of an inequality, the dummy of a required equality, or the
    /// positive error of an optional equality.
    var marker: Int
    /// The error of an optional constraint (-1 for required ones).
    var other: Int
    /// Position in insertion order, so conflicts are reported in the order they were added.
    var sequence: Int
    /// The symbol this constraint defines, or -1 when it lives in the simplex rows.
    var defines: Int = -1
}

/// What the tableau remembers about an edit variable.
struct EditRecord: Sendable {
    /// The optional `variable == value` constraint that pulls the variable.
    var constraint: Constraint
    /// The value last suggested.
    var constant: Double
    /// The constraint's positive error (its marker).
    var marker: Int
    /// The constraint's negative error.
    var other: Int
}
