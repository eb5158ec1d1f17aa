// Edit variables: an optional `variable == value` constraint whose value a suggestion moves
// through the dual simplex, without touching any other constraint.
//
// Invariants (`editTableViolations`, run with `invariantViolations`): each record sits in the
// slot its variable is filed under, its constraint is held with the record's marker and error,
// and no variable is filed under a free slot.

extension Tableau {
    // MARK: Edit variables

    /// Makes `variable` editable at an optional strength.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editSlots[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        // An edit constraint stays in the rows even when its variable is fresh: as a definition
        // every constraint that later mentions the variable would carry its errors, and each
        // suggestion would move all of them (W1's suggestions took 925 ns instead of 556).
        work.keepsOptionalInRows = true
        defer { work.keepsOptionalInRows = false }
        try add(constraint)
        guard let record = records[constraint.id] else { return }
        guard let other = record.other else { return }
        let edit = EditRecord(constraint: constraint, constant: 0, marker: record.marker, other: other)
        if let slot = editRecords.firstIndex(where: { $0 == nil }) {
            editRecords[slot] = edit
            editSlots.insert(slot, for: variable.id)
        } else {
            editSlots.insert(editRecords.count, for: variable.id)
            editRecords.append(edit)
        }
    }

    /// The edit record of a variable, if it is an edit variable.
    func editRecord(of variable: Variable) -> EditRecord? {
        guard let slot = editSlots[variable.id] else { return nil }
        return editRecords[slot]
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = editSlots[variable.id], let edit = editRecords[slot] else {
            throw .unknownEditVariable(variable)
        }
        editSlots.remove(variable.id)
        editRecords[slot] = nil
        if editSlots.isEmpty { editRecords.removeAll() }
        try remove(edit.constraint)
    }

    /// Pulls an edit variable towards `value` and re-solves with the dual simplex.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let slot = editSlots[variable.id], let edit = editRecords[slot] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else {
            throw .nonFinite(Constraint(Expression(variable) - value, .equal, strength: edit.constraint.strength))
        }
        let previous = edit.constant
        let delta = value - previous
        editRecords[slot]?.constant = value
        // The marker renaming of ``shiftMarker(of:by:)``, specialised for an edit constraint
        // (never a definition: see ``addEditVariable(_:strength:)``), with kiwi's shortcut when
        // the error partner is basic. Calling `shiftMarker` here measured W1's suggestions at
        // 830 ns instead of 560 in alternating runs of the two builds.
        let marker = edit.marker
        let other = edit.other
        let editLevel = existingLevel(for: edit.constraint.strength.value) ?? 0
        if info[marker].isBasic {
            shiftRowConstant(marker, by: -delta)
            objective.constants[editLevel] -= delta
            if rows[marker].constant < 0 { work.infeasible.append(marker) }
        } else if info[other].isBasic {
            shiftRowConstant(other, by: delta)
            objective.constants[editLevel] += delta
            if rows[other].constant < 0 { work.infeasible.append(other) }
        } else {
            // Rows containing the marker shift with it. The objective is the sum of the error
            // symbols themselves, so only the rows of basic errors move its constant.
            work.epoch &+= 1
            let mark = work.epoch
            for basic in columns[marker] {
                guard info[basic].isBasic, info[basic].stamp != mark else { continue }
                info[basic].stamp = mark
                let coefficient = rows[basic].coefficient(of: marker)
                if coefficient == 0 { continue }
                let constant = rows[basic].constant + delta * coefficient
                setRowConstant(basic, to: constant)
                let kind = info[basic].kind
                if info[basic].dependentCount != 0 { definitions.changed.append(basic) }
                if kind == .error, let errorLevel = level(ofError: basic) {
                    objective.constants[errorLevel] += delta * coefficient * details[basic].errorWeight
                }
                if kind != .external, kind != .dummy, constant < 0 { work.infeasible.append(basic) }
            }
        }
        work.moved.removeAll(keepingCapacity: true)
        work.rowsMoved = false
        dualOptimize()
        refreshDefinedValues()
        if !verifyOperation() {
            var input = rebuildInput
            if let index = input.edits.firstIndex(where: { $0.constraint.id == edit.constraint.id }) { input.edits[index].value = previous }
            throw .numericalFailure(constraints: restore(input.constraints, edits: input.edits))
        }
    }
}
