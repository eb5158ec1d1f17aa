// Adding constraints: a required equality that defines a fresh variable goes to the definition
// layer; any other constraint becomes a row (with a subject chosen, or through a phase-one
// artificial variable), then the objective is optimized. Every addition either completes or
// leaves the tableau as it was. Removing: `Tableau+Removing.swift`; edit variables:
// `Tableau+EditVariables.swift`.

extension Tableau {
    // MARK: Adding

    /// Adds a constraint and re-optimises, then checks that the required constraints it moved
    /// still hold (``verifyOperation()``).
    /// - Throws: `.nonFinite`, `.duplicateConstraint`, `.unsatisfiable` with a minimal conflict,
    ///   or `.numericalFailure`; the tableau is unchanged (or rebuilt as it was) after any of them.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        work.moved.removeAll(keepingCapacity: true)
        work.rowsMoved = false
        try addUnverified(constraint)
        guard verifyOperation() else {
            var input = rebuildInput
            input.constraints.removeAll { $0.id == constraint.id }
            throw .numericalFailure(constraints: restore(input.constraints, edits: input.edits))
        }
    }

    /// ``add(_:)`` without the check of the constraints it moved.
    mutating func addUnverified(_ constraint: Constraint) throws(SolverError) {
        guard constraint.isFinite else { throw .nonFinite(constraint) }
        guard records[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        let required = constraint.strength.isRequired
        let id = constraint.id
        // The terms and the symbols made for new variables live in the work space's buffers,
        // taken out for the add and put back (with their room) however it ends: two arrays
        // made and freed per add were 6.5% of W2-10000's build in instructions. (A retry of the
        // add, nested inside it, finds them empty and makes its own.)
        var created = work.createdSymbols
        var terms = work.symbolTerms
        work.createdSymbols = []
        work.symbolTerms = []
        defer {
            created.removeAll(keepingCapacity: true)
            terms.removeAll(keepingCapacity: true)
            work.createdSymbols = created
            work.symbolTerms = terms
        }
        fillSymbolTerms(of: constraint, into: &terms, created: &created)

        // An equality that can define a fresh variable stays out of the rows: a required one
        // with its dummy marker, an optional one with its two errors, which stay non-basic at
        // zero (their costs are positive) until a row that mentions the variable moves them.
        // (A hidden stack view's placement `v.top == previous.bottom + g/2 @50` is one: in the
        // rows it would spell out the whole chain above it.)
        if constraint.relation == .equal, required || (!work.keepsOptionalInRows && terms.contains { info[$0.symbol].isDefined }),
           let subject = definitionSubject(terms) {
            if required {
                let marker = makeSymbol(.dummy, owner: id)
                installDefinition(of: subject, terms: terms, constant: constraint.expression.constant, marker: marker)
                commit(constraint, terms: terms, marker: marker, other: nil, defines: subject)
            } else {
                let plus = makeError(of: constraint)
                let minus = makeError(of: constraint)
                installDefinition(of: subject, terms: terms + [(plus, -1), (minus, 1)],
                                  constant: constraint.expression.constant, marker: nil)
                commit(constraint, terms: terms, marker: plus, other: minus, defines: subject)
                chargeErrors(plus, minus, of: constraint)
            }
            refreshDefinedValues()
            return
        }

        // The expression over symbols, with defined and basic variables expanded.
        var constant = constraint.expression.constant
        accumulateExpanded(terms, constant: &constant)
        var row = drainAccumulator(constant: constant)

        // Marker and error symbols (Cassowary's slack, dummy and error variables).
        let marker: Symbol
        var other: Symbol? = nil
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: id)
            row.insert(marker, sign)
            if !required {
                let error = makeError(of: constraint)
                row.insert(error, -sign)
                other = error
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy, owner: id)
                row.insert(marker, 1)
            } else {
                marker = makeError(of: constraint)
                let error = makeError(of: constraint)
                row.insert(marker, -1)
                row.insert(error, 1)
                other = error
            }
        }
        // The constraint's original row, as the phase-one objective combines it (negated with
        // it), is built only for a refusal's certificate: most adds never need it.
        let newRecord = ConstraintRecord(constraint: constraint, marker: marker, other: other, sequence: 0)
        let negated = row.constant < 0
        if negated { row.negate() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.allDummies(info) {
            if !Row.nearZero(row.constant) {
                let hint = row.cells.map { details[$0.symbol].owner }
                let certified = certifiesInfeasibility(row, newRow: originalRow(newRecord, negated: negated))
                discardFailedAdd(created: created, marker: marker, other: other)
                try recoverOrRefuse(constraint, hint: hint, certified: certified)
                return
            }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            installRow(row, for: subject)
        } else if let refusal = addWithArtificialVariable(row, newRecord: newRecord, negated: negated) {
            discardFailedAdd(created: created, marker: marker, other: other)
            refreshDefinedValues()
            try recoverOrRefuse(constraint, hint: refusal.hint, certified: refusal.certified)
            return
        }

        // Committed: charge errors to the objective, re-optimise, propagate.
        commit(constraint, terms: terms, marker: marker, other: other, defines: nil)
        if !required, let other {
            if constraint.relation == .equal { chargeErrors(marker, other, of: constraint) } else { chargeErrors(other, nil, of: constraint) }
        }
        optimize()
        refreshDefinedValues()
    }

    /// The constraint's terms over symbols, repeated variables merged and zero terms dropped;
    /// symbols are created (and listed in `created`) for variables seen for the first time.
    mutating func symbolTerms(of constraint: Constraint, created: inout [Symbol]) -> [(symbol: Symbol, coefficient: Double)] {
        var terms: [(symbol: Symbol, coefficient: Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        fillSymbolTerms(of: constraint, into: &terms, created: &created)
        return terms
    }

    /// ``symbolTerms(of:created:)`` written into `terms`, which must be empty.
    mutating func fillSymbolTerms(of constraint: Constraint, into terms: inout [(symbol: Symbol, coefficient: Double)], created: inout [Symbol]) {
        for term in constraint.expression.terms {
            let symbol = externalSymbol(for: term.variable, created: &created)
            if let index = terms.firstIndex(where: { $0.symbol == symbol }) {
                terms[index].coefficient += term.coefficient
            } else {
                terms.append((symbol, term.coefficient))
            }
        }
        if terms.contains(where: { $0.coefficient == 0 }) { terms.removeAll { $0.coefficient == 0 } }
    }

    /// Records an added constraint and counts it as a user of its variables.
    mutating func commit(_ constraint: Constraint, terms: [(symbol: Symbol, coefficient: Double)], marker: Symbol, other: Symbol?, defines: Symbol?) {
        records[constraint.id] = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, sequence: nextSequence(), defines: defines)
        let tracked = constraint.strength.isRequired && defines == nil
        // Terms as many as the expression's: no variable repeated and none cancelled, so they
        // are the distinct variables already (no second array to build).
        if terms.count == constraint.expression.terms.count {
            for term in terms { countUser(term.symbol, of: constraint.id, marker: marker, tracked: tracked) }
        } else {
            for symbol in distinctSymbols(of: constraint) { countUser(symbol, of: constraint.id, marker: marker, tracked: tracked) }
        }
    }

    /// Counts a constraint as a user of a variable's symbol (and as a required user to verify).
    @inline(__always)
    mutating func countUser(_ symbol: Symbol, of id: Int, marker: Symbol, tracked: Bool) {
        details[symbol].variableUsers += 1
        guard tracked else { return }
        // Room for a few at once: grown from empty, the list was reallocated at 1, 2 and 4.
        if requiredUsers[symbol.index].capacity == 0 { requiredUsers[symbol.index].reserveCapacity(4) }
        requiredUsers[symbol.index].append(RequiredUser(id: id, marker: marker))
        if let slot = compiledSlot(of: symbol) { definitions.compiled[slot].noteRequiredUser() }
    }

    /// The external symbol of a variable, created (and listed in `created`) when new.
    mutating func externalSymbol(for variable: Variable, created: inout [Symbol]) -> Symbol {
        if let symbol = symbolOfVariable.symbol(for: variable.id) { return symbol }
        let symbol = makeSymbol(.external)
        variables[symbol] = variable
        symbolOfVariable.insert(symbol, for: variable.id)
        created.append(symbol)
        return symbol
    }

    /// The symbols of the distinct variables of a constraint (all of them are known).
    func distinctSymbols(of constraint: Constraint) -> [Symbol] {
        var result: [Symbol] = []
        result.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            if let symbol = symbolOfVariable.symbol(for: term.variable.id), !result.contains(symbol) {
                result.append(symbol)
            }
        }
        return result
    }

    /// A new error symbol of an optional constraint, with the constraint's weight (its level is
    /// set when it is charged: ``chargeErrors(_:_:of:)``).
    mutating func makeError(of constraint: Constraint) -> Symbol {
        let error = makeSymbol(.error, owner: constraint.id)
        details[error].errorWeight = constraint.weight
        return error
    }

    /// Charges an optional constraint's errors to the objective at its strength's level.
    /// (Two symbols rather than an array: an array literal per optional add was an allocation.)
    mutating func chargeErrors(_ error: Symbol, _ second: Symbol?, of constraint: Constraint) {
        let level = level(for: constraint.strength.value)
        objective.levelUsers[level] += 1
        details[error].errorLevel = Int32(level)
        addToObjective(error, level: level, coefficient: constraint.weight)
        if let second {
            details[second].errorLevel = Int32(level)
            addToObjective(second, level: level, coefficient: constraint.weight)
        }
    }

    /// Takes an optional constraint's errors, which no row holds, out of the objective at
    /// `level` and releases them; a level no constraint uses any more is retired.
    mutating func dischargeErrors(_ errors: [Symbol], of constraint: Constraint, level: Int) {
        for error in errors {
            addToObjective(error, level: level, coefficient: -constraint.weight)
            releaseSymbol(error)
        }
        objective.levelUsers[level] -= 1
        if objective.levelUsers[level] == 0 { retireLevel(at: level) }
    }

    /// A monotonic insertion counter for conflict ordering.
    mutating func nextSequence() -> Int {
        sequenceCounter += 1
        return sequenceCounter
    }

    /// The symbol to solve a new row for without phase one: an external symbol (the one in the
    /// fewest rows, so substitution touches little), else a marker or error with a negative
    /// coefficient (it then starts feasible). Nil when there is none.
    ///
    /// An external symbol that already appears in rows takes the value the new row gives it, so
    /// it qualifies only when no restricted row would turn negative (kiwi assumes this never
    /// happens; with free markers and definitions it can).
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        var best: Symbol? = nil
        let largest = row.cells.reduce(0) { max($0, abs($1.coefficient)) }
        // Threshold pivoting (as sparse LU does): among variables whose coefficient is at least
        // a tenth of the largest variable coefficient, the one in the fewest rows. A subject with
        // a much smaller coefficient would divide the row by it and grow every number it meets.
        let largestVariable = row.cells.reduce(0) { info[$1.symbol].kind == .external ? max($0, abs($1.coefficient)) : $0 }
        for cell in row.cells where info[cell.symbol].kind == .external {
            if abs(cell.coefficient) < Tableau.pivotTolerance * max(1, largest) { continue }
            if abs(cell.coefficient) < Tableau.subjectThreshold * largestVariable { continue }
            if let best, info[cell.symbol].columnCount >= info[best].columnCount { continue }
            if info[cell.symbol].columnCount != 0, !keepsRowsFeasible(cell.symbol, value: -row.constant / cell.coefficient) {
                continue
            }
            best = cell.symbol
        }
        if let best { return best }
        if info[marker].kind.isPivotable, row.coefficient(of: marker) < 0 { return marker }
        if let other, info[other].kind.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// True when giving the non-basic `symbol` the value `value` leaves every restricted row
    /// that mentions it non-negative.
    func keepsRowsFeasible(_ symbol: Symbol, value: Double) -> Bool {
        for basic in columns[symbol] {
            guard info[basic].isBasic else { continue }
            let kind = info[basic].kind
            if kind == .external { continue }
            let coefficient = rows[basic].coefficient(of: symbol)
            if coefficient == 0 { continue }
            let moved = rows[basic].constant + coefficient * value
            if kind == .dummy ? !Row.nearZero(moved) : moved < -Tableau.epsilon { return false }
        }
        return true
    }

    /// Adds a row that has no easy subject through an artificial variable (phase one).
    /// - Returns: nil when the row was added; otherwise the ids of the constraints whose markers
    ///   remain in the phase-one objective (a hint for the conflict) and whether that objective,
    ///   recomputed from the original constraints, proves the row cannot hold; every pivot is
    ///   undone.
    mutating func addWithArtificialVariable(_ row: Row, newRecord: ConstraintRecord, negated: Bool) -> (hint: [Int], certified: Bool)? {
        let art = makeSymbol(.slack)
        installRow(row, for: art)
        work.artificial = row
        work.recordingPivots = true
        work.pivotLog.removeAll(keepingCapacity: true)
        optimizeArtificial(art)
        work.recordingPivots = false
        if info[art].isBasic, !Row.nearZero(rows[art].constant) {
            let hint = work.artificial?.cells.map { details[$0.symbol].owner } ?? []
            let certified = work.artificial.map { certifiesInfeasibility($0, newRow: originalRow(newRecord, negated: negated)) } ?? false
            work.artificial = nil
            // Undo the phase-one pivots in reverse: the basis, and so the solution, is restored.
            for step in work.pivotLog.reversed() { pivot(entering: step.leaving, leaving: step.entering) }
            work.pivotLog.removeAll(keepingCapacity: true)
            if info[art].isBasic { _ = takeRow(art) }
            releaseSymbol(art)
            return (hint, certified)
        }
        work.artificial = nil
        work.pivotLog.removeAll(keepingCapacity: true)
        retireArtificial(art)
        return nil
    }

    /// Takes a phase-one artificial symbol (at zero) out of the tableau: pivoted out of the basis
    /// when it is still basic, then purged from every row and released.
    mutating func retireArtificial(_ art: Symbol) {
        if info[art].isBasic {
            var artRow = takeRow(art)
            if let entering = artRow.cells.first(where: { info[$0.symbol].kind.isPivotable || info[$0.symbol].kind == .external })?.symbol {
                artRow.solve(for: entering, replacing: art)
                substitute(entering, by: artRow)
                installRow(artRow, for: entering)
            }
            // A row left with dummies only says 0 = 0: the constraint was redundant.
        }
        purge(art)
        releaseSymbol(art)
    }

    /// After a refused add (the constraint is not in the tableau): a refusal the original
    /// constraints certify is reported with a minimal conflict. One they do not certify is
    /// rounding: the values are refined and the add retried, then the tableau is rebuilt with the
    /// constraint; when that fails too, the add is refused as a numerical failure.
    mutating func recoverOrRefuse(_ constraint: Constraint, hint: [Int], certified: Bool) throws(SolverError) {
        if certified { throw .unsatisfiable(constraint, conflicts: minimalConflict(for: constraint, hint: hint)) }
        if isRebuilding || work.isRetrying { throw .numericalFailure(constraints: [constraint]) }
        health.repairs += 1
        work.isRetrying = true
        reinvert()
        refineValues()
        do {
            try addUnverified(constraint)
            work.isRetrying = false
            return
        } catch .numericalFailure {
            work.isRetrying = false
        } catch {
            work.isRetrying = false
            throw error
        }
        let input = rebuildInput
        do throws(SolverError) {
            let fresh = try rebuilt(input.constraints + [constraint], edits: input.edits)
            guard fresh.violatedRequiredConstraints().isEmpty else { throw SolverError.numericalFailure(constraints: [constraint]) }
            self = fresh
        } catch .unsatisfiable(let refused, let conflicts) where refused.id == constraint.id {
            throw .unsatisfiable(refused, conflicts: conflicts)
        } catch {
            throw .numericalFailure(constraints: [constraint])
        }
    }

    /// Deletes every cell of a non-basic symbol that stands for nothing any more (its value is 0).
    mutating func purge(_ symbol: Symbol) {
        if info[symbol].isBasic { _ = takeRow(symbol) }
        for basic in rowsContaining(symbol) {
            rows[basic].remove(symbol)
            info[symbol].columnCount &-= 1
        }
        columns[symbol].removeAll()
        let base = symbol.index * levelCount
        for k in 0..<levelCount { objective.costs[base + k] = 0 }
    }

    /// Releases what a refused add created; nothing of it is in the tableau.
    mutating func discardFailedAdd(created: [Symbol], marker: Symbol, other: Symbol?) {
        releaseSymbol(marker)
        if let other { releaseSymbol(other) }
        for symbol in created {
            if let variable = variable(of: symbol) { symbolOfVariable.remove(variable.id) }
            releaseSymbol(symbol)
        }
    }
}
