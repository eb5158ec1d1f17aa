// Replacing a constraint by one that differs only in its constant, in place.
//
// A constraint `Σ a·x + c  REL  0` sits in the tableau with its marker m (the slack of an
// inequality, the dummy of a required equality, the positive error of an optional one) as
// `Σ a·x + c + σ·m (+ other error) = 0`, σ = +1 for `<=` and required `==`, −1 for `>=` and
// optional `==`. With the constant c + Δ the same system holds for m' = m − Δ/σ: so the new
// tableau is the old one with m renamed, which moves every row that contains m by its
// coefficient times Δ/σ (or m's own row, when m is basic) and nothing else. This is what a
// suggestion does to an edit variable's constraint (Cassowary's "edit constant"); the dual
// simplex then restores feasibility. A height or a spacing changed in a chain of N views is one
// such shift and one refresh of the positions below, not a remove and an add that each rewrite
// rows.

extension Tableau {
    /// Replaces `old` by `new`. When they differ only in the constant (same terms in the same
    /// order, relation, strength and weight), in place; when `old` is a definition that `new`
    /// can take over, by renaming its marker (`Tableau+Redefining.swift`); otherwise a remove
    /// and an add.
    /// - Throws: what `remove(old)` or `add(new)` throw; the tableau is as it was when it throws.
    mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
        guard records[old.id] != nil else { throw .unknownConstraint(old) }
        guard new.isFinite else { throw .nonFinite(new) }
        guard new.id == old.id || records[new.id] == nil else { throw .duplicateConstraint(new) }
        guard Tableau.differOnlyInConstant(old, new) else {
            if try redefine(old, with: new) { return }
            try replaceByRemovingAndAdding(old, with: new)
            return
        }
        let shift = (new.expression.constant - old.expression.constant) / Tableau.markerSign(of: old)
        if shift == 0 {
            rekey(old, as: new)
            return
        }
        // A basic dummy is a redundant equality (implied by the others): another constant
        // contradicts them, which the remove-and-add path reports with its conflict.
        if let marker = records[old.id]?.marker, info[marker].isBasic, info[marker].kind == .dummy {
            try replaceByRemovingAndAdding(old, with: new)
            return
        }
        rekey(old, as: new)
        work.moved.removeAll(keepingCapacity: true)
        work.rowsMoved = false
        work.dualGaveUp = false
        shiftMarker(of: new, by: shift)
        if !work.dualGaveUp { dualOptimize() }
        if work.dualGaveUp {
            // `new` cannot hold with the required constraints (a dual simplex row had nothing to
            // enter): shift back, which the old system allows, and let the remove-and-add path
            // refuse it with its minimal conflict.
            work.dualGaveUp = false
            work.infeasible.removeAll(keepingCapacity: true)
            shiftMarker(of: new, by: -shift)
            dualOptimize()
            work.dualGaveUp = false
            refreshDefinedValues()
            rekey(new, as: old)
            try replaceByRemovingAndAdding(old, with: new)
            return
        }
        refreshDefinedValues()
        if !verifyOperation() { throw .numericalFailure(constraints: restoreReplaced(new, by: old)) }
    }

    /// True when `new` is `old` with another constant.
    static func differOnlyInConstant(_ old: Constraint, _ new: Constraint) -> Bool {
        guard old.relation == new.relation, old.strength == new.strength, old.weight == new.weight,
              old.expression.terms.count == new.expression.terms.count else { return false }
        for (a, b) in zip(old.expression.terms, new.expression.terms) where a.variable != b.variable || a.coefficient != b.coefficient {
            return false
        }
        return true
    }

    /// σ: the marker's coefficient in `Σ a·x + c + σ·m = 0`.
    static func markerSign(of constraint: Constraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return constraint.strength.isRequired ? 1 : -1
        }
    }

    /// Moves the record, the symbols' owner and the required-user lists from one constraint id
    /// to the other (the constraint's marker, rows and place in the order stay).
    mutating func rekey(_ from: Constraint, as to: Constraint) {
        guard var record = records.removeValue(forKey: from.id) else { return }
        record.constraint = to
        records[to.id] = record
        details[record.marker].owner = to.id
        if let other = record.other { details[other].owner = to.id }
        guard from.id != to.id, to.strength.isRequired, record.defines == nil else { return }
        for symbol in distinctSymbols(of: to) {
            if let index = requiredUsers[symbol.index].firstIndex(where: { $0.id == from.id }) { requiredUsers[symbol.index][index].id = to.id }
        }
    }

    /// Renames the constraint's marker m to m − shift: its own row moves by −shift when it is
    /// basic, otherwise every row that contains it moves by its coefficient times `shift`; the
    /// definition that holds it (the constraint's own) moves by its coefficient times `shift`.
    /// The objective's constants follow the basic errors that moved; rows that became negative
    /// are queued for the dual simplex, definitions that read a moved value for the refresh.
    mutating func shiftMarker(of constraint: Constraint, by shift: Double) {
        guard let record = records[constraint.id] else { return }
        let marker = record.marker
        // The dependents lists below hold positions of a valid order.
        if !definitions.orderIsValid { rebuildTopologicalOrder() }
        work.epoch &+= 1
        let mark = work.epoch
        if info[marker].isBasic {
            moveBasic(marker, by: -shift)
        } else {
            for basic in columns[marker] where info[basic].isBasic && info[basic].stamp != mark {
                info[basic].stamp = mark
                let coefficient = rows[basic].coefficient(of: marker)
                if coefficient != 0 { moveBasic(basic, by: coefficient * shift) }
            }
        }
        // The constraint's own definition holds its marker whether or not the marker is basic
        // (definitions may read basic symbols): its constant moves with the renaming too.
        for position in definitions.dependents[marker] {
            guard let defined = definition(at: position), info[defined].stamp != mark else { continue }
            info[defined].stamp = mark
            let coefficient = rows[defined].coefficient(of: marker)
            if coefficient == 0 { continue }
            moveDefinition(defined, by: coefficient * shift)
        }
    }

    /// Adds `amount` to a basic symbol's row constant, with what follows from it.
    mutating func moveBasic(_ basic: Symbol, by amount: Double) {
        shiftRowConstant(basic, by: amount)
        let kind = info[basic].kind
        if kind == .error, let level = level(ofError: basic) {
            objective.constants[level] += amount * details[basic].errorWeight
        }
        if info[basic].dependentCount != 0 { definitions.changed.append(basic) }
        if kind == .slack || kind == .error, rows[basic].constant < 0 { work.infeasible.append(basic) }
        // A basic dummy is a dependency among required equalities (its row holds only dummies):
        // moved off zero, the new constant contradicts them.
        if kind == .dummy, !Row.nearZero(rows[basic].constant) { work.dualGaveUp = true }
    }

    /// Puts the tableau back to a rebuild with `old` where `new` stood (after a replacement
    /// failed) and returns the required constraints the failed attempt left violated.
    @discardableResult
    mutating func restoreReplaced(_ new: Constraint, by old: Constraint) -> [Constraint] {
        var input = rebuildInput
        if let index = input.constraints.firstIndex(where: { $0.id == new.id }) { input.constraints[index] = old }
        return restore(input.constraints, edits: input.edits)
    }

    /// The general replacement: `old` out, `new` in; if `new` is refused, `old` goes back.
    mutating func replaceByRemovingAndAdding(_ old: Constraint, with new: Constraint) throws(SolverError) {
        try remove(old)
        do {
            try add(new)
        } catch {
            try? add(old)
            throw error
        }
    }
}
