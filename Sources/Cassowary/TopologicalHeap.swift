/// Defined symbols ordered by their position in the topological order of definitions: a binary
/// heap that gives the lowest position first (a refresh evaluates a definition after what it
/// depends on) or the highest (an expansion reaches a definition after what depends on it).
///
/// Each entry packs the position and the symbol into one integer, so sifting compares plain
/// numbers and never reads the symbols' records.
struct TopologicalHeap: Sendable {
    /// True to give the highest position first.
    let highestFirst: Bool
    /// The least packed key, held outside the array: a chain's walk pushes one definition
    /// and pops it straight back, and this way never touches the array (whose append and
    /// removal checked its uniqueness: about 12 instructions per definition of W2's chains).
    private var least: UInt64 = 0
    /// True when `least` holds an entry.
    private var hasLeast = false
    /// The other entries, a min-heap of packed keys, each at least `least`.
    private var entries: [UInt64] = []

    /// An empty heap.
    init(highestFirst: Bool) {
        self.highestFirst = highestFirst
    }

    /// Number of symbols waiting.
    var count: Int { entries.count + (hasLeast ? 1 : 0) }

    /// The symbols waiting, in no particular order.
    var symbols: [Symbol] {
        (hasLeast ? [least] : []).map(TopologicalHeap.symbol) + entries.map(TopologicalHeap.symbol)
    }

    /// Adds a symbol at a topological position.
    @inline(__always)
    mutating func push(_ symbol: Symbol, at position: Int32) {
        // Flipping the sign bit keeps the order of signed positions among unsigned keys; the
        // complement reverses it.
        var key = UInt32(bitPattern: position) ^ 0x8000_0000
        if highestFirst { key = ~key }
        var entry = UInt64(key) << 32 | UInt64(UInt32(bitPattern: symbol.raw))
        guard hasLeast else {
            least = entry
            hasLeast = true
            return
        }
        if entry < least { swap(&entry, &least) }
        var child = entries.count
        entries.append(entry)
        entries.withUnsafeMutableBufferPointer { entries in
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
        popFirstEntry().map(TopologicalHeap.symbol)
    }

    /// Removes and returns the symbol at the lowest (or highest) position, with that position.
    @inline(__always)
    mutating func popFirstWithPosition() -> (symbol: Symbol, position: Int32)? {
        guard let entry = popFirstEntry() else { return nil }
        var key = UInt32(truncatingIfNeeded: entry >> 32)
        if highestFirst { key = ~key }
        let position = Int32(bitPattern: key ^ 0x8000_0000)
        return (TopologicalHeap.symbol(entry), position)
    }

    /// Removes and returns the first packed entry.
    @inline(__always)
    private mutating func popFirstEntry() -> UInt64? {
        guard hasLeast else { return nil }
        let first = least
        if entries.isEmpty {
            hasLeast = false
        } else {
            least = popArrayMinimum()
        }
        return first
    }

    /// Removes and returns the least entry of the array (not empty).
    private mutating func popArrayMinimum() -> UInt64 {
        let last = entries.removeLast()
        guard !entries.isEmpty else { return last }
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
        return first
    }

    /// Empties the heap, keeping its storage.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        hasLeast = false
    }

    /// The symbol of a packed entry.
    @inline(__always)
    private static func symbol(_ entry: UInt64) -> Symbol {
        Symbol(Int(Int32(bitPattern: UInt32(truncatingIfNeeded: entry))))
    }
}
