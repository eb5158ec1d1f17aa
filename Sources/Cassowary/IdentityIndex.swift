/// Maps identities (of variables or constraints) to small integers without hashing in the
/// common case.
///
/// Ids come from dense process-wide sequences, and the objects of one layout are usually made
/// together, so their ids form a narrow range: a flat table over that range gives one array read
/// per lookup. Ids far outside the range (which would make the table sparse) go to a dictionary
/// instead, so memory stays proportional to the entries in use.
package struct IdentityIndex: Sendable {
    /// The id of `slots[0]`.
    private var base = 0
    /// Symbol + 1 per id in range; 0 means absent.
    private var slots: [Int32] = []
    /// Ids that did not fit the range.
    private var overflow: [Int: Int] = [:]
    /// Number of entries.
    package private(set) var count = 0

    /// An empty index.
    package init() {}

    /// The value recorded for an id, if any.
    @inline(__always)
    package subscript(id: Int) -> Int? {
        let offset = id &- base
        if offset >= 0, offset < slots.count {
            let slot = slots[offset]
            return slot == 0 ? nil : Int(slot) - 1
        }
        return overflow.isEmpty ? nil : overflow[id]
    }

    /// Records `symbol` (any non-negative value) for `id`.
    package mutating func insert(_ symbol: Int, for id: Int) {
        if !fits(id) { grow(toInclude: id) }
        let offset = id - base
        if offset >= 0, offset < slots.count {
            if slots[offset] == 0 { count += 1 }
            slots[offset] = Int32(symbol + 1)
        } else {
            if overflow.updateValue(symbol, forKey: id) == nil { count += 1 }
        }
    }

    /// Forgets `id`.
    package mutating func remove(_ id: Int) {
        let offset = id - base
        if offset >= 0, offset < slots.count {
            if slots[offset] != 0 { count -= 1 }
            slots[offset] = 0
        } else if overflow.removeValue(forKey: id) != nil {
            count -= 1
        }
        if count == 0 {
            slots.removeAll()
            overflow.removeAll()
            base = 0
        }
    }

    /// True when no variable is recorded.
    package var isEmpty: Bool { count == 0 }

    /// All (id, symbol) pairs.
    var entries: [(id: Int, symbol: Int)] {
        var result: [(Int, Int)] = []
        for (offset, slot) in slots.enumerated() where slot != 0 { result.append((base + offset, Int(slot) - 1)) }
        for (id, symbol) in overflow { result.append((id, symbol)) }
        return result
    }

    private func fits(_ id: Int) -> Bool {
        let offset = id - base
        return offset >= 0 && offset < slots.count
    }

    /// Widens the table to cover `id` when the table stays dense enough; otherwise the id will go
    /// to the overflow dictionary.
    private mutating func grow(toInclude id: Int) {
        if slots.isEmpty {
            base = id
            slots = [Int32](repeating: 0, count: 64)
            return
        }
        let low = min(base, id)
        let high = max(base + slots.count, id + 1)
        let span = high - low
        guard span <= 4 * (count + 1) + 4096 else { return }
        let newSpan = max(span, min(2 * slots.count, 4 * (count + 1) + 4096))
        let newBase = id < base ? max(low, high - newSpan) : low
        var widened = [Int32](repeating: 0, count: max(newSpan, high - newBase))
        for (offset, slot) in slots.enumerated() where slot != 0 { widened[base + offset - newBase] = slot }
        base = newBase
        slots = widened
        // Overflow ids that now fit move into the table.
        for (overflowID, symbol) in overflow where overflowID >= base && overflowID < base + slots.count {
            slots[overflowID - base] = Int32(symbol + 1)
            overflow[overflowID] = nil
        }
    }
}

extension IdentityIndex {
    /// The symbol recorded for an id (the tableau's index of variables).
    @inline(__always)
    func symbol(for id: Int) -> Symbol? { self[id].map(Symbol.init) }

    /// Records a symbol for an id.
    mutating func insert(_ symbol: Symbol, for id: Int) { insert(symbol.index, for: id) }
}
