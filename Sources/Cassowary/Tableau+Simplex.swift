// The three simplex loops: primal on the lexicographic objective (after adds and removes),
// primal on the phase-one objective (adding a constraint through an artificial variable), and
// dual (after suggestions). Entering symbols are chosen by Bland's rule (lowest index), leaving
// rows by the minimum ratio with ties to the lowest index, so degenerate layouts cannot cycle.

extension Tableau {
    /// Pivots until no non-basic symbol has a lexicographically negative cost.
    mutating func optimize() {
        while let (entering, increasing) = objectiveEntering() {
            guard let leaving = leavingRow(for: entering, increasing: increasing) else {
                // A sum of errors is bounded below, so this cannot happen; never loop on it.
                isDirty[entering] = false
                dirty.removeAll { $0 == entering }
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest-index non-basic symbol whose move lowers the objective, and the direction.
    /// Only symbols whose cost changed since the last check can qualify; the others are dropped
    /// from the queue.
    mutating func objectiveEntering() -> (Int, Bool)? {
        var best = -1
        var bestIncreasing = true
        var kept = 0
        for index in dirty.indices {
            let symbol = dirty[index]
            var increasing = true
            var qualifies = false
            if !isBasic[symbol] {
                let kind = kinds[symbol]
                if kind.isPivotable {
                    qualifies = costSign(symbol) < 0
                } else if kind == .external {
                    let sign = costSign(symbol)
                    qualifies = sign != 0
                    increasing = sign < 0
                }
            }
            if qualifies {
                dirty[kept] = symbol
                kept += 1
                if best < 0 || symbol < best {
                    best = symbol
                    bestIncreasing = increasing
                }
            } else {
                isDirty[symbol] = false
            }
        }
        dirty.removeLast(dirty.count - kept)
        return best < 0 ? nil : (best, bestIncreasing)
    }

    /// The row that limits moving `entering` in the given direction: the restricted row that
    /// reaches zero first. A basic dummy blocks any move at once (it may never change).
    func leavingRow(for entering: Int, increasing: Bool) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for entry in columns[entering] {
            let basic = Int(entry)
            guard isBasic[basic] else { continue }
            let kind = kinds[basic]
            if kind == .external { continue }
            let coefficient = rows[basic].coefficient(of: entering)
            if coefficient == 0 { continue }
            let ratio: Double
            if kind == .dummy {
                ratio = 0
            } else if increasing, coefficient < 0 {
                ratio = rows[basic].constant / -coefficient
            } else if !increasing, coefficient > 0 {
                ratio = rows[basic].constant / coefficient
            } else {
                continue
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                best = basic
                bestRatio = ratio
            }
        }
        return best < 0 ? nil : best
    }

    /// Pivots until the phase-one objective cannot decrease.
    mutating func optimizeArtificial() {
        while let objective = artificial {
            var entering = -1
            var increasing = true
            for cell in objective.cells {
                let kind = kinds[cell.symbol]
                if kind.isPivotable, cell.coefficient < 0 {
                    entering = cell.symbol
                    break
                }
                if kind == .external {
                    entering = cell.symbol
                    increasing = cell.coefficient < 0
                    break
                }
            }
            guard entering >= 0, let leaving = leavingRow(for: entering, increasing: increasing) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Restores feasibility after constants changed, keeping the objective optimal.
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard isBasic[leaving] else { continue }
            let kind = kinds[leaving]
            guard kind == .slack || kind == .error, rows[leaving].constant < 0 else { continue }
            guard let entering = dualEntering(rows[leaving]) else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol to bring into an infeasible row: among those that raise it, the one with the
    /// lexicographically smallest cost-to-coefficient ratio, so the objective stays optimal.
    func dualEntering(_ row: Row) -> Int? {
        var best = -1
        var bestCoefficient = 0.0
        for cell in row.cells {
            let kind = kinds[cell.symbol]
            let coefficient: Double
            if kind == .external {
                coefficient = abs(cell.coefficient)
            } else if kind.isPivotable, cell.coefficient > 0 {
                coefficient = cell.coefficient
            } else {
                continue
            }
            if best < 0 || ratioPrecedes(cell.symbol, coefficient, best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = coefficient
            }
        }
        return best < 0 ? nil : best
    }

    /// Compares `cost(a)/ca` with `cost(b)/cb` level by level; ties go to the lower index.
    /// Values within epsilon are equal at a level, so rounding noise at a high level cannot
    /// decide the choice and leave a lower level with a negative cost.
    @inline(__always)
    func ratioPrecedes(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Bool {
        let count = levelCount
        for k in 0..<count {
            let x = costs[a * count + k] / ca
            let y = costs[b * count + k] / cb
            let tolerance = Tableau.epsilon * max(1, abs(x), abs(y))
            if x < y - tolerance { return true }
            if x > y + tolerance { return false }
        }
        return a < b
    }
}
