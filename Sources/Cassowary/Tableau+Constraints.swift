// Adding and removing constraints, and edit variables with their suggestions.
// Every operation either completes or leaves the tableau as it was.

extension Tableau {
    // MARK: Adding

    /// Adds a constraint and re-optimises.
    /// - Throws: `.nonFinite`, `.duplicateConstraint`, or `.unsatisfiable` with a minimal
    ///   conflict; the tableau is unchanged after any of them.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard constraint.isFinite else { throw .nonFinite(constraint) }
        guard records[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        let required = constraint.strength.isRequired
        let id = constraint.id

        // The expression over symbols, with basic variables replaced by their rows.
        var created: [Int] = []
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let symbol = externalSymbol(for: term.variable, created: &created)
            if isBasic[symbol] {
                row.insert(rows[symbol], times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }

        // Marker and error symbols (Cassowary's slack, dummy and error variables).
        let marker: Int
        var other = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: id)
            row.insert(marker, sign)
            if !required {
                other = makeSymbol(.error, owner: id)
                row.insert(other, -sign)
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy, owner: id)
                row.insert(marker, 1)
            } else {
                marker = makeSymbol(.error, owner: id)
                other = makeSymbol(.error, owner: id)
                row.insert(marker, -1)
                row.insert(other, 1)
            }
        }
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0, row.allDummies(kinds) {
            if !Row.nearZero(row.constant) {
                let hint = row.cells.map { owners[$0.symbol] }
                discardFailedAdd(created: created, marker: marker, other: other)
                throw .unsatisfiable(constraint, conflicts: minimalConflict(for: constraint, hint: hint))
            }
            subject = marker
        }
        if subject >= 0 {
            row.solve(for: subject)
            substitute(subject, by: row)
            installRow(row, for: subject)
        } else if let hint = addWithArtificialVariable(row) {
            discardFailedAdd(created: created, marker: marker, other: other)
            throw .unsatisfiable(constraint, conflicts: minimalConflict(for: constraint, hint: hint))
        }

        // Committed: count users, charge errors to the objective, re-optimise.
        records[id] = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, sequence: nextSequence())
        for symbol in distinctSymbols(of: constraint) { variableUsers[symbol] += 1 }
        if !required {
            let level = level(for: constraint.strength.value)
            levelUsers[level] += 1
            if constraint.relation == .equal { addToObjective(marker, level: level, coefficient: 1) }
            addToObjective(other, level: level, coefficient: 1)
        }
        optimize()
    }

    /// The external symbol of a variable, created (and listed in `created`) when new.
    mutating func externalSymbol(for variable: Variable, created: inout [Int]) -> Int {
        if let symbol = symbolOfVariable[variable.id] { return symbol }
        let symbol = makeSymbol(.external)
        variables[symbol] = variable
        symbolOfVariable[variable.id] = symbol
        created.append(symbol)
        return symbol
    }

    /// The symbols of the distinct variables of a constraint (all of them are known).
    func distinctSymbols(of constraint: Constraint) -> [Int] {
        var result: [Int] = []
        for term in constraint.expression.terms {
            if let symbol = symbolOfVariable[term.variable.id], !result.contains(symbol) {
                result.append(symbol)
            }
        }
        return result
    }

    /// A monotonic insertion counter for conflict ordering.
    mutating func nextSequence() -> Int {
        sequenceCounter += 1
        return sequenceCounter
    }

    /// The symbol to solve a new row for without phase one: an external symbol (the one in the
    /// fewest rows, so substitution touches little), else a marker or error with a negative
    /// coefficient (it then starts feasible). -1 when there is none.
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        var best = -1
        for cell in row.cells where kinds[cell.symbol] == .external {
            if best < 0 || columnCounts[cell.symbol] < columnCounts[best] { best = cell.symbol }
        }
        if best >= 0 { return best }
        if kinds[marker].isPivotable, row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, kinds[other].isPivotable, row.coefficient(of: other) < 0 { return other }
        return -1
    }

    /// Adds a row that has no easy subject through an artificial variable (phase one).
    /// - Returns: nil when the row was added; otherwise the ids of the constraints whose markers
    ///   remain in the phase-one objective (a hint for the conflict), with every pivot undone.
    mutating func addWithArtificialVariable(_ row: Row) -> [Int]? {
        let art = makeSymbol(.slack)
        installRow(row, for: art)
        artificial = row
        recordingPivots = true
        pivotLog.removeAll(keepingCapacity: true)
        optimizeArtificial()
        recordingPivots = false
        let residual = artificial?.constant ?? 0
        if !Row.nearZero(residual) {
            let hint = artificial?.cells.map { owners[$0.symbol] } ?? []
            artificial = nil
            // Undo the phase-one pivots in reverse: the basis, and so the solution, is restored.
            for step in pivotLog.reversed() { pivot(entering: step.leaving, leaving: step.entering) }
            pivotLog.removeAll(keepingCapacity: true)
            if isBasic[art] { _ = takeRow(art) }
            releaseSymbol(art)
            return hint
        }
        artificial = nil
        pivotLog.removeAll(keepingCapacity: true)
        if isBasic[art] {
            var artRow = takeRow(art)
            if let entering = artRow.cells.first(where: { kinds[$0.symbol].isPivotable || kinds[$0.symbol] == .external })?.symbol {
                artRow.solve(for: entering, replacing: art)
                substitute(entering, by: artRow)
                installRow(artRow, for: entering)
            }
            // A row left with dummies only says 0 = 0: the constraint was redundant.
        }
        purge(art)
        releaseSymbol(art)
        return nil
    }

    /// Deletes every cell of a non-basic symbol that stands for nothing any more (its value is 0).
    mutating func purge(_ symbol: Int) {
        if isBasic[symbol] { _ = takeRow(symbol) }
        for basic in rowsContaining(symbol) {
            rows[basic].remove(symbol)
            columnCounts[symbol] &-= 1
        }
        columns[symbol].removeAll()
        let base = symbol * levelCount
        for k in 0..<levelCount { costs[base + k] = 0 }
    }

    /// Releases what a refused add created; nothing of it is in the tableau.
    mutating func discardFailedAdd(created: [Int], marker: Int, other: Int) {
        releaseSymbol(marker)
        if other >= 0 { releaseSymbol(other) }
        for symbol in created {
            if let variable = variables[symbol] { symbolOfVariable[variable.id] = nil }
            releaseSymbol(symbol)
        }
    }

    // MARK: Removing

    /// Removes a constraint and re-optimises to the optimum of what remains.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: constraint.id) else {
            throw .unknownConstraint(constraint)
        }
        let marker = record.marker
        let other = record.other
        var level = -1
        if !constraint.strength.isRequired, let existing = existingLevel(for: constraint.strength.value) {
            // Errors leave the objective before any pivot, so no substitution spreads them.
            level = existing
            if constraint.relation == .equal { addToObjective(marker, level: level, coefficient: -1) }
            addToObjective(other, level: level, coefficient: -1)
        }
        if isBasic[marker] {
            _ = takeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(leaving)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, by: row)
        }
        optimize()
        // The error partner cancels out of every row with its marker; purge catches dust.
        if other >= 0 {
            purge(other)
            releaseSymbol(other)
        }
        purge(marker)
        releaseSymbol(marker)
        if level >= 0 {
            levelUsers[level] -= 1
            if levelUsers[level] == 0 { removeLevel(at: level) }
        }
        for symbol in distinctSymbols(of: constraint) {
            variableUsers[symbol] -= 1
            // A variable no constraint mentions has no cost; what is left is rounding dust.
            if variableUsers[symbol] == 0, !isBasic[symbol], columnCounts[symbol] == 0 {
                if let variable = variables[symbol] { symbolOfVariable[variable.id] = nil }
                releaseSymbol(symbol)
            }
        }
    }

    /// The row to pivot a non-basic marker into before its row is dropped: the restricted row
    /// whose feasibility it limits most, else any restricted row, else an unrestricted one.
    ///
    /// A dummy marker goes first to the row of a basic dummy (a redundant copy of an equality):
    /// the copy then takes over, and rows of basic dummies keep holding dummies only, so no
    /// pivot can ever move a value that must stay zero.
    func markerLeavingRow(_ marker: Int) -> Int? {
        if kinds[marker] == .dummy {
            var best = -1
            for entry in columns[marker] {
                let basic = Int(entry)
                if isBasic[basic], kinds[basic] == .dummy, rows[basic].contains(marker), best < 0 || basic < best {
                    best = basic
                }
            }
            if best >= 0 { return best }
        }
        var first = -1
        var firstRatio = Double.infinity
        var second = -1
        var secondRatio = Double.infinity
        var third = -1
        for entry in columns[marker] {
            let basic = Int(entry)
            guard isBasic[basic] else { continue }
            let coefficient = rows[basic].coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[basic] == .external {
                if third < 0 || basic < third { third = basic }
            } else if coefficient < 0 {
                let ratio = -rows[basic].constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = rows[basic].constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// The objective level an error symbol is charged at.
    func level(ofError symbol: Int) -> Int? {
        guard let record = records[owners[symbol]] else { return nil }
        return existingLevel(for: record.constraint.strength.value)
    }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional strength.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        edits[variable.id] = EditRecord(constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Pulls an edit variable towards `value` and re-solves with the dual simplex.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else {
            throw .nonFinite(Constraint(Expression(variable) - value, .equal, strength: edit.constraint.strength))
        }
        guard let record = records[edit.constraint.id] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        let marker = record.marker
        let other = record.other
        let editLevel = existingLevel(for: edit.constraint.strength.value) ?? 0
        if isBasic[marker] {
            rows[marker].constant -= delta
            objectiveConstants[editLevel] -= delta
            if rows[marker].constant < 0 { infeasible.append(marker) }
        } else if isBasic[other] {
            rows[other].constant += delta
            objectiveConstants[editLevel] += delta
            if rows[other].constant < 0 { infeasible.append(other) }
        } else {
            // Rows containing the marker shift with it. The objective is the sum of the error
            // symbols themselves, so only the rows of basic errors move its constant.
            epoch &+= 1
            let mark = epoch
            for entry in columns[marker] {
                let basic = Int(entry)
                guard isBasic[basic], stamps[basic] != mark else { continue }
                stamps[basic] = mark
                let coefficient = rows[basic].coefficient(of: marker)
                if coefficient == 0 { continue }
                rows[basic].constant += delta * coefficient
                let kind = kinds[basic]
                if kind == .error, let errorLevel = level(ofError: basic) {
                    objectiveConstants[errorLevel] += delta * coefficient
                }
                if kind != .external, kind != .dummy, rows[basic].constant < 0 { infeasible.append(basic) }
            }
        }
        dualOptimize()
    }
}
