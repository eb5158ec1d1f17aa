// Feasibility restored by phase one. After a reinversion (a repaired basis can leave many
// restricted rows far below zero) or a refinement, the dual simplex is the classic tool, but it
// only makes progress through the objective: when the costs tie (no optional constraint is in,
// or none is involved) every dual pivot is degenerate and the dual wanders from row to row
// without end (a W4 system of 200 variables spent 69 budgets of ~7 000 pivots that way).
// Phase one always makes progress: every infeasible row is taken out of the tableau, which
// leaves the rest feasible, and put back through an artificial symbol whose value the primal
// simplex drives to zero, as adding a constraint does.

extension Tableau {
    /// Makes every restricted row feasible again: slack and error rows below zero and dummy rows
    /// away from zero are taken out and put back, each through phase one; then the objective is
    /// re-optimised and the definitions re-evaluated (also when no row needed it: a reinversion
    /// relies on this to end optimal). A row phase one cannot bring back stays infeasible, and
    /// the operation's check (``verifyOperation()``) sees the violated constraint.
    mutating func restoreFeasibility() {
        var taken: [(symbol: Symbol, row: Row)] = []
        for index in 0..<symbolCount where info[index].isBasic && !info[index].isDefined {
            let kind = info[index].kind
            let constant = rows[index].constant
            let infeasible: Bool
            switch kind {
            case .slack, .error: infeasible = constant < 0
            case .dummy: infeasible = !Row.nearZero(constant)
            default: infeasible = false
            }
            if infeasible { taken.append((Symbol(index), takeRow(Symbol(index)))) }
        }
        work.infeasible.removeAll(keepingCapacity: true)
        for (symbol, row) in taken {
            // `symbol = constant + Σ cells` is put back as `0 = constant + Σ cells − symbol`,
            // written over the basis as it is now (earlier rows' pivots made some cells basic).
            var terms = row.cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }
            terms.append((symbol, -1))
            var constant = row.constant
            accumulateExpanded(terms, constant: &constant)
            var expression = drainAccumulator(constant: constant)
            if expression.constant < 0 { expression.negate() }
            putBackThroughPhaseOne(expression)
        }
        // Rows of error symbols left and came back: the objective is charged afresh.
        if !taken.isEmpty { rechargeObjective() }
        optimize()
        refreshAllDefinitions()
    }

    /// Installs `row` (constant non-negative) as the row of a fresh artificial symbol and drives
    /// it to zero with the primal simplex; the artificial is then pivoted out and released. When
    /// phase one cannot reach zero the row is dropped all the same: its constraint no longer
    /// holds, which the operation's check reports.
    mutating func putBackThroughPhaseOne(_ row: Row) {
        let art = makeSymbol(.slack)
        installRow(row, for: art)
        work.artificial = row
        optimizeArtificial(art)
        work.artificial = nil
        retireArtificial(art)
    }
}
