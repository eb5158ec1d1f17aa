/// A tableau row `basic = constant + Σ coefficient × symbol`, its cells sorted by symbol.
///
/// Sorted cells make lookups a binary search and let two rows be combined by one linear merge.
/// Cells whose coefficient falls within ``Tableau/epsilon`` of zero are dropped on every change,
/// so a zero never lingers as a cell.
struct Row: Sendable {
    /// The constant term.
    var constant: Double
    /// The non-zero cells, sorted by symbol.
    var cells: [Cell]

    /// A row with only a constant.
    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// True when the value is (numerically) zero.
    @inline(__always)
    static func nearZero(_ value: Double) -> Bool {
        value < Tableau.epsilon && value > -Tableau.epsilon
    }

    /// The position of `symbol`, or where it would be inserted (negated minus one) when absent.
    @inline(__always)
    func search(_ symbol: Symbol) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return mid }
        }
        return -low - 1
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let index = search(symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    /// True when `symbol` has a cell.
    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { search(symbol) >= 0 }

    /// Adds `coefficient × symbol`; drops the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let index = search(symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -index - 1)
        }
    }

    /// Adds `times × other`, cell by cell (used on rows not yet in the tableau).
    mutating func insert(_ other: Row, times: Double) {
        constant += other.constant * times
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        let a = cells
        let b = other.cells
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let value = b[j].coefficient * times
                if !Row.nearZero(value) { merged.append(Cell(symbol: b[j].symbol, coefficient: value)) }
                j += 1
            } else {
                let value = a[i].coefficient + b[j].coefficient * times
                if !Row.nearZero(value) { merged.append(Cell(symbol: a[i].symbol, coefficient: value)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    /// Removes `symbol`'s cell and returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let index = search(symbol)
        guard index >= 0 else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a`.
    /// The symbol *must* have a cell.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / remove(symbol)
        constant *= coefficient
        var dropped = false
        for index in cells.indices {
            cells[index].coefficient *= coefficient
            if Row.nearZero(cells[index].coefficient) { dropped = true }
        }
        // Scaling can push a cell under epsilon; such a cell is noise and must not be pivoted on.
        if dropped { cells.removeAll { Row.nearZero($0.coefficient) } }
    }

    /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` (with `lhs` now a cell).
    /// `rhs` *must* have a cell and `lhs` must not.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// True when every cell is a dummy symbol (or there are none).
    func allDummies(_ info: [SymbolInfo]) -> Bool {
        cells.allSatisfy { info[$0.symbol].kind == .dummy }
    }
}
