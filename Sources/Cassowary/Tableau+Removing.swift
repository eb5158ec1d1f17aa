// Removing constraints: a definition is deleted from the layer, a row constraint's marker is
// pivoted out of the basis and its row dropped, and symbols nothing mentions any more are
// released. Every removal either completes or leaves the tableau as it was: when the check
// after it finds a required constraint broken beyond repair, the tableau is rebuilt from the
// original constraints with the removed one back in its place, and the removal is refused.

extension Tableau {
    // MARK: Removing

    /// An empty tableau with this one's settings (definitions on or off, budget overrides), its
    /// insertion sequence and its cumulative health counts: the start of every rebuild.
    func emptied() -> Tableau {
        var fresh = Tableau()
        fresh.definitions.isEnabled = definitions.isEnabled
        fresh.pivotBudgetOverride = pivotBudgetOverride
        fresh.dualPivotBudgetOverride = dualPivotBudgetOverride
        fresh.sequenceCounter = sequenceCounter
        fresh.health = health
        return fresh
    }

    /// Removes a constraint and re-optimises to the optimum of what remains.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        work.moved.removeAll(keepingCapacity: true)
        work.rowsMoved = false
        let sequence = records[constraint.id]?.sequence
        try removeUnverified(constraint)
        guard verifyOperation() else {
            // The state before: the constraint back in its place among the others.
            var input = rebuildInput
            let position = input.constraints.firstIndex { (records[$0.id]?.sequence ?? 0) > (sequence ?? 0) } ?? input.constraints.count
            input.constraints.insert(constraint, at: position)
            throw .numericalFailure(constraints: restore(input.constraints, edits: input.edits))
        }
    }

    /// ``remove(_:)`` without the check of the constraints it moved.
    mutating func removeUnverified(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: constraint.id) else {
            throw .unknownConstraint(constraint)
        }
        if let defined = record.defines, record.other != nil {
            removeOptionalDefinition(of: defined, record: record)
        } else if let defined = record.defines {
            removeDefinition(of: defined, marker: record.marker)
        } else {
            removeFromRows(record)
        }
        let tracked = constraint.strength.isRequired && record.defines == nil
        for symbol in distinctSymbols(of: constraint) {
            details[symbol].variableUsers -= 1
            if tracked, let index = requiredUsers[symbol.index].firstIndex(where: { $0.id == constraint.id }) {
                requiredUsers[symbol.index].remove(at: index)
            }
            releaseVariableIfUnused(symbol)
        }
        refreshDefinedValues()
    }

    /// Takes a constraint that lives in the rows out of them and re-optimises.
    mutating func removeFromRows(_ record: ConstraintRecord) {
        let constraint = record.constraint
        let marker = record.marker
        let other = record.other
        var level: Int? = nil
        if !constraint.strength.isRequired, let other, let existing = existingLevel(for: constraint.strength.value) {
            // Errors leave the objective before any pivot, so no substitution spreads them.
            level = existing
            if constraint.relation == .equal { addToObjective(marker, level: existing, coefficient: -constraint.weight) }
            addToObjective(other, level: existing, coefficient: -constraint.weight)
        }
        dropMarkerRow(marker)
        optimize()
        // The error partner cancels out of every row with its marker; purge catches dust.
        if let other {
            purge(other)
            releaseSymbol(other)
        }
        purge(marker)
        releaseSymbol(marker)
        if let level {
            objective.levelUsers[level] -= 1
            if objective.levelUsers[level] == 0 { retireLevel(at: level) }
        }
    }

    /// Releases a variable's symbol once no constraint, row, definition or objective uses it.
    mutating func releaseVariableIfUnused(_ symbol: Symbol) {
        guard info[symbol].kind == .external, let variable = variable(of: symbol), details[symbol].variableUsers == 0,
              !info[symbol].isBasic, !info[symbol].isDefined, info[symbol].columnCount == 0, info[symbol].dependentCount == 0
        else { return }
        // A variable no constraint mentions has no cost; what is left is rounding dust.
        symbolOfVariable.remove(variable.id)
        releaseSymbol(symbol)
    }

    /// Takes the marker's constraint out of the rows: the marker's own row if it is basic, else
    /// the row it is first pivoted into (``markerLeavingRow(_:)``). The caller re-optimises.
    mutating func dropMarkerRow(_ marker: Symbol) {
        if info[marker].isBasic {
            _ = takeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(leaving)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, by: row)
        }
    }

    /// The row to pivot a non-basic marker into before its row is dropped: the restricted row
    /// whose feasibility it limits most, else any restricted row, else an unrestricted one.
    ///
    /// As in the ratio tests of the simplex, rows that block within a feasibility tolerance of
    /// the limit are treated alike and the one with the largest coefficient is pivoted on:
    /// removing a constraint from a degenerate vertex would otherwise pivot on whatever row came
    /// first, however small its coefficient, and dividing by a coefficient of 1e-7 turns rounding
    /// into errors of whole units in the remaining constraints. Unrestricted rows are chosen by
    /// the largest coefficient too.
    ///
    /// A dummy marker goes first to the row of a basic dummy (a redundant copy of an equality):
    /// the copy then takes over, and rows of basic dummies keep holding dummies only, so no
    /// pivot can ever move a value that must stay zero.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        if info[marker].kind == .dummy {
            var best: Symbol? = nil
            for basic in columns[marker] {
                if info[basic].isBasic, info[basic].kind == .dummy, rows[basic].contains(marker), best.map({ basic < $0 }) ?? true {
                    best = basic
                }
            }
            if let best { return best }
        }
        // Coefficients under the pivot tolerance are rounding left by cancellation (the marker is
        // really absent from those rows); they are pivoted on only when no row holds the marker
        // with a real coefficient.
        return markerLeavingRow(marker, tiny: false) ?? markerLeavingRow(marker, tiny: true)
    }

    /// ``markerLeavingRow(_:)`` among the rows whose coefficient is at least the pivot tolerance,
    /// or, with `tiny`, among all of them.
    func markerLeavingRow(_ marker: Symbol, tiny: Bool) -> Symbol? {
        func counts(_ coefficient: Double) -> Bool { coefficient != 0 && (tiny || abs(coefficient) >= Tableau.pivotTolerance) }
        // Pass one: how far the marker can move before each restricted row (within the
        // tolerance) reaches zero, for the rows it lowers (first) and raises (second).
        var firstBound = Double.infinity, secondBound = Double.infinity
        for basic in columns[marker] {
            guard info[basic].isBasic, info[basic].kind != .external else { continue }
            let coefficient = rows[basic].coefficient(of: marker)
            guard counts(coefficient) else { continue }
            let limit = (max(0, rows[basic].constant) + Tableau.feasibilityTolerance) / abs(coefficient)
            if coefficient < 0 { firstBound = min(firstBound, limit) } else { secondBound = min(secondBound, limit) }
        }
        // Pass two: among the rows within each limit, the largest coefficient.
        var first: (symbol: Symbol, magnitude: Double)? = nil
        var second: (symbol: Symbol, magnitude: Double)? = nil
        var third: (symbol: Symbol, magnitude: Double)? = nil
        func better(_ candidate: (symbol: Symbol, magnitude: Double), than current: (symbol: Symbol, magnitude: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.magnitude > current.magnitude || (candidate.magnitude == current.magnitude && candidate.symbol < current.symbol)
        }
        for basic in columns[marker] {
            guard info[basic].isBasic else { continue }
            let coefficient = rows[basic].coefficient(of: marker)
            guard counts(coefficient) else { continue }
            let candidate = (symbol: basic, magnitude: abs(coefficient))
            if info[basic].kind == .external {
                if better(candidate, than: third) { third = candidate }
                continue
            }
            let ratio = max(0, rows[basic].constant) / candidate.magnitude
            if coefficient < 0 {
                if ratio <= firstBound, better(candidate, than: first) { first = candidate }
            } else if ratio <= secondBound, better(candidate, than: second) {
                second = candidate
            }
        }
        return first?.symbol ?? second?.symbol ?? third?.symbol
    }

    /// The objective level an error symbol is charged at.
    @inline(__always)
    func level(ofError symbol: Symbol) -> Int? {
        let level = details[symbol].errorLevel
        return level < 0 ? nil : Int(level)
    }
}
