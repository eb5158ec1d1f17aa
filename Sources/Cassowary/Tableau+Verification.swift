// Correct or loud: after an operation that pivoted or substituted, the required constraints
// whose variables it moved are evaluated from their original coefficients (compensated sums);
// a residual above `residualTolerance` of the constraint's scale starts a repair:
//
// 1. iterative refinement: each constraint's residual is pushed back through its marker's column,
//    which is how the tableau says a change of that constraint's constant moves the basic values
//    (the tableau's coefficients need not be exact for this to converge; a few passes do), then
//    the dual simplex fixes restricted rows that refinement shows slightly negative;
// 2. if that is not enough, the tableau is rebuilt from its constraints and refined again;
// 3. if even that leaves a required constraint violated, the operation is refused with
//    `SolverError.numericalFailure` and the tableau is rebuilt as it was before it.
//
// Refusals are checked the same way: the phase-one objective that stayed positive is a Farkas
// combination of the new constraint and existing ones; it is recomputed from the original
// constraints and must really prove infeasibility, or the refusal is treated as rounding.

extension Tableau {
    /// A required constraint holds when its residual is at most this fraction of its scale (the
    /// largest of its terms' magnitudes and its constant, at least 1).
    static let residualTolerance = 1e-9

    /// The original row of a constraint, over symbols: its terms, its marker and error symbols
    /// with the signs the add gave them, and its constant (an edit constraint's at the value last
    /// suggested).
    func originalRow(_ record: ConstraintRecord) -> (cells: [(symbol: Symbol, coefficient: Double)], constant: Double) {
        let constraint = record.constraint
        var cells: [(symbol: Symbol, coefficient: Double)] = []
        // Sized once: grown from empty, the array was reallocated two or three times per call,
        // 4% of W1's build (every add verifies its constraint's original row).
        cells.reserveCapacity(constraint.expression.terms.count + 2)
        for term in constraint.expression.terms {
            guard let symbol = symbolOfVariable.symbol(for: term.variable.id) else { continue }
            if let index = cells.firstIndex(where: { $0.symbol == symbol }) {
                cells[index].coefficient += term.coefficient
            } else {
                cells.append((symbol, term.coefficient))
            }
        }
        var constant = constraint.expression.constant
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            cells.append((record.marker, sign))
            if let other = record.other { cells.append((other, -sign)) }
        case .equal:
            if let other = record.other {
                cells.append((record.marker, -1))
                cells.append((other, 1))
            } else {
                cells.append((record.marker, 1))
            }
        }
        if !constraint.strength.isRequired, let edit = editRecord(ofConstraint: constraint.id) { constant -= edit.constant }
        return (cells, constant)
    }

    /// ``originalRow(_:)`` with every number negated when `negated` (as an add negates a new row
    /// whose constant is negative).
    func originalRow(_ record: ConstraintRecord, negated: Bool) -> (cells: [(symbol: Symbol, coefficient: Double)], constant: Double) {
        let row = originalRow(record)
        return negated ? (row.cells.map { ($0.symbol, -$0.coefficient) }, -row.constant) : row
    }

    /// The edit record whose constraint this is, if any.
    func editRecord(ofConstraint id: Int) -> EditRecord? {
        editRecords.first { $0?.constraint.id == id } ?? nil
    }

    /// A required constraint's violation at the current values, relative to its scale: how far
    /// its variables are from satisfying it (its slack is not counted).
    func relativeViolation(_ constraint: Constraint) -> Double {
        var sum = CompensatedSum(constraint.expression.constant)
        var scale = max(1, abs(constraint.expression.constant))
        for term in constraint.expression.terms {
            let value = value(of: term.variable)
            sum.addProduct(term.coefficient, value)
            scale = max(scale, abs(term.coefficient * value))
        }
        let residual = sum.value
        switch constraint.relation {
        case .equal: return abs(residual) / scale
        case .lessThanOrEqual: return max(0, residual) / scale
        case .greaterThanOrEqual: return max(0, -residual) / scale
        }
    }

    /// The required constraints that do not hold (all of them are checked).
    func violatedRequiredConstraints() -> [ConstraintRecord] {
        records.values.filter { $0.constraint.strength.isRequired && relativeViolation($0.constraint) > Tableau.residualTolerance }
    }

    /// True when a required constraint among those the last operation could have moved does not
    /// hold; clears the operation's record of what it moved.
    mutating func operationLeftViolations() -> Bool {
        defer {
            work.moved.removeAll(keepingCapacity: true)
            work.rowsMoved = false
        }
        guard work.rowsMoved else { return false }
        work.epoch &+= 1
        let mark = work.epoch
        // Constraints shared by several moved variables are checked once: their marker symbol
        // is stamped with a second epoch. (A marker that is also a moved symbol may lose its
        // stamp to the first one; that costs a repeated check, never a missed one.)
        work.epoch &+= 1
        let checked = work.epoch
        for symbol in work.moved where info[symbol].stamp != mark {
            info[symbol].stamp = mark
            guard symbol.index < requiredUsers.count else { continue }
            for user in requiredUsers[symbol.index] where info[user.marker].stamp != checked {
                info[user.marker].stamp = checked
                if let record = records[user.id], relativeViolation(record.constraint) > Tableau.residualTolerance { return true }
            }
        }
        return false
    }

    // MARK: Repair

    /// Iterative refinement of the basic values (see the file's comment), then the dual simplex
    /// on rows it shows infeasible; repeated while it helps. Refinement converges only while the
    /// tableau's coefficients are close enough to exact; when they are not, a pass makes the
    /// residuals larger (each pass ×100 on one W4 system), so a pass that does not lower the
    /// largest relative residual is undone and refinement stops, leaving the next repair step
    /// (reinversion) to work from the better values.
    mutating func refineValues() {
        var pass = refinementPass()
        for _ in 0..<4 {
            if pass.corrections.isEmpty { break }
            var previous: [(basic: Symbol, constant: Double)] = []
            for correction in pass.corrections {
                if correction.own {
                    previous.append((correction.marker, rows[correction.marker].constant))
                    shiftRowConstant(correction.marker, by: correction.amount)
                } else {
                    for basic in columns[correction.marker] {
                        guard info[basic].isBasic else { continue }
                        let coefficient = rows[basic].coefficient(of: correction.marker)
                        if coefficient == 0 { continue }
                        previous.append((basic, rows[basic].constant))
                        shiftRowConstant(basic, by: coefficient * correction.amount)
                    }
                }
            }
            noteConstantsChanged(previous.map(\.basic))
            let refined = refinementPass()
            if refined.worst >= pass.worst {
                // Diverging: put every constant back as it was before this pass.
                for entry in previous.reversed() { setRowConstant(entry.basic, to: entry.constant) }
                noteConstantsChanged(previous.map(\.basic))
                break
            }
            // Restricted rows the pass pushed below zero go to the dual simplex; when there are
            // none, the values (and so the residuals just measured) stand.
            for entry in previous where rows[entry.basic].constant < 0 {
                let kind = info[entry.basic].kind
                if kind == .slack || kind == .error { work.infeasible.append(entry.basic) }
            }
            if work.infeasible.isEmpty {
                pass = refined
            } else {
                dualOptimize()
                refreshDefinedValues()
                pass = refinementPass()
            }
        }
        work.infeasible.removeAll(keepingCapacity: true)
        work.moved.removeAll(keepingCapacity: true)
        work.rowsMoved = false
    }

    /// One measurement for refinement, over every constraint in the rows: the symbol that takes
    /// each residual and by how much, and the largest residual relative to its constraint's scale.
    func refinementPass() -> (corrections: [(marker: Symbol, amount: Double, own: Bool)], worst: Double) {
        var corrections: [(marker: Symbol, amount: Double, own: Bool)] = []
        var worst = 0.0
        for record in records.values where record.defines == nil {
            let original = originalRow(record)
            let (residual, scale) = residualAndScale(original)
            worst = max(worst, abs(residual) / scale)
            if abs(residual) <= 1e-15 * scale { continue }
            // The first marker or error symbol of the row that is basic takes the residual
            // alone; otherwise the first non-basic one moves the basic values through its column.
            let markers = original.cells.suffix(record.other == nil ? 1 : 2)
            if let basic = markers.first(where: { info[$0.symbol].isBasic }) {
                corrections.append((basic.symbol, -residual / basic.coefficient, true))
            } else if let free = markers.first {
                corrections.append((free.symbol, residual / free.coefficient, false))
            }
        }
        return (corrections, worst)
    }

    /// Row constants changed outside a pivot: the definitions that read them are re-evaluated.
    mutating func noteConstantsChanged(_ basics: [Symbol]) {
        for basic in basics where info[basic].dependentCount != 0 { definitions.changed.append(basic) }
        refreshDefinedValues()
    }

    /// An original row's value at the current values (compensated sum) and its scale: the
    /// largest of its terms' magnitudes and its constant, at least 1.
    func residualAndScale(_ original: (cells: [(symbol: Symbol, coefficient: Double)], constant: Double)) -> (Double, Double) {
        var sum = CompensatedSum(original.constant)
        var scale = max(1, abs(original.constant))
        for cell in original.cells {
            let value = value(ofSymbol: cell.symbol)
            sum.addProduct(cell.coefficient, value)
            scale = max(scale, abs(cell.coefficient * value))
        }
        return (sum.value, scale)
    }

    /// A tableau built afresh from `constraints` (in order) and edit variables with their values,
    /// with this one's settings and cumulative health counts (``emptied()``), to which the
    /// rebuild's own pivots and reinversion add.
    /// - Throws: what an add throws when a constraint cannot be added.
    func rebuilt(_ constraints: [Constraint], edits: [(constraint: Constraint, value: Double)]) throws(SolverError) -> Tableau {
        var fresh = emptied()
        fresh.isRebuilding = true
        for constraint in constraints { try fresh.add(constraint) }
        for edit in edits {
            guard let variable = edit.constraint.expression.terms.first?.variable else { continue }
            try fresh.addEditVariable(variable, strength: edit.constraint.strength)
            try fresh.suggestValue(edit.value, for: variable)
        }
        fresh.reinvert()
        fresh.refineValues()
        fresh.isRebuilding = false
        return fresh
    }

    /// The constraints (edits excluded) in insertion order, and the edit variables with their values.
    var rebuildInput: (constraints: [Constraint], edits: [(constraint: Constraint, value: Double)]) {
        let edits = editRecords.compactMap { $0 }
        let editIDs = Set(edits.map(\.constraint.id))
        let constraints = records.values.filter { !editIDs.contains($0.constraint.id) }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
        return (constraints, edits.map { ($0.constraint, $0.constant) })
    }

    /// Checks what the last operation moved and repairs the tableau if a required constraint
    /// does not hold: refinement, then a rebuild. Returns false when neither repaired it.
    mutating func verifyOperation() -> Bool {
        if isRebuilding {
            work.moved.removeAll(keepingCapacity: true)
            work.rowsMoved = false
            return true
        }
        guard operationLeftViolations() else { return true }
        health.repairs += 1
        refineValues()
        if violatedRequiredConstraints().isEmpty { return true }
        if reinvert() {
            refineValues()
            if violatedRequiredConstraints().isEmpty { return true }
        }
        let input = rebuildInput
        guard let fresh = try? rebuilt(input.constraints, edits: input.edits), fresh.violatedRequiredConstraints().isEmpty else { return false }
        self = fresh
        return true
    }

    /// Puts the tableau back to a rebuild of the given state (after a numerical failure) and
    /// returns the required constraints the failed attempt left violated.
    mutating func restore(_ constraints: [Constraint], edits: [(constraint: Constraint, value: Double)]) -> [Constraint] {
        let violated = violatedRequiredConstraints().map(\.constraint)
        if let fresh = try? rebuilt(constraints, edits: edits) { self = fresh }
        return violated
    }

    // MARK: Certificates

    /// True when `objective` (the phase-one row that stayed above zero, over non-basic symbols)
    /// proves that `newRow` cannot hold with the constraints in the tableau: recomputed from the
    /// original constraints with the multipliers its marker coefficients give, it must have no
    /// coefficient on a variable, no negative one on a restricted symbol, and a positive constant,
    /// each judged against the combination's scale.
    func certifiesInfeasibility(_ objective: Row, newRow: (cells: [(symbol: Symbol, coefficient: Double)], constant: Double)) -> Bool {
        var combination: [Int: CompensatedSum] = [:]
        var constant = CompensatedSum(newRow.constant)
        var scale = max(1, abs(newRow.constant))
        func add(_ cells: [(symbol: Symbol, coefficient: Double)], _ rowConstant: Double, times multiplier: Double) {
            constant.addProduct(multiplier, rowConstant)
            scale = max(scale, abs(multiplier * rowConstant))
            for cell in cells {
                combination[cell.symbol.index, default: CompensatedSum(0)].addProduct(multiplier, cell.coefficient)
                scale = max(scale, abs(multiplier * cell.coefficient))
            }
        }
        add(newRow.cells, 0, times: 1)
        var seen = Set<Int>()
        for cell in objective.cells {
            let owner = details[cell.symbol].owner
            guard owner != 0, let record = records[owner], seen.insert(owner).inserted else { continue }
            let original = originalRow(record)
            // The multiplier is the marker's coefficient over its sign in its own row.
            guard let own = original.cells.first(where: { $0.symbol == cell.symbol }) else { continue }
            add(original.cells, original.constant, times: cell.coefficient / own.coefficient)
        }
        let tolerance = 1e-9 * scale
        for (index, sum) in combination {
            let kind = info[index].kind
            let value = sum.value
            switch kind {
            case .external: if abs(value) > tolerance { return false }
            case .slack, .error: if value < -tolerance { return false }
            default: break
            }
        }
        return constant.value > 1e-7 * scale
    }
}

/// A sum of products kept to about twice the precision of a double (Neumaier's summation with
/// each product's rounding error recovered by a fused multiply-add).
struct CompensatedSum: Sendable {
    private var sum: Double
    private var compensation = 0.0

    /// A sum starting at `value`.
    init(_ value: Double) { sum = value }

    /// Adds `a × b`.
    mutating func addProduct(_ a: Double, _ b: Double) {
        let product = a * b
        let error = (-product).addingProduct(a, b)
        add(product)
        compensation += error
    }

    /// Adds a value.
    mutating func add(_ value: Double) {
        let total = sum + value
        if abs(sum) >= abs(value) {
            compensation += (sum - total) + value
        } else {
            compensation += (value - total) + sum
        }
        sum = total
    }

    /// The sum.
    var value: Double { sum + compensation }
}
