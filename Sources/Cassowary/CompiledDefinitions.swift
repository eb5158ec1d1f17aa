/// The compiled definitions seen through buffers, for the refresh walk's inner loop.
struct CompiledDefinitions {
    /// The entries, by topological position.
    let entries: UnsafeBufferPointer<CompiledDefinition>
    /// The cells the entries point into.
    let cells: UnsafeBufferPointer<Cell>

    /// Recomputes the value of the definition at `position` (of `symbol`), reading its inputs
    /// from `values`.
    @inline(__always)
    func evaluate(_ symbol: Symbol, at position: Int32, values: UnsafeMutableBufferPointer<Double>) {
        evaluate(symbol, entries[Int(position)], values: values)
    }

    /// ``evaluate(_:at:values:)`` for an entry read already.
    @inline(__always)
    func evaluate(_ symbol: Symbol, _ entry: CompiledDefinition, values: UnsafeMutableBufferPointer<Double>) {
        var total = entry.constant
        let first = cells.baseAddress.unsafelyUnwrapped + Int(entry.cellStart)
        for index in 0..<Int(entry.cellCount) {
            let cell = first[index]
            total += cell.coefficient * values[cell.symbol.index]
        }
        values[symbol.index] = total
    }

    /// True when the definition at `position` has a cell for `symbol` (definitions are short:
    /// a scan).
    @inline(__always)
    func mentions(_ symbol: Symbol, at position: Int32) -> Bool {
        mentions(symbol, in: entries[Int(position)])
    }

    /// ``mentions(_:at:)`` for an entry read already.
    @inline(__always)
    func mentions(_ symbol: Symbol, in entry: CompiledDefinition) -> Bool {
        let first = cells.baseAddress.unsafelyUnwrapped + Int(entry.cellStart)
        for index in 0..<Int(entry.cellCount) where first[index].symbol == symbol { return true }
        return false
    }
}
