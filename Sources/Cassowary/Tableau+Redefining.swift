// Replacing a definition by another definition of the same variable, in place.
//
// A required equality that defines v sits in the tableau as `v := D + σ·m` (D its other terms
// and constant over the definition's scale σ, m its dummy marker), and every row that relied on
// v holds v's expansion, m included. A new equality that mentions v defines it as
// `v := D' + μ'` (μ' the new marker times σ', or the new errors). The rows are those of the new
// system once m is renamed: m = (D' + μ' − D) / σ, expanded. Where D and D' share a chain (a
// stack view re-attaching the view below a hidden one: `y₅ := y₄ + h₄ + 8` becomes
// `y₅ := y₃ + h₃ + 8`, and y₄ is itself `y₃ + h₃ + 8 + m₄`) the expansion cancels down to the
// few symbols that differ, so the rows that spell out the whole chain (a scroll view's content
// height) move by a short row instead of being rebuilt. A remove and an add would first turn
// the definition into a row of the whole chain above it.
//
// An optional definition (`v := D − e⁺ + e⁻`) is taken over the same way when no row holds its
// errors, which is when nothing in the rows relied on it: its errors simply leave the objective.
//
// Feasibility: the renaming changes row constants only through the shift's constant, so rows
// that turn negative go to the dual simplex. Optimality: m has no cost (checked), so no cost
// moves, and the new errors enter the objective with positive costs: the dual simplex starts
// from an optimal basis, as after a suggestion.

extension Tableau {
    /// Replaces the equality `old`, which defines a variable v, by the equality `new` that
    /// mentions v, when every defined variable of `new` comes before v in the definitions'
    /// order (so v's dependents stay after it and no cycle can form). A required `old` has its
    /// marker renamed; an optional one only when no row holds its errors.
    /// - Returns: false, with nothing changed, when that does not apply (the caller removes and
    ///   adds instead).
    /// - Throws: what the remove-and-add path throws when `new` cannot hold; the tableau is then
    ///   as it was.
    mutating func redefine(_ old: Constraint, with new: Constraint) throws(SolverError) -> Bool {
        guard new.relation == .equal, let record = records[old.id], let subject = record.defines,
              info[subject].isDefined else { return false }
        let marker = record.marker
        // An optional definition's errors are renamed nowhere: the path applies only when no
        // row holds them (nothing in the rows relied on the definition), as for a hidden stack
        // view's placement, which nothing is attached to.
        if let other = record.other {
            guard existingLevel(for: old.strength.value) != nil, [marker, other].allSatisfy({ !info[$0].isBasic && info[$0].columnCount == 0 }) else { return false }
        } else {
            guard !info[marker].isBasic, !hasCost(marker) else { return false }
        }
        guard let terms = knownTerms(of: new),
              let own = terms.first(where: { $0.symbol == subject })?.coefficient else { return false }
        let largest = terms.reduce(0) { max($0, abs($1.coefficient)) }
        guard abs(own) >= Tableau.subjectThreshold * largest else { return false }
        if !definitions.orderIsValid { rebuildTopologicalOrder() }
        let slot = info[subject].topologicalIndex
        for term in terms where term.symbol != subject && info[term.symbol].isDefined {
            guard info[term.symbol].topologicalIndex < slot else { return false }
        }
        let newScale = -1 / own
        var ratio = 0.0
        var shift = Row()
        if record.other == nil {
            // A basic dummy holding m is a dependency among required equalities: another
            // definition may contradict it, which the remove-and-add path reports.
            for basic in columns[marker] where info[basic].isBasic && info[basic].kind == .dummy {
                if rows[basic].contains(marker) { return false }
            }
            let definition = rows[subject]
            let oldScale = definition.coefficient(of: marker)
            guard oldScale != 0 else { return false }
            ratio = newScale / oldScale
            // m = (D' − D) / σ over the symbols of the rows, then the new marker or errors.
            var combined: [(symbol: Symbol, coefficient: Double)] = []
            combined.reserveCapacity(terms.count + definition.cells.count)
            for term in terms where term.symbol != subject { combined.append((term.symbol, term.coefficient * ratio)) }
            for cell in definition.cells where cell.symbol != marker { combined.append((cell.symbol, -cell.coefficient / oldScale)) }
            var constant = new.expression.constant * ratio - definition.constant / oldScale
            accumulateExpanded(combined, constant: &constant)
            shift = drainAccumulator(constant: constant)
            // A basic term whose row holds m would make the renaming refer to itself.
            guard !shift.contains(marker) else { return false }
        }

        work.moved.removeAll(keepingCapacity: true)
        work.rowsMoved = false
        work.dualGaveUp = false
        let required = new.strength.isRequired
        let newMarker: Symbol
        var other: Symbol? = nil
        var definitionTerms = terms
        if required {
            newMarker = makeSymbol(.dummy, owner: new.id)
            if record.other == nil { shift.insert(newMarker, ratio) }
        } else {
            newMarker = makeError(of: new)
            let minus = makeError(of: new)
            if record.other == nil {
                shift.insert(newMarker, -ratio)
                shift.insert(minus, ratio)
            }
            definitionTerms += [(newMarker, -1), (minus, 1)]
            other = minus
        }
        if record.other == nil { substitute(marker, by: shift) }
        deleteDefinition(of: subject)
        installDefinition(of: subject, terms: definitionTerms, constant: new.expression.constant, marker: required ? newMarker : nil)
        _ = records.removeValue(forKey: old.id)
        commit(new, terms: terms, marker: newMarker, other: other, defines: subject)
        if let other { chargeErrors(newMarker, other, of: new) }
        for symbol in distinctSymbols(of: old) {
            details[symbol].variableUsers -= 1
            releaseVariableIfUnused(symbol)
        }
        // The old errors leave the objective (the new constraint's level may have moved it).
        if let other = record.other, let level = existingLevel(for: old.strength.value) {
            dischargeErrors([marker, other], of: old, level: level)
        } else {
            purge(marker)
            releaseSymbol(marker)
        }

        dualOptimize()
        if work.dualGaveUp {
            // `new` cannot hold with the required constraints: back to the old system (rebuilt,
            // this is rare), and the remove-and-add path refuses `new` with its conflict.
            work.dualGaveUp = false
            work.infeasible.removeAll(keepingCapacity: true)
            restoreReplaced(new, by: old)
            try replaceByRemovingAndAdding(old, with: new)
            return true
        }
        optimize()
        refreshDefinedValues()
        if !verifyOperation() { throw .numericalFailure(constraints: restoreReplaced(new, by: old)) }
        return true
    }

    /// A constraint's terms over symbols (``symbolTerms(of:created:)``), or nil when one of its
    /// variables is new to the tableau (nothing is created then).
    mutating func knownTerms(of constraint: Constraint) -> [(symbol: Symbol, coefficient: Double)]? {
        guard constraint.expression.terms.allSatisfy({ symbolOfVariable.symbol(for: $0.variable.id) != nil }) else { return nil }
        var created: [Symbol] = []
        return symbolTerms(of: constraint, created: &created)
    }

    /// The variable a constraint defines (kept out of the rows), or nil.
    func definedVariable(of constraint: Constraint) -> Variable? {
        guard let subject = records[constraint.id]?.defines else { return nil }
        return variable(of: subject)
    }
}
