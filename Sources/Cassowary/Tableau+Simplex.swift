// The three simplex loops: primal on the lexicographic objective (after adds and removes),
// primal on the phase-one objective (adding a constraint through an artificial variable), and
// dual (after suggestions). Entering symbols are chosen by Bland's rule (lowest index), leaving
// rows by the minimum ratio with ties to the lowest index, so degenerate layouts cannot cycle.

extension Tableau {
    /// Pivots until no non-basic symbol has a lexicographically negative cost.
    mutating func optimize() {
        var degenerate = 0
        var budget = pivotBudget
        var watch = NoiseCycleWatch(threshold: 100 + symbolCount)
        var frozenHere: [Symbol] = []
        defer { for symbol in frozenHere { info[symbol].isFrozen = false } }
        while let (entering, increasing) = objectiveEntering() {
            if !spend(&budget) { return }
            let bland = degenerate > Tableau.degenerateRunLimit
            guard let leaving = leavingRow(for: entering, increasing: increasing, allowTiny: false, bland: bland) else {
                // Nothing limits the move but rows where the symbol is rounding noise (a sum of
                // errors is bounded below, so a truly free direction cannot exist): the cost is
                // noise too. Leave the symbol where it is rather than divide by noise.
                info[entering].isDirty = false
                objective.dirty.removeAll { $0 == entering }
                continue
            }
            degenerate = isDegenerate(leaving) ? degenerate + 1 : 0
            pivot(entering: entering, leaving: leaving)
            if watch.count(entering: entering, leaving: leaving),
               let lap = watch.record(entering: entering, leaving: leaving, objective: objective.constantsInOrder) {
                settleNoiseCycle(lap, watch: &watch, frozen: &frozenHere)
            }
        }
    }

    /// Ends a lap of pivots chosen by rounding noise (see ``NoiseCycleWatch``): goes once more
    /// round the lap, exactly as recorded, to the basis whose objective is best with
    /// rounding-level differences tied, and keeps the symbols that entered in the lap out of
    /// the basis for the rest of the run, so that real improvements elsewhere still happen.
    mutating func settleNoiseCycle(_ lap: ClosedRange<Int>, watch: inout NoiseCycleWatch, frozen: inout [Symbol]) {
        health.noiseCycles += 1
        let best = watch.best(in: lap)
        // The basis now is the one the lap started from; replaying its first pivots up to `best`
        // reaches that basis again.
        if best != lap.upperBound {
            for position in lap.lowerBound...best {
                let step = watch.steps[position]
                guard info[step.leaving].isBasic, !info[step.entering].isBasic,
                      rows[step.leaving].coefficient(of: step.entering) != 0 else { break }
                pivot(entering: step.entering, leaving: step.leaving)
            }
        }
        for position in lap {
            let symbol = watch.steps[position].entering
            if !info[symbol].isFrozen, !info[symbol].isBasic {
                info[symbol].isFrozen = true
                frozen.append(symbol)
            }
        }
        watch.restart()
    }

    /// The most pivots one simplex run may take. Layouts take a handful per change; adding a
    /// strong constraint to a random system of many conflicting preferences can take about two
    /// per symbol (847 pivots in one differential system, every one a real gain). A run that
    /// exceeds this generous bound is wandering on rounding noise, and is stopped.
    var pivotBudget: Int { pivotBudgetOverride ?? (1_000 + 10 * symbolCount) }

    /// Takes one pivot from the budget; false (and counted) when it is spent.
    @inline(__always)
    mutating func spend(_ budget: inout Int) -> Bool {
        budget -= 1
        if budget >= 0 { return true }
        health.exhaustedPivotBudgets += 1
        return false
    }

    /// True when pivoting on this row moves nothing (its basic symbol is already at zero).
    @inline(__always)
    func isDegenerate(_ leaving: Symbol) -> Bool {
        rows[leaving].constant <= Tableau.feasibilityTolerance
    }

    /// The lowest-index non-basic symbol whose move lowers the objective, and the direction.
    /// Only symbols whose cost changed since the last check can qualify; the others are dropped
    /// from the queue.
    mutating func objectiveEntering() -> (Symbol, Bool)? {
        var best: Symbol? = nil
        var bestIncreasing = true
        var kept = 0
        for index in objective.dirty.indices {
            let symbol = objective.dirty[index]
            var increasing = true
            var qualifies = false
            if !info[symbol].isBasic, !info[symbol].isFrozen {
                let kind = info[symbol].kind
                if kind.isPivotable {
                    qualifies = costSign(symbol) < 0
                } else if kind == .external {
                    let sign = costSign(symbol)
                    qualifies = sign != 0
                    increasing = sign < 0
                }
            }
            if qualifies {
                objective.dirty[kept] = symbol
                kept += 1
                if best.map({ symbol < $0 }) ?? true {
                    best = symbol
                    bestIncreasing = increasing
                }
            } else {
                info[symbol].isDirty = false
            }
        }
        objective.dirty.removeLast(objective.dirty.count - kept)
        return best.map { ($0, bestIncreasing) }
    }

    /// The row that limits moving `entering` in the given direction: the restricted row that
    /// reaches zero first. A basic dummy blocks any move at once (it may never change).
    ///
    /// Harris's two-pass test keeps the numbers sound: the first pass finds how far the symbol
    /// can move if every row may dip ``feasibilityTolerance`` below zero; among the rows that
    /// block within that distance, the one with the largest coefficient is pivoted on. Dividing
    /// by small coefficients is how rounding noise turns into huge values. Every row limits the
    /// move, however small its coefficient (ignoring one lets a long step drive it far below
    /// zero); when only rows with coefficients under ``pivotTolerance`` block within the bound,
    /// the largest of them is the pivot if `allowTiny`, else there is none. With `bland`, the
    /// exact minimum ratio is taken with ties to the lowest index instead: Bland's rule, which
    /// cannot cycle, for runs of degenerate pivots.
    func leavingRow(for entering: Symbol, increasing: Bool, allowTiny: Bool = true, bland: Bool = false) -> Symbol? {
        var bound = Double.infinity
        var lowest: Symbol? = nil
        for basic in columns[entering] {
            guard let (ratio, magnitude) = blockingRatio(basic, entering, increasing) else { continue }
            if bland {
                if ratio < bound || (ratio == bound && lowest.map { basic < $0 } ?? true) {
                    bound = ratio
                    lowest = basic
                }
            } else {
                let slack = info[basic].kind == .dummy ? 0 : Tableau.feasibilityTolerance
                bound = min(bound, ratio + slack / magnitude)
            }
        }
        if bound == .infinity { return nil }
        if bland {
            guard let lowest else { return nil }
            let magnitude = abs(rows[lowest].coefficient(of: entering))
            return magnitude >= Tableau.pivotTolerance || allowTiny ? lowest : nil
        }
        var best: Symbol? = nil
        var bestMagnitude = 0.0
        for basic in columns[entering] {
            guard let (ratio, magnitude) = blockingRatio(basic, entering, increasing), ratio <= bound else { continue }
            if magnitude > bestMagnitude || (magnitude == bestMagnitude && best.map { basic < $0 } ?? true) {
                best = basic
                bestMagnitude = magnitude
            }
        }
        return bestMagnitude >= Tableau.pivotTolerance || allowTiny ? best : nil
    }

    /// How far `entering` can move before the row of `basic` reaches zero, and the coefficient's
    /// magnitude; nil when the row does not limit the move.
    @inline(__always)
    func blockingRatio(_ basic: Symbol, _ entering: Symbol, _ increasing: Bool) -> (Double, Double)? {
        guard info[basic].isBasic else { return nil }
        let kind = info[basic].kind
        if kind == .external { return nil }
        let coefficient = rows[basic].coefficient(of: entering)
        if coefficient == 0 { return nil }
        if kind == .dummy { return (0, abs(coefficient)) }
        if increasing, coefficient < 0 { return (max(0, rows[basic].constant) / -coefficient, -coefficient) }
        if !increasing, coefficient > 0 { return (max(0, rows[basic].constant) / coefficient, coefficient) }
        return nil
    }

    /// Pivots until the phase-one objective cannot decrease. When the objective is the value of
    /// an artificial symbol `art` (adding a constraint), also until `art` is zero: once it leaves
    /// the basis it is exactly zero, and what remains of the objective is rounding noise that
    /// must not steer more pivots. Candidates are tried in index order; one that only rounding
    /// noise limits is skipped, as in ``optimize()``.
    mutating func optimizeArtificial(_ art: Symbol? = nil) {
        var degenerate = 0
        var budget = pivotBudget
        while let phaseOne = work.artificial, spend(&budget) {
            if let art, !info[art].isBasic || Row.nearZero(rows[art].constant) { return }
            let bland = degenerate > Tableau.degenerateRunLimit
            var step: (entering: Symbol, leaving: Symbol)? = nil
            for cell in phaseOne.cells where !info[cell.symbol].isFrozen {
                let kind = info[cell.symbol].kind
                let increasing: Bool
                if kind.isPivotable, cell.coefficient < 0 {
                    increasing = true
                } else if kind == .external {
                    increasing = cell.coefficient < 0
                } else {
                    continue
                }
                if abs(cell.coefficient) < Tableau.smallCost,
                   abs(cell.coefficient) <= Tableau.costNoise * columnMagnitude(cell.symbol) {
                    continue
                }
                if let leaving = leavingRow(for: cell.symbol, increasing: increasing, allowTiny: false, bland: bland) {
                    step = (cell.symbol, leaving)
                    break
                }
            }
            guard let step else { return }
            degenerate = isDegenerate(step.leaving) ? degenerate + 1 : 0
            pivot(entering: step.entering, leaving: step.leaving)
        }
    }

    /// Restores feasibility after constants changed, keeping the objective optimal.
    ///
    /// The dual simplex progresses only through the objective; where costs tie (no optional
    /// constraint involved) its pivots are all degenerate and it can wander without end. After
    /// ``dualPivotBudget`` pivots the rows still infeasible are restored by phase one instead
    /// (``restoreFeasibility()``), which always progresses, and the objective re-optimised.
    mutating func dualOptimize() {
        var budget = dualPivotBudget
        while let leaving = work.infeasible.popLast() {
            guard info[leaving].isBasic else { continue }
            let kind = info[leaving].kind
            guard kind == .slack || kind == .error, rows[leaving].constant < 0 else { continue }
            guard let entering = dualEntering(rows[leaving]) else {
                if rows[leaving].constant < -Tableau.feasibilityTolerance { work.dualGaveUp = true }
                continue
            }
            budget -= 1
            if budget < 0 {
                health.repairs += 1
                restoreFeasibility()
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual pivots one run may take before phase one takes over: far more than a layout's
    /// suggestion needs (a handful), far fewer than a wandering run would spend.
    var dualPivotBudget: Int { dualPivotBudgetOverride ?? pivotBudgetOverride ?? (100 + symbolCount) }

    /// The symbol to bring into an infeasible row: among those that raise it, the one with the
    /// lexicographically smallest cost-to-coefficient ratio, so the objective stays optimal.
    func dualEntering(_ row: Row) -> Symbol? {
        var best: Symbol? = nil
        var bestCoefficient = 0.0
        var weak: Symbol? = nil
        var weakCoefficient = 0.0
        for cell in row.cells where !info[cell.symbol].isFrozen {
            let kind = info[cell.symbol].kind
            let coefficient: Double
            if kind == .external {
                coefficient = abs(cell.coefficient)
            } else if kind.isPivotable, cell.coefficient > 0 {
                coefficient = cell.coefficient
            } else {
                continue
            }
            // As in the primal ratio test, tiny coefficients are a last resort.
            if coefficient < Tableau.pivotTolerance {
                if weak.map({ ratioPrecedes(cell.symbol, coefficient, $0, weakCoefficient) }) ?? true {
                    weak = cell.symbol
                    weakCoefficient = coefficient
                }
            } else if best.map({ ratioPrecedes(cell.symbol, coefficient, $0, bestCoefficient) }) ?? true {
                best = cell.symbol
                bestCoefficient = coefficient
            }
        }
        return best ?? weak
    }

    /// Compares `cost(a)/ca` with `cost(b)/cb` level by level; ties go to the lower index.
    /// Values within epsilon are equal at a level, so rounding noise at a high level cannot
    /// decide the choice and leave a lower level with a negative cost.
    @inline(__always)
    func ratioPrecedes(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Bool {
        let count = levelCount
        for k in objective.order {
            let x = objective.costs[a.index * count + k] / ca
            let y = objective.costs[b.index * count + k] / cb
            let tolerance = Tableau.epsilon * max(1, abs(x), abs(y))
            if x < y - tolerance { return true }
            if x > y + tolerance { return false }
        }
        return a < b
    }
}
