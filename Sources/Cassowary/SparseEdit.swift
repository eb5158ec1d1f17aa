/// One change to a long sorted row, by position in the row as it was: a cell dropped, or a cell
/// inserted before the one at a position (the row's length when at the end).
enum SparseEdit: Sendable {
    /// The cell at this position leaves.
    case removal(Int)
    /// This cell enters before the cell at this position.
    case insertion(Int, Cell)
}

extension Array where Element == Cell {
    /// Applies edits given in ascending order of position (an insertion before a removal at the
    /// same position), moving each stretch of unchanged cells once, straight to its final place.
    ///
    /// A stretch's final place is its old one plus the insertions before it minus the removals
    /// before it. The final places keep the stretches' order and do not overlap, so stretches
    /// moving down can go first, from the lowest, and stretches moving up after, from the
    /// highest: neither overwrites a stretch still to move (each moves with `memmove`, which
    /// allows its own source and destination to overlap). The inserted cells go into the gaps
    /// last.
    mutating func applyInPlace(_ edits: [SparseEdit]) {
        let oldCount = count
        var growth = 0
        for edit in edits {
            if case .insertion = edit { growth += 1 } else { growth -= 1 }
        }
        if growth > 0 { append(contentsOf: repeatElement(Cell(symbol: Symbol(0), coefficient: 0), count: growth)) }
        withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            // Each stretch as (start, end, shift) in the old positions.
            withUnsafeTemporaryAllocation(of: (start: Int, end: Int, shift: Int).self, capacity: edits.count + 1) { stretches in
                var stretchCount = 0
                var start = 0
                var shift = 0
                for edit in edits {
                    switch edit {
                    case .insertion(let position, _):
                        stretches[stretchCount] = (start, position, shift)
                        stretchCount += 1
                        start = position
                        shift += 1
                    case .removal(let position):
                        stretches[stretchCount] = (start, position, shift)
                        stretchCount += 1
                        start = position + 1
                        shift -= 1
                    }
                }
                stretches[stretchCount] = (start, oldCount, shift)
                stretchCount += 1
                for k in 0..<stretchCount where stretches[k].shift < 0 && stretches[k].end > stretches[k].start {
                    let (from, to, by) = stretches[k]
                    (base + from + by).update(from: base + from, count: to - from)
                }
                var k = stretchCount - 1
                while k >= 0 {
                    let (from, to, by) = stretches[k]
                    if by > 0, to > from { (base + from + by).update(from: base + from, count: to - from) }
                    k -= 1
                }
            }
            // Each inserted cell lands after the stretch before it: its old position plus the
            // net shift of the edits before it.
            var shift = 0
            for edit in edits {
                switch edit {
                case .insertion(let position, let cell):
                    base[position + shift] = cell
                    shift += 1
                case .removal:
                    shift -= 1
                }
            }
        }
        if growth < 0 { removeLast(-growth) }
    }
}
