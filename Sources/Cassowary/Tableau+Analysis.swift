// Analysis for diagnostics: is a variable's value fixed by the constraints at their priorities,
// and which constraints does it rest on.
//
// At the optimum, the solutions that are exactly as good as the current one (at every level)
// form the optimal face: every non-basic symbol whose cost vector is lexicographically positive
// must stay at zero (moving it would worsen some level), dummies stay at zero, and the others
// are free within the rows' limits. A variable is determined when it takes one value on the
// whole face. The test is exact: the variable's expression over non-basic symbols is checked for
// free symbols, and when there are some, a copy of the tableau with the face pinned maximises
// and minimises the variable (a degenerate vertex can block a symbol that looks free).

extension Tableau {
    /// The variable's value as an expression over non-basic simplex symbols (definitions
    /// expanded, basic symbols replaced by their rows).
    mutating func canonicalExpression(of symbol: Symbol) -> Row {
        var constant = 0.0
        accumulateExpanded([(symbol, 1)], constant: &constant)
        return drainAccumulator(constant: constant)
    }

    /// What `canonicalExpression` gives for terms, as cells, with the tableau only read: the
    /// expansion's marks and sums live in arrays of its own. (Expanding in a copy of the
    /// tableau made the copy's first write copy whole per-symbol arrays; for a diagnosis of a
    /// 10 000-view chain that was a fifth of its cache misses.) Nil while the topological
    /// order awaits a rebuild, which only a mutation can make.
    func expandedReadOnly(_ terms: [(symbol: Symbol, coefficient: Double)], constant: inout Double) -> [Cell]? {
        if !definitions.orderIsValid, terms.contains(where: { info[$0.symbol].isDefined }) { return nil }
        var sums = [Double](repeating: 0, count: symbolCount)
        var reached = [Bool](repeating: false, count: symbolCount)
        var touched: [Symbol] = []
        var heap = TopologicalHeap(highestFirst: true)
        // The same steps as `accumulateExpanded`: a defined symbol is expanded once, with the
        // sum of what reaches it, after everything that depends on it; a basic one is replaced
        // by its row; a touched core sum never rests at zero, so it is listed once.
        var pending = terms
        while true {
            for (symbol, coefficient) in pending {
                if info[symbol].isDefined {
                    if !reached[symbol] {
                        reached[symbol] = true
                        heap.push(symbol, at: info[symbol].topologicalIndex)
                    }
                    sums[symbol] += coefficient
                } else if info[symbol].isBasic {
                    let row = rows[symbol]
                    constant += coefficient * row.constant
                    for cell in row.cells {
                        if sums[cell.symbol] == 0 { touched.append(cell.symbol) }
                        sums[cell.symbol] += coefficient * cell.coefficient
                        if sums[cell.symbol] == 0 { sums[cell.symbol] = .leastNonzeroMagnitude }
                    }
                } else {
                    if sums[symbol] == 0 { touched.append(symbol) }
                    sums[symbol] += coefficient
                    if sums[symbol] == 0 { sums[symbol] = .leastNonzeroMagnitude }
                }
            }
            pending.removeAll(keepingCapacity: true)
            guard let symbol = heap.popFirst() else { break }
            let factor = sums[symbol]
            if factor == 0 { continue }
            let row = rows[symbol]
            constant += factor * row.constant
            for cell in row.cells { pending.append((cell.symbol, factor * cell.coefficient)) }
        }
        touched.sort()
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched where !Row.nearZero(sums[symbol]) { cells.append(Cell(symbol: symbol, coefficient: sums[symbol])) }
        return cells
    }

    /// True when moving `symbol` away from zero would keep every level at its optimum.
    func isFreeOnOptimalFace(_ symbol: Symbol) -> Bool {
        let kind = info[symbol].kind
        if kind == .dummy || kind == .unused { return false }
        return costSign(symbol) == 0
    }

    /// The restricted symbols that look free (zero cost) but cannot move on the optimal face
    /// because a degenerate row blocks them: a restricted basic row at zero whose only free
    /// symbol has a negative coefficient (raising it would make the row negative). Locking one
    /// can block another, so this goes on until nothing changes. Sound but not complete: what
    /// it misses, the LP in ``Solver/ambiguity(of:reach:)`` decides.
    ///
    /// This is the common case of a label held at its intrinsic size: hugging's slack has no
    /// cost, and compression resistance's row blocks it.
    ///
    /// A worklist: when a symbol is blocked, only the rows that hold it can newly have a single
    /// free symbol, so only those are looked at again (passes over every row until nothing
    /// changed were quadratic in a layout with many degenerate rows). Blocking only ever takes
    /// free symbols away from rows, so the order rows are looked at does not change the result.
    func blockedFreeSymbols() -> Set<Symbol> {
        // Per symbol, flags read in the inner loop (a set's hashing and the cost comparison
        // of `isFreeOnOptimalFace` were most of a probe's set-up): bit 0 known, bit 1 free,
        // bit 2 blocked, bit 3 queued.
        var flags = [UInt8](repeating: 0, count: info.count)
        var queue: [Symbol] = []
        for basic in allSymbols where isDegenerateRestrictedRow(basic) {
            queue.append(basic)
            flags[basic.index] |= 8
        }
        var blocked = Set<Symbol>()
        while let basic = queue.popLast() {
            flags[basic.index] &= ~8
            var onlyFree: Symbol? = nil
            var count = 0
            for cell in rows[basic].cells {
                let index = cell.symbol.index
                if flags[index] & 1 == 0 { flags[index] |= isFreeOnOptimalFace(cell.symbol) ? 3 : 1 }
                guard flags[index] & 6 == 2 else { continue }
                count += 1
                onlyFree = cell.symbol
                if count > 1 { break }
            }
            guard count == 1, let onlyFree, info[onlyFree].kind != .external, rows[basic].coefficient(of: onlyFree) < 0 else { continue }
            flags[onlyFree.index] |= 4
            blocked.insert(onlyFree)
            for row in columns[onlyFree] where flags[row.index] & 8 == 0 && isDegenerateRestrictedRow(row) {
                queue.append(row)
                flags[row.index] |= 8
            }
        }
        return blocked
    }

    /// True for a basic slack or error row at zero: one that blocks its only free symbol.
    private func isDegenerateRestrictedRow(_ basic: Symbol) -> Bool {
        guard info[basic].isBasic else { return false }
        let kind = info[basic].kind
        return (kind == .slack || kind == .error) && rows[basic].constant < Tableau.feasibilityTolerance
    }

    /// Pins every non-basic symbol that must stay at zero on the optimal face.
    mutating func freezeOutsideOptimalFace() {
        for symbol in allSymbols where !info[symbol].isBasic && !info[symbol].isDefined {
            info[symbol].isFrozen = !isFreeOnOptimalFace(symbol)
        }
    }

    /// Moves the solution along the optimal face to push `expression` up (or down) by at most
    /// `reach`. Returns the new value of the expression; the tableau then holds the witness.
    mutating func push(_ expression: Row, up: Bool, reach: Double) -> Double {
        let start = expression.constant
        // A bounding row keeps the push finite, so the witness is a readable, nearby solution
        // rather than a ray: up, `s = start + reach − expression ≥ 0`; down,
        // `s = expression − start + reach ≥ 0`.
        var bound = expression
        bound.constant = up ? -reach : reach
        let slack = makeSymbol(.slack)
        bound.insert(slack, up ? 1 : -1)
        bound.solve(for: slack)
        installRow(bound, for: slack)
        var target = expression
        if up { target.negate() }
        work.artificial = target
        optimizeArtificial()
        let reached = up ? -(work.artificial?.constant ?? -start) : (work.artificial?.constant ?? start)
        work.artificial = nil
        refreshDefinedValues()
        return reached
    }
}

/// Two solutions that satisfy every constraint exactly as well as each other (at every priority
/// level) yet give a variable (or an expression) different values.
package struct Ambiguity: Sendable {
    /// The variable that can move (for an expression, its first variable).
    package let variable: Variable
    /// A solution with the value lower.
    package let low: Solver
    /// A solution with the value higher.
    package let high: Solver
    /// The optional constraints whose errors can trade against each other along the free
    /// direction: a tie between equal priorities. Empty when the cause is missing constraints.
    package let tiedConstraints: [Constraint]
}

extension Solver {
    /// Whether the variable is determined by the constraints at their priorities; when it is
    /// not, two equally good solutions that differ in it by up to `reach` either way.
    /// A variable the solver never saw is not determined (nothing holds it).
    package func ambiguity(of variable: Variable, reach: Double = 10) -> Ambiguity? {
        ambiguity(of: Expression(variable), reach: reach)
    }

    /// Whether an expression over variables (a relative position, a distance) is determined.
    package func ambiguity(of expression: Expression, reach: Double = 10) -> Ambiguity? {
        ambiguity(of: expression, reach: reach, blocked: nil)
    }

    /// True when the variable is determined: `ambiguity(of:reach:) == nil`, without building
    /// the witness solutions a caller that only wants the answer drops.
    package func isDetermined(_ variable: Variable, reach: Double = 10) -> Bool {
        isDetermined(Expression(variable), reach: reach, blocked: nil)
    }

    /// Whether an expression is determined: the answer of ``ambiguity(of:reach:blocked:)``
    /// without its witness solutions and ties, for callers that only need the answer (a
    /// result's scroll views, a diagnosis's containers). Stops at the first direction the
    /// expression moves in.
    func isDetermined(_ expression: Expression, reach: Double, blocked known: Set<Symbol>?) -> Bool {
        switch freeDirection(of: expression, blocked: known) {
        case .determined: return true
        case .unknownVariable: return false
        case .free(let scratch, let row, _):
            let start = row.constant
            let tolerance = 1e-6 * max(1, abs(start))
            var upper = scratch
            if upper.push(row, up: true, reach: reach) - start > tolerance { return false }
            var lower = scratch
            return !(start - lower.push(row, up: false, reach: reach) > tolerance)
        }
    }

    /// What the two tests share: the expression as a row over the tableau's parameters, and
    /// whether any of them can move on the optimal face (the scratch tableau then frozen
    /// outside that face, ready to be pushed).
    private enum Direction {
        /// Nothing in the expression can move.
        case determined
        /// A variable the solver never saw (free: nothing holds it).
        case unknownVariable(Variable)
        /// Free parameters in the row: the frozen scratch tableau, the row, the free cells.
        case free(Tableau, Row, [Cell])
    }

    /// See ``Direction``.
    private func freeDirection(of expression: Expression, blocked known: Set<Symbol>?) -> Direction {
        var scratch = tableau
        var terms: [(symbol: Symbol, coefficient: Double)] = []
        for term in expression.terms {
            guard let symbol = scratch.symbolOfVariable.symbol(for: term.variable.id) else { return .unknownVariable(term.variable) }
            terms.append((symbol, term.coefficient))
        }
        var constant = expression.constant
        scratch.accumulateExpanded(terms, constant: &constant)
        let row = scratch.drainAccumulator(constant: constant)
        guard row.cells.contains(where: { scratch.isFreeOnOptimalFace($0.symbol) }) else { return .determined }
        let blocked = known ?? scratch.blockedFreeSymbols()
        let free = row.cells.filter { scratch.isFreeOnOptimalFace($0.symbol) && !blocked.contains($0.symbol) }
        guard !free.isEmpty else { return .determined }
        scratch.freezeOutsideOptimalFace()
        for symbol in blocked { scratch.info[symbol].isFrozen = true }
        return .free(scratch, row, free)
    }

    /// The test, with the blocked symbols already known (an ``AmbiguityProbe`` computes them once).
    func ambiguity(of expression: Expression, reach: Double, blocked known: Set<Symbol>?) -> Ambiguity? {
        let first = expression.terms.first?.variable ?? Variable("constant")
        let (scratch, row, free): (Tableau, Row, [Cell])
        switch freeDirection(of: expression, blocked: known) {
        case .determined: return nil
        case .unknownVariable(let variable): return Ambiguity(variable: variable, low: self, high: self, tiedConstraints: [])
        case .free(let tableau, let freeRow, let cells): (scratch, row, free) = (tableau, freeRow, cells)
        }
        let start = row.constant
        var upper = scratch
        let high = upper.push(row, up: true, reach: reach)
        var lower = scratch
        let low = lower.push(row, up: false, reach: reach)
        let tolerance = 1e-6 * max(1, abs(start))
        guard high - start > tolerance || start - low > tolerance else { return nil }
        // Optional constraints whose errors move along the free direction trade them at equal
        // cost: a tie. Their error symbols are free themselves, or basic with a free symbol in
        // their row.
        var tied: [Constraint] = []
        var seen = Set<Int>()
        func note(_ symbol: Symbol) {
            let owner = scratch.details[symbol].owner
            if seen.insert(owner).inserted, let record = scratch.records[owner] { tied.append(record.constraint) }
        }
        let freeSymbols = Set(free.map(\.symbol))
        for symbol in freeSymbols where scratch.info[symbol].kind == .error { note(symbol) }
        for symbol in scratch.allSymbols where scratch.info[symbol].isBasic && scratch.info[symbol].kind == .error {
            if scratch.rows[symbol].cells.contains(where: { freeSymbols.contains($0.symbol) }) { note(symbol) }
        }
        tied.sort { $0.id < $1.id }
        return Ambiguity(variable: first, low: Solver(tableau: lower), high: Solver(tableau: upper), tiedConstraints: tied)
    }

    /// The constraints the variable's current value rests on: those whose markers or errors
    /// appear in its expression over the non-basic simplex symbols, in the order they were added.
    package func dependencies(of variable: Variable) -> [Constraint] {
        dependencies(of: Expression(variable))
    }

    /// The constraints an expression's current value rests on (see `dependencies(of:)`).
    package func dependencies(of expression: Expression) -> [Constraint] {
        var found: [(sequence: Int, constraint: Constraint)] = []
        for owner in dependencyOwners(of: expression) {
            if let record = tableau.records[owner] { found.append((record.sequence, record.constraint)) }
        }
        found.sort { $0.sequence < $1.sequence }
        return found.map(\.constraint)
    }

    /// The ids of the constraints an expression's current value rests on (those of
    /// `dependencies(of:)`, in no particular order), without copying the constraints: for a
    /// caller that only compares them (each copy of a long chain's constraints retained them,
    /// a cache miss apiece at 10 000 views).
    package func dependencyIDs(of expression: Expression) -> [Int] {
        dependencyOwners(of: expression).filter { tableau.records.contains($0) }
    }

    /// The owners (constraint ids) of the markers and errors in an expression's expansion over
    /// the non-basic simplex symbols, sorted and without repeats.
    private func dependencyOwners(of expression: Expression) -> [Int] {
        var terms: [(symbol: Symbol, coefficient: Double)] = []
        for term in expression.terms {
            guard let symbol = tableau.symbolOfVariable.symbol(for: term.variable.id) else { continue }
            terms.append((symbol, term.coefficient))
        }
        var constant = expression.constant
        let cells: [Cell]
        if let expanded = tableau.expandedReadOnly(terms, constant: &constant) {
            cells = expanded
        } else {
            // The topological order awaits a rebuild, which only a mutation can make.
            var scratch = tableau
            scratch.accumulateExpanded(terms, constant: &constant)
            cells = scratch.drainAccumulator(constant: constant).cells
        }
        // Owners sorted and made unique as plain numbers: an expression over a long chain names
        // thousands of constraints.
        var owners: [Int] = []
        owners.reserveCapacity(cells.count)
        for cell in cells where tableau.details[cell.symbol].owner != 0 { owners.append(tableau.details[cell.symbol].owner) }
        owners.sort()
        var unique: [Int] = []
        unique.reserveCapacity(owners.count)
        for owner in owners where owner != unique.last { unique.append(owner) }
        return unique
    }

    /// A solver over an existing tableau (for witnesses).
    init(tableau: Tableau) {
        self.tableau = tableau
    }
}
