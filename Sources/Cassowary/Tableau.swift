/// The simplex tableau behind ``Solver``: rows in canonical form over integer symbols, a column
/// index, an objective with one cost per priority level, and a layer of definitions.
///
/// Definitions are required equalities solved for a variable that nothing else mentions yet
/// (`y5 = y4 + h4 + 8`). They stay out of the simplex rows: they form an acyclic graph whose
/// values are propagated from the simplex solution, so a chain of N views costs O(N) instead of
/// the O(N²) of rows that each spell out every earlier height (see `Tableau+Definitions.swift`).
///
/// Layout of the state (flat arrays indexed by symbol, so the pivot loop never hashes), in
/// four parts: the symbols (`info`, `rows`, `columns`), the ``Objective``, the
/// ``DefinitionLayer`` and the ``WorkSpace`` of the operation under way:
/// - `rows[s]` is the row of `s` while `info[s].isBasic`; a basic symbol appears in no other row.
/// - `columns[s]` lists the basic symbols whose rows *may* contain `s` (a superset: stale entries
///   are skipped by a membership check and compacted away), `info[s].columnCount` the exact number.
/// - `objective.costs[s * levelCount + k]` is the objective coefficient of `s` in slot `k`; the
///   slots in priority order are `objective.order`. Comparing these vectors lexicographically in
///   that order is what makes priorities exact: no weight of a lower level can outweigh a higher one.
///
/// The operations, one job per file: symbols, the column index, rows and pivots here; the
/// objective and reading values in `Tableau+Objective.swift`; the definition layer in
/// `Tableau+Definitions.swift` and its values in `Tableau+DefinedValues.swift`; adding in
/// `Tableau+Constraints.swift`, removing in `Tableau+Removing.swift`, replacing and redefining
/// in `Tableau+Replacing.swift` and `Tableau+Redefining.swift`, edit variables in
/// `Tableau+EditVariables.swift`; the simplex in `Tableau+Simplex.swift` and
/// `Tableau+Feasibility.swift`; the check after every operation in `Tableau+Verification.swift`
/// and `Tableau+Reinversion.swift`; conflicts and analysis in `Tableau+Conflicts.swift` and
/// `Tableau+Analysis.swift`; the consistency checks the tests run in `Tableau+Invariants.swift`.
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
    /// A new row's subject variable has a coefficient at least this fraction of the row's
    /// largest variable coefficient (threshold pivoting).
    static let subjectThreshold = 0.1

    // MARK: Symbols

    /// Per-symbol facts (kind, basic/defined flags, counts, marks), one record per symbol so
    /// that growing the tableau appends to one array and a symbol's facts share a cache line.
    var info: [SymbolInfo] = []
    /// The colder per-symbol facts (owner, error strength and weight, variable users).
    var details: [SymbolDetails] = []
    /// Scratch coefficient per symbol while rows are built and definitions expanded (zero at
    /// rest), apart from `info` so that those loops touch 8 bytes per symbol.
    var accumulators: [Double] = []
    /// The row of each basic symbol, or the definition of each defined one (empty otherwise).
    var rows: [Row] = []
    /// Every symbol's value, 8 bytes per symbol so that reading a whole layout touches one small
    /// array: a defined symbol's propagated value, a basic one's row constant (a copy every write
    /// of a row constant keeps in step: ``storeRow(_:for:)``, ``setRowConstant(_:to:)``), 0
    /// otherwise. A basic symbol once held a mark here that sent the read to its row; at 10 000
    /// views that second load was half of reading a layout (W2: 120 -> 63 us).
    var values: [Double] = []
    /// For each symbol, the basic symbols whose rows may contain it.
    var columns: [[Symbol]] = []
    /// For external symbols, the user's variable; ``Tableau/noVariable`` for the others (read
    /// through ``variable(of:)``). Not an optional: `Variable?` takes 24 bytes a symbol, this 16.
    var variables: [Variable] = []
    /// Indices released for reuse, so long runs of add/remove keep memory flat.
    var freeSymbols: [Symbol] = []

    /// The lexicographic objective: one cost per priority level per symbol.
    var objective = Objective()
    /// The definition layer: required equalities kept out of the rows.
    var definitions = DefinitionLayer()
    /// What one operation uses while it runs: the phase-one row, queues, buffers, marks.
    var work = WorkSpace()

    // MARK: Constraints and variables

    /// Every constraint in the tableau, by constraint id.
    var records = RecordTable()
    /// The external symbol of each variable, by variable id.
    var symbolOfVariable = IdentityIndex()
    /// Edit variables: the slot in `editRecords` of each edit variable, by variable id.
    var editSlots = IdentityIndex()
    /// Edit records by slot (nil for a free slot).
    var editRecords: [EditRecord?] = []
    /// The last insertion sequence number handed out.
    var sequenceCounter = 0
    /// What the tableau had to do beyond ordinary pivots, counted since it was made: budgets
    /// spent (see ``pivotBudget``), noise cycles settled, repairs, reinversions.
    var health = SolverHealth()
    /// A fixed pivot budget instead of the computed one (tests of the budget itself).
    var pivotBudgetOverride: Int? = nil
    /// A fixed dual pivot budget instead of ``dualPivotBudget`` (tests of the phase-one hand-over).
    var dualPivotBudgetOverride: Int? = nil
    /// For each external symbol, the required constraints in the rows that mention it (ids and
    /// markers), so an operation checks only the constraints whose variables it moved.
    var requiredUsers: [[RequiredUser]] = []
    /// True while the tableau is being rebuilt (operations are not verified one by one).
    var isRebuilding = false

    /// Every symbol ever made (released ones included), in index order.
    var allSymbols: LazyMapSequence<Range<Int>, Symbol> { (0..<info.count).lazy.map(Symbol.init) }

    /// Number of symbols ever made (released ones included).
    @inline(__always) var symbolCount: Int { info.count }

    /// Number of cost slots per symbol (levels in use, kept idle, and free).
    @inline(__always) var levelCount: Int { objective.levels.count }

    // MARK: Symbol lifetime

    /// A new symbol of the given kind, reusing a released index when there is one.
    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = 0) -> Symbol {
        if let symbol = freeSymbols.popLast() {
            info[symbol].kind = kind
            details[symbol].owner = owner
            return symbol
        }
        let symbol = Symbol(info.count)
        // A fresh solver's tables start with room for a small system: grown by doubling from
        // empty, each of the ten was reallocated six times on the way to W1's 240 symbols (from
        // 64, twice: 0.5% of a W1 build); a screen's layout is about that size.
        if info.capacity == 0 { reserveCapacity(symbols: Tableau.initialSymbolCapacity, constraints: 0) }
        info.append(SymbolInfo(kind: kind))
        details.append(SymbolDetails(owner: owner))
        accumulators.append(0)
        rows.append(Row())
        values.append(0)
        columns.append([])
        variables.append(Tableau.noVariable)
        requiredUsers.append([])
        definitions.dependents.appendSymbol()
        for _ in 0..<levelCount { objective.costs.append(0) }
        return symbol
    }

    /// What `variables` holds for a symbol that stands for no variable (identities start at 1).
    static let noVariable = Variable(id: 0, nameNumber: 0)

    /// The user's variable of an external symbol (nil for the other kinds).
    @inline(__always)
    func variable(of symbol: Symbol) -> Variable? {
        let variable = variables[symbol]
        return variable.id == 0 ? nil : variable
    }

    /// How many symbols a fresh tableau makes room for at its first symbol.
    static let initialSymbolCapacity = 256

    /// Room for `symbols` symbols in every per-symbol table and `constraints` records.
    mutating func reserveCapacity(symbols: Int, constraints: Int) {
        info.reserveCapacity(symbols)
        details.reserveCapacity(symbols)
        accumulators.reserveCapacity(symbols)
        rows.reserveCapacity(symbols)
        values.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        variables.reserveCapacity(symbols)
        requiredUsers.reserveCapacity(symbols)
        definitions.dependents.reserveCapacity(symbols)
        objective.costs.reserveCapacity(symbols * max(1, levelCount))
        records.reserveCapacity(constraints)
    }

    /// Returns a symbol that appears nowhere any more to the free list.
    mutating func releaseSymbol(_ symbol: Symbol) {
        // The dirty flag and visit mark stay: the symbol may still sit in the dirty queue.
        var fresh = SymbolInfo(kind: .unused)
        fresh.isDirty = info[symbol].isDirty
        fresh.stamp = info[symbol].stamp
        info[symbol] = fresh
        details[symbol] = SymbolDetails(owner: 0)
        definitions.dependents.removeAll(of: symbol)
        rows[symbol] = Row()
        values[symbol.index] = 0
        variables[symbol] = Tableau.noVariable
        columns[symbol].removeAll()
        requiredUsers[symbol.index].removeAll()
        let base = symbol.index * levelCount
        for k in 0..<levelCount { objective.costs[base + k] = 0 }
        freeSymbols.append(symbol)
    }

    // MARK: Column index

    /// Records that row `row` now contains `symbol`.
    @inline(__always)
    mutating func noteAdded(_ symbol: Symbol, inRow row: Symbol) {
        noteAdded(CollectionOfOne(symbol), inRow: row)
    }

    /// Records that row `row` now contains each of `symbols`: ``noteAdded(_:inRow:)`` for a
    /// batch, with `columns` and `info` reached through one buffer each (per symbol, the two
    /// uniqueness checks of reaching them were a tenth of a dense build), and the columns that
    /// outgrew their count compacted after the batch.
    @inline(__always)
    mutating func noteAdded<S: Sequence>(_ symbols: S, inRow row: Symbol) where S.Element == Symbol {
        var overgrown: [Symbol] = []
        columns.withUnsafeMutableBufferPointer { columns in
            info.withUnsafeMutableBufferPointer { info in
                for symbol in symbols {
                    let index = symbol.index
                    if columns[index].capacity == 0 { columns[index].reserveCapacity(Tableau.initialColumnCapacity(symbolCount: info.count)) }
                    columns[index].append(row)
                    info[index].columnCount &+= 1
                    if columns[index].count > 2 * Int(info[index].columnCount) + 16 { overgrown.append(symbol) }
                }
            }
        }
        for symbol in overgrown { compactColumn(symbol) }
    }

    /// The capacity a column gets at its first entry. In a small tableau, 16: a dense system's
    /// symbols sit in a dozen rows or more (started at 4, columns were regrown 384 times per W1
    /// build, at 8 W1's build took 1.5% more instructions, at 16 250 regrowths). From
    /// ``largeTableauSymbols`` symbols on, 4: there a symbol sits in the rows of its few
    /// neighbours, the odd long column regrows a handful of times, and 16 slots for each of
    /// W2-10000's 100 000 symbols held 1.3 MB that nothing used (same build time at 4).
    @inline(__always)
    static func initialColumnCapacity(symbolCount: Int) -> Int { symbolCount < largeTableauSymbols ? 16 : 4 }

    /// How many symbols make a tableau large enough that its columns start small.
    static let largeTableauSymbols = 4096

    /// Drops stale and repeated entries from a column, in place (its buffer keeps its room: a
    /// fresh array per compaction was an allocation and a release each time).
    mutating func compactColumn(_ symbol: Symbol) {
        work.epoch &+= 1
        let mark = work.epoch
        var column: [Symbol] = []
        swap(&column, &columns[symbol])
        var kept = 0
        for position in column.indices {
            let row = column[position]
            if info[row].isBasic, info[row].stamp != mark, rows[row].contains(symbol) {
                info[row].stamp = mark
                column[kept] = row
                kept += 1
            }
        }
        column.removeLast(column.count - kept)
        swap(&column, &columns[symbol])
    }

    /// The rows that contain `symbol`, each once.
    mutating func rowsContaining(_ symbol: Symbol) -> [Symbol] {
        work.epoch &+= 1
        let mark = work.epoch
        var result: [Symbol] = []
        for row in columns[symbol] {
            if info[row].isBasic, info[row].stamp != mark, rows[row].contains(symbol) {
                info[row].stamp = mark
                result.append(row)
            }
        }
        return result
    }

    // MARK: Rows

    /// Makes `row` the row of `symbol` and indexes its cells.
    mutating func installRow(_ row: Row, for symbol: Symbol) {
        rows[symbol] = row
        info[symbol].isBasic = true
        values[symbol.index] = row.constant
        work.moved.append(symbol)
        work.rowsMoved = true
        noteAdded(row.cells.lazy.map(\.symbol), inRow: symbol)
        if info[symbol].dependentCount != 0 { definitions.changed.append(symbol) }
    }

    /// Puts back the changed row of a symbol that stays basic, its value with it.
    @inline(__always)
    mutating func storeRow(_ row: Row, for basic: Symbol) {
        values[basic.index] = row.constant
        rows[basic] = row
    }

    /// Sets the constant of a basic symbol's row, and so its value.
    @inline(__always)
    mutating func setRowConstant(_ basic: Symbol, to constant: Double) {
        rows[basic].constant = constant
        values[basic.index] = constant
    }

    /// Adds to the constant of a basic symbol's row, and so to its value.
    @inline(__always)
    mutating func shiftRowConstant(_ basic: Symbol, by amount: Double) {
        rows[basic].constant += amount
        values[basic.index] = rows[basic].constant
    }

    /// Removes and returns the row of basic `symbol`, which becomes non-basic.
    mutating func takeRow(_ symbol: Symbol) -> Row {
        var row = Row()
        swap(&row, &rows[symbol])
        info[symbol].isBasic = false
        values[symbol.index] = 0
        work.moved.append(symbol)
        work.rowsMoved = true
        for cell in row.cells { info[cell.symbol].columnCount &-= 1 }
        if info[symbol].dependentCount != 0 { definitions.changed.append(symbol) }
        return row
    }

    /// Replaces `symbol` by `definition` in the row of `basic`, where it has the cell at `index`.
    /// One linear merge; cells that cancel are dropped and the column index follows.
    ///
    /// The merge writes through buffer pointers into `scratch` (kept at least as long as any
    /// merge needs), then copies the result back into the row's own buffer: no allocation in the
    /// steady state and no per-cell growth or uniqueness check. The row is edited where it lies
    /// (the rows, the symbol facts and the scratch each reached through one buffer): taking it
    /// out and putting it back cost a uniqueness check and a reference count each way, and a
    /// W1 build makes this merge 520 times.
    mutating func substitute(_ symbol: Symbol, at index: Int, inRowOf basic: Symbol, by definition: Row) {
        let b = definition.cells
        info[symbol].columnCount &-= 1
        if definition.constant != 0, info[basic].dependentCount != 0 { definitions.changed.append(basic) }
        let targetCount = rows[basic].cells.count
        if b.count &* 16 < targetCount {
            var target = Row()
            swap(&target, &rows[basic])
            let factor = target.cells[index].coefficient
            target.constant += factor * definition.constant
            let added = substituteSparsely(at: index, in: &target, factor: factor, definition: definition)
            storeRow(target, for: basic)
            // Indexed only now: compaction checks membership against the stored row (and stamps
            // only basic symbols, never these).
            withUnsafeTemporaryAllocation(of: Symbol.self, capacity: max(b.count, 1)) { stamped in
                var count = 0
                for cell in b where info[cell.symbol].stamp == added {
                    stamped.initializeElement(at: count, to: cell.symbol)
                    count += 1
                }
                noteAdded(UnsafeBufferPointer(rebasing: stamped[0..<count]), inRow: basic)
            }
            return
        }
        let needed = targetCount + b.count
        var output: [Cell] = []
        swap(&output, &work.mergeBuffer)
        if output.count < needed {
            output.append(contentsOf: repeatElement(Cell(symbol: Symbol(0), coefficient: 0), count: max(needed, 2 * output.count) - output.count))
        }
        var written = 0
        var addedCount = 0
        var constant = 0.0
        withUnsafeTemporaryAllocation(of: Symbol.self, capacity: max(b.count, 1)) { added in
            rows.withUnsafeMutableBufferPointer { rows in
                info.withUnsafeMutableBufferPointer { info in
                    output.withUnsafeMutableBufferPointer { out in
                        let factor = rows[basic.index].cells[index].coefficient
                        rows[basic.index].constant += factor * definition.constant
                        constant = rows[basic.index].constant
                        rows[basic.index].cells.withUnsafeBufferPointer { a in
                            b.withUnsafeBufferPointer { b in
                                var i = 0
                                var j = 0
                                let aCount = a.count
                                let bCount = b.count
                                // The substituted cell (at `index`) is skipped where the row's cells are
                                // taken alone: the definition of a symbol never contains it, so no
                                // other branch meets it.
                                while i < aCount && j < bCount {
                                    let left = a[i].symbol
                                    let right = b[j].symbol
                                    if left < right {
                                        if i != index { out[written] = a[i]; written += 1 }
                                        i += 1
                                    } else if right < left {
                                        let value = factor * b[j].coefficient
                                        if !Row.nearZero(value) {
                                            out[written] = Cell(symbol: right, coefficient: value)
                                            written += 1
                                            added.initializeElement(at: addedCount, to: right)
                                            addedCount += 1
                                        }
                                        j += 1
                                    } else {
                                        let value = a[i].coefficient + factor * b[j].coefficient
                                        if Row.nearZero(value) {
                                            info[left.index].columnCount &-= 1
                                        } else {
                                            out[written] = Cell(symbol: left, coefficient: value)
                                            written += 1
                                        }
                                        i += 1
                                        j += 1
                                    }
                                }
                                while i < aCount {
                                    if i != index { out[written] = a[i]; written += 1 }
                                    i += 1
                                }
                                while j < bCount {
                                    let value = factor * b[j].coefficient
                                    if !Row.nearZero(value) {
                                        out[written] = Cell(symbol: b[j].symbol, coefficient: value)
                                        written += 1
                                        added.initializeElement(at: addedCount, to: b[j].symbol)
                                        addedCount += 1
                                    }
                                    j += 1
                                }
                            }
                        }
                        // One replacement of the whole row (emptying it and appending were two
                        // passes through the standard library's range replacement).
                        rows[basic.index].cells.replaceSubrange(0..<targetCount, with: UnsafeBufferPointer(rebasing: out[0..<written]))
                    }
                }
            }
            swap(&output, &work.mergeBuffer)
            values[basic.index] = constant
            // Indexed only now: compaction checks membership against the stored row.
            noteAdded(UnsafeBufferPointer(rebasing: added[0..<addedCount]), inRow: basic)
        }
    }

    /// The substitution of a short definition into a long row: a binary search per cell of the
    /// definition, then one pass that moves each stretch of the row between changes straight to
    /// its final place, where a merge would copy the whole row twice and shifting the tail once
    /// per inserted or dropped cell moved it several times (a scroll view's content height holds
    /// every view of a long stack; a re-attached link changes a handful of its cells next to each
    /// other). Returns the fresh epoch the added cells' symbols are stamped with.
    mutating func substituteSparsely(at index: Int, in target: inout Row, factor: Double, definition: Row) -> UInt32 {
        work.epoch &+= 1
        let mark = work.epoch
        let removed = target.cells[index].symbol
        var edits = work.sparseEdits
        work.sparseEdits = []
        edits.removeAll(keepingCapacity: true)
        // Edits by position in the row as it is: the substituted cell goes; a definition cell
        // updates its symbol's cell in place, drops it when they cancel, or is inserted before
        // the cell at its search position. Both lists are sorted, so the positions ascend.
        var removalDone = false
        for cell in definition.cells {
            let value = factor * cell.coefficient
            let position = target.search(cell.symbol)
            if position >= 0, cell.symbol != removed {
                let sum = target.cells[position].coefficient + value
                if Row.nearZero(sum) {
                    if !removalDone, index < position { edits.append(.removal(index)); removalDone = true }
                    edits.append(.removal(position))
                    info[cell.symbol].columnCount &-= 1
                } else {
                    target.cells[position].coefficient = sum
                }
            } else if !Row.nearZero(value) {
                let before = position >= 0 ? position : -position - 1
                if !removalDone, index < before { edits.append(.removal(index)); removalDone = true }
                edits.append(.insertion(before, Cell(symbol: cell.symbol, coefficient: value)))
                info[cell.symbol].stamp = mark
            }
        }
        if !removalDone { edits.append(.removal(index)) }
        target.cells.applyInPlace(edits)
        work.sparseEdits = edits
        return mark
    }

    /// Replaces `symbol` by `definition` in every row, the objective and the phase-one objective.
    /// Rows of restricted symbols whose constant turns negative are queued as infeasible.
    mutating func substitute(_ symbol: Symbol, by definition: Row) {
        // The merge relies on it: a row solved for a symbol no longer holds it.
        assert(!definition.contains(symbol), "a definition of \(symbol) that contains it")
        var list: [Symbol] = []
        swap(&list, &columns[symbol])
        for basic in list {
            guard info[basic].isBasic else { continue }
            let index = rows[basic].search(symbol)
            guard index >= 0 else { continue }
            substitute(symbol, at: index, inRowOf: basic, by: definition)
            work.moved.append(basic)
            work.rowsMoved = true
            let kind = info[basic].kind
            if kind != .external, kind != .dummy, rows[basic].constant < 0 {
                if rows[basic].constant > -Tableau.feasibilityTolerance {
                    setRowConstant(basic, to: 0)
                } else {
                    work.infeasible.append(basic)
                }
            }
        }
        list.removeAll(keepingCapacity: true)
        if columns[symbol].isEmpty { swap(&list, &columns[symbol]) }
        substituteInObjective(symbol, by: definition)
        if var phaseOne = work.artificial {
            work.artificial = nil  // so the row below is uniquely referenced and edited in place
            let coefficient = phaseOne.remove(symbol)
            if coefficient != 0 { phaseOne.insert(definition, times: coefficient) }
            work.artificial = phaseOne
        }
    }

    /// Makes `entering` basic in the row of `leaving`, which becomes non-basic.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        installRow(row, for: entering)
        if work.recordingPivots { work.pivotLog.append((entering, leaving)) }
    }
}
