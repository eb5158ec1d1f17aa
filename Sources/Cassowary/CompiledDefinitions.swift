/// The compiled definitions seen through buffers, for the refresh walk's inner loop.
struct CompiledDefinitions {
    /// The entries, by topological position.
    let entries: UnsafeBufferPointer<CompiledDefinition>
    /// The cells the entries point into.
    let cells: UnsafeBufferPointer<Cell>

    /// Recomputes the value of the definition at `position` (of `symbol`), reading its inputs
    /// from `values` (and a basic input's row).
    @inline(__always)
    func evaluate(_ symbol: Symbol, at position: Int32, rows: UnsafeBufferPointer<Row>, values: UnsafeMutableBufferPointer<Double>) {
        evaluate(symbol, entries[Int(position)], rows: rows, values: values)
    }

    /// ``evaluate(_:at:rows:values:)`` for an entry read already.
    @inline(__always)
    func evaluate(_ symbol: Symbol, _ entry: CompiledDefinition, rows: UnsafeBufferPointer<Row>, values: UnsafeMutableBufferPointer<Double>) {
        var total = entry.constant
        let first = cells.baseAddress.unsafelyUnwrapped + Int(entry.cellStart)
        for index in 0..<Int(entry.cellCount) {
            let cell = first[index]
            var value = values[cell.symbol.index]
            if Tableau.readsRow(value) { value = rows[cell.symbol.index].constant }
            total += cell.coefficient * value
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
