/// Defined symbols ordered by their position in the topological order of definitions: a binary
/// heap that gives the lowest position first (a refresh evaluates a definition after what it
/// depends on) or the highest (an expansion reaches a definition after what depends on it).
///
/// Each entry packs the position and the symbol into one integer, so sifting compares plain
/// numbers and never reads the symbols' records.
struct TopologicalHeap: Sendable {
    /// True to give the highest position first.
    let highestFirst: Bool
    /// The entries, a min-heap of packed keys.
    private var entries: [UInt64] = []

    /// An empty heap.
    init(highestFirst: Bool) {
        self.highestFirst = highestFirst
    }

    /// Number of symbols waiting.
    var count: Int { entries.count }

    /// The symbols waiting, in no particular order.
    var symbols: some Sequence<Symbol> { entries.lazy.map(TopologicalHeap.symbol) }

    /// Adds a symbol at a topological position.
    @inline(__always)
    mutating func push(_ symbol: Symbol, at position: Int32) {
        // Flipping the sign bit keeps the order of signed positions among unsigned keys; the
        // complement reverses it.
        var key = UInt32(bitPattern: position) ^ 0x8000_0000
        if highestFirst { key = ~key }
        var child = entries.count
        entries.append(UInt64(key) << 32 | UInt64(UInt32(bitPattern: symbol.raw)))
        entries.withUnsafeMutableBufferPointer { entries in
            let entry = entries[child]
            while child > 0 {
                let parent = (child - 1) >> 1
                guard entries[parent] > entry else { break }
                entries[child] = entries[parent]
                child = parent
            }
            entries[child] = entry
        }
    }

    /// Removes and returns the symbol at the lowest (or highest) position.
    @inline(__always)
    mutating func popFirst() -> Symbol? {
        guard let last = entries.popLast() else { return nil }
        guard !entries.isEmpty else { return TopologicalHeap.symbol(last) }
        let first = entries[0]
        entries.withUnsafeMutableBufferPointer { entries in
            var parent = 0
            let count = entries.count
            while true {
                var child = 2 * parent + 1
                guard child < count else { break }
                if child + 1 < count, entries[child + 1] < entries[child] { child += 1 }
                guard entries[child] < last else { break }
                entries[parent] = entries[child]
                parent = child
            }
            entries[parent] = last
        }
        return TopologicalHeap.symbol(first)
    }

    /// Empties the heap, keeping its storage.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    /// The symbol of a packed entry.
    @inline(__always)
    private static func symbol(_ entry: UInt64) -> Symbol {
        Symbol(Int(Int32(bitPattern: UInt32(truncatingIfNeeded: entry))))
    }
}
