/// The compiled definitions seen through buffers, for the refresh walk's inner loop.
struct CompiledDefinitions {
    /// The entries, by topological position (written: the walk stamps what it reaches).
    let entries: UnsafeMutableBufferPointer<CompiledDefinition>
    /// The cells after the second of every entry.
    let cells: UnsafeBufferPointer<Cell>

    /// Recomputes the value of the definition at `position`, reading its inputs from `values`.
    @inline(__always)
    func evaluate(at position: Int32, values: UnsafeMutableBufferPointer<Double>) {
        evaluate(entries[Int(position)], values: values)
    }

    /// ``evaluate(at:values:)`` for an entry read already. The terms are added in the order of
    /// the definition's row (inline ones first), so the sum is the one the row gives.
    @inline(__always)
    func evaluate(_ entry: CompiledDefinition, values: UnsafeMutableBufferPointer<Double>) {
        var total = entry.constant
        let count = entry.cellCount
        if count > 0 {
            total += entry.firstCoefficient * values[Int(entry.firstSymbol)]
            if count > 1 {
                total += entry.secondCoefficient * values[Int(entry.secondSymbol)]
                if count > CompiledDefinition.inlineCells {
                    let rest = cells.baseAddress.unsafelyUnwrapped + Int(entry.cellStart)
                    for index in 0..<count - CompiledDefinition.inlineCells {
                        let cell = rest[index]
                        total += cell.coefficient * values[cell.symbol.index]
                    }
                }
            }
        }
        values[Int(entry.symbolIndex)] = total
    }

    /// True when the definition at `position` is live and has a cell for `symbol` (definitions
    /// are short: a scan).
    @inline(__always)
    func mentions(_ symbol: Symbol, at position: Int32) -> Bool {
        let entry = entries[Int(position)]
        return !entry.isHole && mentions(symbol, in: entry)
    }

    /// True when `entry` has a cell for `symbol`.
    @inline(__always)
    func mentions(_ symbol: Symbol, in entry: CompiledDefinition) -> Bool {
        let count = entry.cellCount
        if count > 0, entry.firstSymbol == symbol.raw { return true }
        if count > 1, entry.secondSymbol == symbol.raw { return true }
        guard count > CompiledDefinition.inlineCells else { return false }
        let rest = cells.baseAddress.unsafelyUnwrapped + Int(entry.cellStart)
        for index in 0..<count - CompiledDefinition.inlineCells where rest[index].symbol == symbol { return true }
        return false
    }
}
