// Consistency checks of the tableau, run by the tests after every operation of the random
// operation sequences. The solver never calls them itself, so they cost nothing in use.

extension Tableau {
    /// Every broken invariant, described; empty when the tableau is consistent and optimal.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let count = info.count
        var occurrences = [Int32](repeating: 0, count: count)
        let listed = columns.map { Set($0) }
        for basic in allSymbols where info[basic].isBasic {
            let row = rows[basic]
            let kind = info[basic].kind
            if kind == .unused { problems.append("released symbol \(basic) is basic") }
            var previous: Symbol? = nil
            for cell in row.cells {
                if let previous, cell.symbol <= previous { problems.append("row \(basic): cells not sorted") }
                previous = cell.symbol
                if Row.nearZero(cell.coefficient) { problems.append("row \(basic): zero cell for \(cell.symbol)") }
                if info[cell.symbol].isBasic { problems.append("row \(basic) contains basic symbol \(cell.symbol)") }
                if info[cell.symbol].kind == .unused { problems.append("row \(basic) contains released \(cell.symbol)") }
                occurrences[cell.symbol] += 1
                if !listed[cell.symbol].contains(basic) { problems.append("column of \(cell.symbol) misses row \(basic)") }
            }
            if kind == .slack || kind == .error, row.constant < -Tableau.epsilon {
                problems.append("restricted row \(basic) has negative constant \(row.constant)")
            }
            if kind == .dummy, !Row.nearZero(row.constant) {
                problems.append("dummy row \(basic) has non-zero constant \(row.constant)")
            }
            if kind == .dummy, !row.allDummies(info) {
                problems.append("dummy row \(basic) holds a symbol that is not a dummy")
            }
        }
        for symbol in allSymbols {
            if info[symbol].isBasic, values[symbol.index].bitPattern != rows[symbol].constant.bitPattern {
                problems.append("value of basic \(symbol) is \(values[symbol.index]), its row's constant \(rows[symbol].constant)")
            }
            if !info[symbol].isBasic, !info[symbol].isDefined, values[symbol.index] != 0 {
                problems.append("parametric \(symbol) has value \(values[symbol.index])")
            }
            if occurrences[symbol] != info[symbol].columnCount {
                problems.append("column count of \(symbol) is \(info[symbol].columnCount), rows hold \(occurrences[symbol])")
            }
            if info[symbol].isBasic, hasCost(symbol) { problems.append("objective contains basic symbol \(symbol)") }
            if !info[symbol].isBasic {
                // Optimal as the simplex defines it: no improving symbol can move by a pivot on a
                // coefficient above the pivot tolerance.
                let sign = costSign(symbol)
                if info[symbol].kind.isPivotable, sign < 0, leavingRow(for: symbol, increasing: true, allowTiny: false) != nil {
                    problems.append("not optimal: \(symbol) has negative cost")
                }
                if info[symbol].kind == .external, sign != 0, leavingRow(for: symbol, increasing: sign < 0, allowTiny: false) != nil {
                    problems.append("not optimal: free \(symbol) has a cost")
                }
            }
        }
        problems += definitionViolations()
        if work.artificial != nil { problems.append("phase-one objective left behind") }
        if !work.pivotLog.isEmpty || work.recordingPivots { problems.append("pivot log left behind") }
        let ranked = objective.strengthsInOrder
        for k in ranked.indices.dropFirst() where !(ranked[k - 1] > ranked[k]) {
            problems.append("levels not strictly descending")
        }
        if Set(objective.order + objective.freeSlots) != Set(0..<levelCount) || objective.order.count + objective.freeSlots.count != levelCount {
            problems.append("slots neither in order nor free, or both")
        }
        if objective.levelUsers.contains(where: { $0 < 0 }) { problems.append("a level with a negative count of users") }
        let idle = objective.order.filter { objective.levelUsers[$0] == 0 }
        if idle.count > Tableau.maximumIdleLevels { problems.append("more idle levels than kept for reuse") }
        for level in idle + objective.freeSlots where objective.constants[level] != 0
            || (0..<count).contains(where: { objective.costs[$0 * levelCount + level] != 0 }) {
            problems.append("an idle or free level with a cost or an error left")
        }
        for slot in objective.freeSlots where !objective.levels[slot].isNaN || objective.levelUsers[slot] != 0 {
            problems.append("a free slot with a strength or users")
        }
        if objective.costs.count != count * levelCount { problems.append("cost table has the wrong size") }
        var expectedRows = 0
        for record in records.values {
            for symbol in [record.marker, record.other].compactMap({ $0 }) {
                if details[symbol].owner != record.constraint.id { problems.append("symbol \(symbol) lost its owner") }
                if info[symbol].kind == .error, details[symbol].errorLevel < 0
                    || existingLevel(for: record.constraint.strength.value) != Int(details[symbol].errorLevel) {
                    problems.append("error \(symbol) is not charged at its constraint's level")
                }
            }
            expectedRows += 1
        }
        let basicCount = info.lazy.filter(\.isBasic).count
        if basicCount > expectedRows { problems.append("\(basicCount) rows for \(expectedRows) constraints") }
        problems += editTableViolations
        return problems
    }

    /// Broken invariants of the edit variables: each record sits in the slot its variable is
    /// filed under, its constraint is held with the record's marker and error, and no variable
    /// is filed under a free slot.
    var editTableViolations: [String] {
        var problems: [String] = []
        var filed = 0
        for (slot, edit) in editRecords.enumerated() {
            guard let edit else { continue }
            filed += 1
            guard let variable = edit.constraint.expression.terms.first?.variable else {
                problems.append("edit record at \(slot) has no variable")
                continue
            }
            if editSlots[variable.id] != slot { problems.append("edit variable \(variable) is not filed under its slot \(slot)") }
            let record = records[edit.constraint.id]
            if record?.marker != edit.marker || record?.other != edit.other {
                problems.append("edit constraint of \(variable) is not held with its record's errors")
            }
        }
        if filed != editSlots.count { problems.append("\(editSlots.count) edit variables filed, \(filed) records") }
        return problems
    }

    /// Broken invariants of the definition layer: definitions stay out of the rows and the
    /// objective, mention no slack or error, form an acyclic graph in the recorded order, and
    /// every propagated value equals its definition evaluated afresh.
    func definitionViolations() -> [String] {
        var problems: [String] = []
        var counts = [Int32](repeating: 0, count: info.count)
        var defined = 0
        for symbol in allSymbols where info[symbol].isDefined {
            defined += 1
            if info[symbol].isBasic { problems.append("defined \(symbol) is basic") }
            if info[symbol].columnCount != 0 { problems.append("defined \(symbol) appears in rows") }
            if hasCost(symbol) { problems.append("defined \(symbol) has an objective cost") }
            var total = rows[symbol].constant
            for cell in rows[symbol].cells {
                counts[cell.symbol] += 1
                let kind = info[cell.symbol].kind
                // An optional equality's definition holds its own two errors.
                let ownError = kind == .error && records[details[cell.symbol].owner]?.defines == symbol
                if kind != .external, kind != .dummy, !ownError { problems.append("definition of \(symbol) mentions \(kind) \(cell.symbol)") }
                if definitions.orderIsValid, !definitions.dependents[cell.symbol].contains(info[symbol].topologicalIndex) {
                    problems.append("dependents of \(cell.symbol) miss \(symbol)")
                }
                if definitions.orderIsValid, info[cell.symbol].isDefined, info[cell.symbol].topologicalIndex >= info[symbol].topologicalIndex {
                    problems.append("definition \(symbol) comes before \(cell.symbol) in the order")
                }
                total += cell.coefficient * value(ofSymbol: cell.symbol)
            }
            let stored = values[symbol.index]
            if abs(stored - total) > 1e-7 * max(1, abs(total)) {
                problems.append("stale value of \(symbol): \(stored), definition gives \(total)")
            }
            if definitions.orderIsValid, info[symbol].topologicalIndex < 0 { problems.append("defined \(symbol) missing from the order") }
            if definitions.orderIsValid, info[symbol].topologicalIndex >= 0 {
                let slot = Int(info[symbol].topologicalIndex)
                if slot >= definitions.compiled.count || !compiledMatches(rows[symbol], definitions.compiled[slot]) {
                    problems.append("compiled definition of \(symbol) differs from its row")
                } else if definitions.compiled[slot].symbol != symbol {
                    problems.append("compiled definition at \(slot) names \(definitions.compiled[slot].symbol), not \(symbol)")
                } else if info[symbol].dependentCount != 0, !definitions.compiled[slot].mayHaveDependents {
                    problems.append("compiled definition of \(symbol) says nothing depends on it")
                } else if !requiredUsers[symbol.index].isEmpty, !definitions.compiled[slot].mayHaveRequiredUsers {
                    problems.append("compiled definition of \(symbol) says no required constraint in the rows mentions it")
                }
            }
        }
        if defined != definitions.count { problems.append("definition count \(definitions.count), found \(defined)") }
        if definitions.compiled.count != definitions.order.count { problems.append("compiled definitions out of step with the order") }
        for (slot, symbol) in definitions.order.enumerated() where slot < definitions.compiled.count && (symbol == nil) != definitions.compiled[slot].isHole {
            problems.append("the order and its compiled copy disagree on a hole at \(slot)")
        }
        if counts != info.map(\.dependentCount) { problems.append("dependent counts out of step") }
        problems += definitions.dependents.storageViolations()
        if !definitions.changed.isEmpty { problems.append("changes left unpropagated") }
        return problems
    }

    /// True when the tableau holds nothing at all (as after removing every constraint).
    var isEmpty: Bool {
        records.isEmpty && editSlots.isEmpty && !objective.levelUsers.contains { $0 != 0 } && definitions.count == 0 && symbolOfVariable.isEmpty
            && !info.contains { $0.isBasic || $0.columnCount != 0 }
    }

    /// True when a compiled entry holds exactly the row's constant and cells.
    func compiledMatches(_ row: Row, _ entry: CompiledDefinition) -> Bool {
        guard entry.constant == row.constant, entry.cellCount == row.cells.count else { return false }
        let start = Int(entry.cellStart)
        guard start >= 0, start + entry.overflowCount <= definitions.cells.count else { return false }
        return zip(definitions.cells(of: entry), row.cells).allSatisfy { $0.symbol == $1.symbol && $0.coefficient == $1.coefficient }
    }
}

extension Solver {
    /// The tableau's broken invariants (empty when sound), for tests of modules built on the solver.
    package var invariantViolations: [String] { tableau.invariantViolations() }

    /// How many simplex runs stopped at their pivot budget: zero on every sound system.
    package var exhaustedPivotBudgets: Int { tableau.health.exhaustedPivotBudgets }

    /// A fixed number of pivots per simplex run instead of the computed budget (nil restores it).
    package var pivotBudgetOverride: Int? {
        get { tableau.pivotBudgetOverride }
        set { tableau.pivotBudgetOverride = newValue }
    }

    /// A fixed number of dual pivots per run before phase one takes over (nil restores it).
    package var dualPivotBudgetOverride: Int? {
        get { tableau.dualPivotBudgetOverride }
        set { tableau.dualPivotBudgetOverride = newValue }
    }
}
