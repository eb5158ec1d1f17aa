// Reinversion: the rows recomputed from the original constraints for the current basis, the way
// revised-simplex codes refactor their basis matrix. Incremental pivots chosen by ratio tests can
// grow rounding error without bound on general systems (a removal from a degenerate vertex, a
// long run of phase-one pivots); an LU factorisation with partial pivoting of the basis, followed
// by one step of iterative refinement with compensated residuals, gives every row back to about
// the precision the basis's conditioning allows. The objective is then recharged from the error
// symbols, the definitions re-evaluated, and the simplex restores feasibility and optimality
// from accurate numbers.

extension Tableau {
    /// Recomputes every row from the original constraints, for the current basis where it is
    /// sound and a repaired one where rounding made it singular (``chooseBasis(_:)``).
    /// - Returns: false (and the tableau unchanged) when no basis of the original rows exists
    ///   (they do not have full rank) or its matrix is singular to working precision.
    @discardableResult
    mutating func reinvert() -> Bool {
        let all = records.values
        let originals = all.map(originalRow)
        // The unknowns: a basis chosen from the original rows (see ``chooseBasis(_:)``), which
        // keeps the current basic and defined symbols wherever they are independent.
        guard let unknowns = chooseBasis(originals), unknowns.count == all.count, !unknowns.isEmpty else { return false }
        let m = unknowns.count
        var unknownIndex: [Int: Int] = [:]
        for (position, symbol) in unknowns.enumerated() { unknownIndex[symbol.index] = position }
        // The free symbols (non-basic, so zero at the current point) the rows are written over.
        var freeIndex: [Int: Int] = [:]
        var free: [Symbol] = []
        for original in originals {
            for cell in original.cells where unknownIndex[cell.symbol.index] == nil && freeIndex[cell.symbol.index] == nil {
                freeIndex[cell.symbol.index] = free.count
                free.append(cell.symbol)
            }
        }
        // A · u + F · n + c = 0, so u = −A⁻¹ (c + F · n): right-hand sides are c and F's columns.
        let columnsCount = free.count + 1
        var matrix = [Double](repeating: 0, count: m * m)
        var rhs = [Double](repeating: 0, count: m * columnsCount)
        for (row, original) in originals.enumerated() {
            rhs[row * columnsCount] = -original.constant
            for cell in original.cells {
                if let column = unknownIndex[cell.symbol.index] {
                    matrix[row * m + column] += cell.coefficient
                } else if let column = freeIndex[cell.symbol.index] {
                    rhs[row * columnsCount + column + 1] -= cell.coefficient
                }
            }
        }
        guard let lu = DenseLU(matrix, size: m) else { return false }
        var solution = rhs
        lu.solve(&solution, columns: columnsCount)
        // One step of refinement: residual computed with compensated sums, correction solved.
        var residual = [Double](repeating: 0, count: m * columnsCount)
        for (row, original) in originals.enumerated() {
            for column in 0..<columnsCount {
                var sum = CompensatedSum(-rhs[row * columnsCount + column])
                for cell in original.cells {
                    guard let unknown = unknownIndex[cell.symbol.index] else { continue }
                    sum.addProduct(cell.coefficient, solution[unknown * columnsCount + column])
                }
                residual[row * columnsCount + column] = -sum.value
            }
        }
        lu.solve(&residual, columns: columnsCount)
        for index in solution.indices { solution[index] += residual[index] }

        // Install: each basic symbol's row over the free symbols; definitions stay as written.
        for index in 0..<symbolCount {
            columns[index].removeAll(keepingCapacity: true)
            info[index].columnCount = 0
            guard info[index].isBasic, unknownIndex[index] == nil else { continue }
            // Left the basis: non-basic from now on, so zero.
            rows[index] = Row()
            info[index].isBasic = false
            values[index] = 0
            if info[index].dependentCount != 0 { definitions.changed.append(Symbol(index)) }
        }
        for symbol in unknowns where !info[symbol].isDefined { info[symbol].isBasic = true }
        for (position, symbol) in unknowns.enumerated() where info[symbol].isBasic {
            var row = Row(constant: solution[position * columnsCount])
            var cells: [Cell] = []
            for (column, freeSymbol) in free.enumerated() {
                let value = solution[position * columnsCount + column + 1]
                if !Row.nearZero(value) { cells.append(Cell(symbol: freeSymbol, coefficient: value)) }
            }
            cells.sort { $0.symbol < $1.symbol }
            row.cells = cells
            storeRow(row, for: symbol)
            for cell in cells { noteAdded(cell.symbol, inRow: symbol) }
        }
        // Definitions index their own rows in the columns too (they read the symbols they mention).
        rechargeObjective()
        refreshAllDefinitions()
        // A repaired basis can be far from feasible: phase one, not the dual (see
        // Tableau+Feasibility.swift), brings it back.
        restoreFeasibility()
        health.reinversions += 1
        return true
    }

    /// A basis for the original rows: one symbol per row whose columns are independent, chosen
    /// by Gaussian elimination with partial pivoting over every symbol the rows mention, the
    /// columns taken in order of preference: defined symbols (they must stay defined), the
    /// current basic symbols, then variables, slacks and errors, and dummies last. A current
    /// basic symbol whose column has become dependent (the incremental pivots took a coefficient
    /// that was only rounding) is replaced by the next independent column: the repair that
    /// lets a reinversion succeed where the tableau's own basis is singular.
    /// - Returns: nil when the rows do not have full rank over their symbols.
    func chooseBasis(_ originals: [(cells: [(symbol: Symbol, coefficient: Double)], constant: Double)]) -> [Symbol]? {
        var columnOf: [Int: Int] = [:]
        var symbols: [Symbol] = []
        for original in originals {
            for cell in original.cells where columnOf[cell.symbol.index] == nil {
                columnOf[cell.symbol.index] = symbols.count
                symbols.append(cell.symbol)
            }
        }
        let m = originals.count, width = symbols.count
        guard m > 0, width >= m else { return nil }
        var matrix = [Double](repeating: 0, count: m * width)
        var largest = 0.0
        for (row, original) in originals.enumerated() {
            for cell in original.cells {
                guard let column = columnOf[cell.symbol.index] else { continue }
                matrix[row * width + column] += cell.coefficient
                largest = max(largest, abs(cell.coefficient))
            }
        }
        func preference(_ symbol: Symbol) -> Int {
            if info[symbol].isDefined { return 0 }
            if info[symbol].isBasic { return 1 }
            switch info[symbol].kind {
            case .external: return 2
            case .slack, .error: return 3
            default: return 4
            }
        }
        let order = symbols.indices.sorted { (preference(symbols[$0]), symbols[$0].index) < (preference(symbols[$1]), symbols[$1].index) }
        let tolerance = 1e-9 * max(largest, 1)
        var rowOrder = Array(0..<m)
        var chosen: [Symbol] = []
        var pivoted = 0
        for column in order where pivoted < m {
            var best = -1
            var bestValue = tolerance
            for position in pivoted..<m {
                let value = abs(matrix[rowOrder[position] * width + column])
                if value > bestValue { best = position; bestValue = value }
            }
            guard best >= 0 else {
                if preference(symbols[column]) == 0 { return nil }
                continue
            }
            rowOrder.swapAt(pivoted, best)
            let pivotRow = rowOrder[pivoted]
            let pivot = matrix[pivotRow * width + column]
            for position in (pivoted + 1)..<max(pivoted + 1, m) {
                let row = rowOrder[position]
                let factor = matrix[row * width + column] / pivot
                if factor == 0 { continue }
                for other in 0..<width { matrix[row * width + other] -= factor * matrix[pivotRow * width + other] }
                matrix[row * width + column] = 0
            }
            chosen.append(symbols[column])
            pivoted += 1
        }
        return pivoted == m ? chosen : nil
    }

    /// The objective charged afresh from every optional constraint's error symbols.
    mutating func rechargeObjective() {
        for index in objective.costs.indices { objective.costs[index] = 0 }
        for index in objective.constants.indices { objective.constants[index] = 0 }
        for index in objective.nonZero.indices { objective.nonZero[index] = NonZeroSymbols() }
        for record in records.values where !record.constraint.strength.isRequired {
            guard let other = record.other, let level = existingLevel(for: record.constraint.strength.value) else { continue }
            if record.constraint.relation == .equal { addToObjective(record.marker, level: level, coefficient: record.constraint.weight) }
            addToObjective(other, level: level, coefficient: record.constraint.weight)
        }
        for index in 0..<symbolCount where info[index].kind != .unused { markDirty(Symbol(index)) }
    }

}

/// A dense LU factorisation with partial pivoting (row-major), for reinversion.
struct DenseLU {
    private var lu: [Double]
    private var permutation: [Int]
    private let size: Int

    /// Factorises an n × n matrix; nil when it is singular to working precision.
    init?(_ matrix: [Double], size n: Int) {
        lu = matrix
        size = n
        permutation = Array(0..<n)
        var largest = 0.0
        for value in matrix { largest = max(largest, abs(value)) }
        guard largest > 0 else { return nil }
        for k in 0..<n {
            var pivotRow = k
            var pivotValue = abs(lu[k * n + k])
            for row in (k + 1)..<max(k + 1, n) where abs(lu[row * n + k]) > pivotValue {
                pivotRow = row
                pivotValue = abs(lu[row * n + k])
            }
            guard pivotValue > 1e-13 * largest else { return nil }
            if pivotRow != k {
                for column in 0..<n { lu.swapAt(k * n + column, pivotRow * n + column) }
                permutation.swapAt(k, pivotRow)
            }
            let pivot = lu[k * n + k]
            for row in (k + 1)..<max(k + 1, n) {
                let factor = lu[row * n + k] / pivot
                if factor == 0 { continue }
                lu[row * n + k] = factor
                for column in (k + 1)..<n { lu[row * n + column] -= factor * lu[k * n + column] }
            }
        }
    }

    /// Solves A · X = B in place for `columns` right-hand sides (B row-major, n × columns).
    func solve(_ b: inout [Double], columns: Int) {
        let n = size
        var permuted = [Double](repeating: 0, count: n * columns)
        for row in 0..<n {
            for column in 0..<columns { permuted[row * columns + column] = b[permutation[row] * columns + column] }
        }
        // Forward (unit lower), then backward (upper).
        for row in 0..<n {
            for k in 0..<row {
                let factor = lu[row * n + k]
                if factor == 0 { continue }
                for column in 0..<columns { permuted[row * columns + column] -= factor * permuted[k * columns + column] }
            }
        }
        for row in stride(from: n - 1, through: 0, by: -1) {
            for k in (row + 1)..<max(row + 1, n) {
                let factor = lu[row * n + k]
                if factor == 0 { continue }
                for column in 0..<columns { permuted[row * columns + column] -= factor * permuted[k * columns + column] }
            }
            let pivot = lu[row * n + row]
            for column in 0..<columns { permuted[row * columns + column] /= pivot }
        }
        b = permuted
    }
}
