/// Many ambiguity questions about one solution, answered fast when the answer is "determined".
///
/// A symbol is surely determined when it cannot move on the optimal face: a non-basic symbol
/// that must stay at zero (or is blocked), a basic one whose row holds only such symbols, or a
/// defined one whose definition does. That is decided once per symbol and remembered, so
/// asking about every view of a large layout costs little more than reading it; only
/// expressions that touch a possibly free symbol take the exact test of
/// ``Solver/ambiguity(of:reach:)`` (which may still find them determined, when free parts
/// cancel, as in a child's position relative to a free parent).
package struct AmbiguityProbe: Sendable {
    /// The solver asked about.
    package let solver: Solver
    /// Symbols that look free but cannot move.
    private let blocked: Set<Symbol>
    /// Per symbol: 0 not yet known, 1 surely determined, 2 possibly free.
    private var state: [UInt8]
    /// Exact answers of ``isDetermined(_:reach:)`` by the free part of the variable's row: the
    /// push moves only the free parameters, so two variables whose rows share that part (the
    /// widths of 10 000 labels that all follow one free content width) share the answer, and
    /// the exact test, which copies the tableau, runs once for them instead of 10 000 times.
    private var answersByDirection: [FreeDirection: Bool] = [:]

    /// The free cells of an expanded row (symbol and coefficient, bit for bit) and the reach.
    private struct FreeDirection: Hashable {
        var cells: [UInt64]
        var reach: UInt64
    }

    /// A probe of a solver's current solution.
    package init(_ solver: Solver) {
        self.solver = solver
        let blocked = solver.tableau.blockedFreeSymbols()
        self.blocked = blocked
        var state = [UInt8](repeating: 0, count: solver.tableau.info.count)
        // A blocked symbol looks free but cannot move: decided here, once, so no question
        // hashes it. (Only symbols with neither a row nor a definition are decided by their own
        // freedom; the others go by their row.)
        for symbol in blocked where !solver.tableau.info[symbol].isBasic && !solver.tableau.info[symbol].isDefined {
            state[symbol] = 1
        }
        self.state = state
    }

    /// Whether an expression is determined; when it is not, two witness solutions.
    package mutating func ambiguity(of expression: Expression, reach: Double = 10) -> Ambiguity? {
        if isSurelyDetermined(expression) { return nil }
        return solver.ambiguity(of: expression, reach: reach, blocked: blocked)
    }

    /// True when an expression is determined (`ambiguity(of:reach:) == nil`, without the
    /// witness solutions).
    package mutating func isDetermined(_ expression: Expression, reach: Double = 10) -> Bool {
        if isSurelyDetermined(expression) { return true }
        return solver.isDetermined(expression, reach: reach, blocked: blocked)
    }

    /// True when every variable of an expression is surely determined (the fast answer).
    private mutating func isSurelyDetermined(_ expression: Expression) -> Bool {
        for term in expression.terms {
            guard let symbol = solver.tableau.symbolOfVariable.symbol(for: term.variable.id), isSurelyDetermined(symbol) else { return false }
        }
        return true
    }

    /// Whether a variable is determined.
    package mutating func ambiguity(of variable: Variable, reach: Double = 10) -> Ambiguity? {
        ambiguity(of: Expression(variable), reach: reach)
    }

    /// True when a variable is determined (`ambiguity(of:reach:) == nil`, without the witness
    /// solutions).
    package mutating func isDetermined(_ variable: Variable, reach: Double = 10) -> Bool {
        guard let symbol = solver.tableau.symbolOfVariable.symbol(for: variable.id) else { return false }
        if isSurelyDetermined(symbol) { return true }
        let direction = freeDirection(of: symbol, reach: reach)
        if let direction {
            if direction.cells.isEmpty { return true }
            if let known = answersByDirection[direction] { return known }
        }
        let answer = solver.isDetermined(Expression(variable), reach: reach, blocked: blocked)
        if let direction { answersByDirection[direction] = answer }
        return answer
    }

    /// The free part of a symbol's row over the parameters, as the exact test sees it (free on
    /// the optimal face and not blocked), or nil when the row cannot be read without a change
    /// (definitions awaiting their order).
    private func freeDirection(of symbol: Symbol, reach: Double) -> FreeDirection? {
        let tableau = solver.tableau
        var constant = 0.0
        guard let cells = tableau.expandedReadOnly([(symbol, 1)], constant: &constant) else { return nil }
        var parts: [UInt64] = []
        for cell in cells where tableau.isFreeOnOptimalFace(cell.symbol) && !blocked.contains(cell.symbol) {
            parts.append(UInt64(UInt32(bitPattern: cell.symbol.raw)))
            parts.append(cell.coefficient.bitPattern)
        }
        return FreeDirection(cells: parts, reach: reach.bitPattern)
    }

    /// Decides every symbol at once, front to back: first the parameters (symbols with neither
    /// a row nor a definition), then the rows and definitions, whose cells are then decided
    /// already. For a caller about to ask about most of a layout (a diagnosis asks about every
    /// view): deciding each symbol at its first question chased rows across the whole tableau,
    /// and at 10 000 views, where the tableau no longer fits in the cache, that pass took a
    /// tenth of a `check` for a hundredth of its instructions. The answers are the same.
    package mutating func decideAll() {
        let count = state.count
        for index in 0..<count where state[index] == 0 {
            let info = solver.tableau.info[index]
            guard !info.isBasic, !info.isDefined else { continue }
            state[index] = parameterState(Symbol(index))
        }
        for index in 0..<count where state[index] == 0 { _ = isSurelyDetermined(Symbol(index)) }
    }

    /// The state of a symbol with neither a row nor a definition (blocked ones are decided at
    /// the start): 2 when it can move on the optimal face, else 1.
    private func parameterState(_ symbol: Symbol) -> UInt8 {
        solver.tableau.isFreeOnOptimalFace(symbol) ? 2 : 1
    }

    /// True when the symbol cannot move on the optimal face (memoised, without recursion).
    private mutating func isSurelyDetermined(_ root: Symbol) -> Bool {
        // Answered by the symbol itself most of the time: a stack only for rows to descend.
        if state[root] != 0 { return state[root] == 1 }
        // The tableau read where it lies: a local copy of it copied its hundreds of bytes of
        // fields and retained every array in them, 8 times per view in a `check` (a tenth of
        // a 10 000-view stack's `check` in callgrind).
        var stack = [root]
        while let symbol = stack.last {
            if state[symbol] != 0 { stack.removeLast(); continue }
            let info = solver.tableau.info[symbol]
            if !info.isBasic && !info.isDefined {
                state[symbol] = parameterState(symbol)
                stack.removeLast()
                continue
            }
            // A basic or defined symbol: decided by the symbols of its row.
            var pending = false
            var free = false
            for cell in solver.tableau.rows[symbol].cells {
                switch state[cell.symbol] {
                case 0:
                    if solver.tableau.info[cell.symbol].isBasic || solver.tableau.info[cell.symbol].isDefined {
                        stack.append(cell.symbol)
                        pending = true
                    } else {
                        state[cell.symbol] = parameterState(cell.symbol)
                        if state[cell.symbol] == 2 { free = true }
                    }
                case 2: free = true
                default: break
                }
                if free { break }
            }
            if free {
                state[symbol] = 2
                stack.removeLast()
            } else if !pending {
                state[symbol] = 1
                stack.removeLast()
            }
        }
        return state[root] == 1
    }
}
