/// For each symbol, the topological positions of the definitions that may mention it (a
/// superset: an entry goes stale when its definition is replaced or deleted, and is dropped by
/// compaction or by a rebuild of the order, which writes every list afresh).
///
/// Positions, not symbols: the refresh walk goes from a list entry straight to the compiled
/// definition at that position, which carries its symbol and visit mark, without reading the
/// dependent symbol's `SymbolInfo` on the way (at 10 000 views that read was a quarter of a
/// width edit's last-level misses: one cache line per width).
///
/// Most symbols have at most two dependents (a chain's position has the next one), so those
/// two sit inline in one flat 16-byte head per symbol and only the rest in an overflow list.
/// A refresh walking a chain reads each position's dependents right after evaluating it: with
/// one heap-allocated array per symbol that read was a pointer chase into a block nowhere near
/// the last, and half of a 10 000-view chain walk waited on it (`perf annotate`); a flat head
/// is a strided read the prefetcher follows.
struct DependentLists: Sendable {
    /// One symbol's list: its length, its first two entries, and where the rest are.
    struct Head: Sendable {
        /// The number of entries, inline and overflow.
        var count: Int32 = 0
        /// The first entry (when `count` ≥ 1).
        var first: Int32 = 0
        /// The second entry (when `count` ≥ 2).
        var second: Int32 = 0
        /// The index into `overflow` of the entries after the second, or -1.
        var overflowSlot: Int32 = -1
    }

    /// The heads, by symbol.
    private(set) var heads: [Head] = []
    /// The entries after the second of some symbols' lists.
    private(set) var overflow: [[Int32]] = []
    /// Overflow lists no head points at, for reuse.
    private var freeSlots: [Int32] = []

    /// Room for `symbols` symbols.
    mutating func reserveCapacity(_ symbols: Int) {
        heads.reserveCapacity(symbols)
    }

    /// Adds an empty list for a new symbol.
    mutating func appendSymbol() {
        heads.append(Head())
    }

    /// The number of entries of a symbol's list.
    @inline(__always)
    func count(of symbol: Symbol) -> Int { Int(heads[symbol.index].count) }

    /// A symbol's list, in the order its entries were added.
    subscript(symbol: Symbol) -> List {
        let head = heads[symbol.index]
        return List(head: head, rest: head.overflowSlot >= 0 ? overflow[Int(head.overflowSlot)] : [])
    }

    /// Appends an entry (a dependent definition's position) to a symbol's list.
    mutating func append(_ dependent: Int32, to symbol: Symbol) {
        let index = symbol.index
        switch heads[index].count {
        case 0: heads[index].first = dependent
        case 1: heads[index].second = dependent
        default:
            if heads[index].overflowSlot < 0 { heads[index].overflowSlot = takeSlot() }
            overflow[Int(heads[index].overflowSlot)].append(dependent)
        }
        heads[index].count += 1
    }

    /// Empties a symbol's list.
    mutating func removeAll(of symbol: Symbol) {
        let slot = heads[symbol.index].overflowSlot
        if slot >= 0 {
            overflow[Int(slot)] = []
            freeSlots.append(slot)
        }
        heads[symbol.index] = Head()
    }

    /// Replaces a symbol's list.
    mutating func set(_ entries: [Int32], of symbol: Symbol) {
        removeAll(of: symbol)
        for entry in entries { append(entry, to: symbol) }
    }

    /// Empties every list, keeping one head per symbol (a rebuild of the order writes them all
    /// again).
    mutating func removeAllEntries() {
        for index in heads.indices { heads[index] = Head() }
        overflow.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
    }

    /// Broken invariants of the storage: a list longer than two owns one overflow list holding
    /// exactly its entries after the second, shorter lists own none, and no overflow list is
    /// both owned and free (or owned twice).
    func storageViolations() -> [String] {
        var problems: [String] = []
        var owners = [Int](repeating: 0, count: overflow.count)
        for slot in freeSlots where Int(slot) < overflow.count { owners[Int(slot)] += 1 }
        for (index, head) in heads.enumerated() {
            let slot = Int(head.overflowSlot)
            if head.count > 2 {
                guard slot >= 0, slot < overflow.count else {
                    problems.append("dependents of s\(index): \(head.count) entries and no overflow list")
                    continue
                }
                owners[slot] += 1
                if overflow[slot].count != Int(head.count) - 2 {
                    problems.append("dependents of s\(index): \(head.count) entries, overflow holds \(overflow[slot].count)")
                }
            } else if slot >= 0 {
                problems.append("dependents of s\(index): \(head.count) entries but an overflow list")
            }
        }
        if freeSlots.contains(where: { Int($0) >= overflow.count }) { problems.append("a free overflow slot past the end") }
        for (slot, count) in owners.enumerated() where count != 1 {
            problems.append("overflow list \(slot) has \(count) owners (free counted)")
        }
        return problems
    }

    /// An overflow list to fill: a freed one, or a new one.
    private mutating func takeSlot() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        overflow.append([])
        return Int32(overflow.count - 1)
    }

    /// One symbol's list as a collection (a copy: for the paths outside the refresh walk).
    struct List: RandomAccessCollection {
        /// The head it was read from.
        let head: Head
        /// The entries after the second.
        let rest: [Int32]

        /// The first position.
        var startIndex: Int { 0 }
        /// One past the last position.
        var endIndex: Int { Int(head.count) }

        /// The entry at `position`.
        subscript(position: Int) -> Int32 {
            switch position {
            case 0: head.first
            case 1: head.second
            default: rest[position - 2]
            }
        }
    }

    /// The lists seen through buffers, for the refresh walk's inner loop (no retain of an
    /// overflow list on the way).
    struct Buffers {
        /// The heads, by symbol.
        let heads: UnsafeBufferPointer<Head>
        /// The overflow lists.
        let overflow: UnsafeBufferPointer<[Int32]>

        /// The entry at `position` of the list `head` (`position` below its count).
        @inline(__always)
        func entry(_ position: Int, of head: Head) -> Int32 {
            switch position {
            case 0: return head.first
            case 1: return head.second
            default: return rest(of: head).pointee[position - 2]
            }
        }

        /// The overflow list of `head`, the entries after its second (only when its count is
        /// above two).
        @inline(__always)
        func rest(of head: Head) -> UnsafePointer<[Int32]> {
            overflow.baseAddress.unsafelyUnwrapped + Int(head.overflowSlot)
        }
    }

    /// Calls `body` with the lists seen through buffers.
    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        heads.withUnsafeBufferPointer { heads in
            overflow.withUnsafeBufferPointer { overflow in
                body(Buffers(heads: heads, overflow: overflow))
            }
        }
    }
}
