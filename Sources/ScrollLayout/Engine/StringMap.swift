/// A map from string ids (views, guides) to values, for the lookups every constraint makes.
///
/// A first layout looks each constraint's items up several times (validation, the tree, the
/// variables). `Dictionary` hashes a string with SipHash, a few hundred instructions for an id
/// like `v123`: a sixth of a first layout went there. This table files keys under
/// ``StringHash``, probes linearly in a table kept at most half full, and compares a 32-bit tag
/// of the hash before the strings.
///
/// Entries sit densely in one array; removing one moves the last entry into its place. The map
/// is only looked up, never iterated: nothing can depend on its order.
struct StringMap<Value> {
    /// One entry: its key, the key's hash (kept for growing and removing) and its value.
    struct Entry {
        /// The key.
        var key: String
        /// ``StringHash`` of the key.
        var hash: UInt64
        /// The value.
        var value: Value
    }

    /// The entries, densely (two arrays in all, so copying a map, as every reader of the view
    /// tree does, retains two buffers).
    private var entries: [Entry] = []
    /// The probe table: 0 when empty, else the hash's top 32 bits above the entry's index + 1.
    private var slots: [UInt64] = []
    /// The process's hash seed, read once.
    private let seed = StringHash.processSeed

    /// An empty map.
    init() {}

    /// The number of entries.
    var count: Int { entries.count }

    /// True when there are no entries.
    var isEmpty: Bool { entries.isEmpty }

    /// The value of a key; setting nil removes it.
    subscript(key: String) -> Value? {
        get {
            let found = find(key, hash: StringHash.of(key, seed: seed))
            return found.entry >= 0 ? entries[found.entry].value : nil
        }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    /// True when the key has a value.
    func contains(_ key: String) -> Bool { find(key, hash: StringHash.of(key, seed: seed)).entry >= 0 }

    /// A part of a key's value, read where the value is stored (a large value is not copied
    /// whole to read one field of it); nil when the key has none.
    @inline(__always)
    func read<Part>(_ key: String, _ part: (borrowing Value) -> Part) -> Part? {
        let found = find(key, hash: StringHash.of(key, seed: seed))
        return found.entry >= 0 ? part(entries[found.entry].value) : nil
    }

    /// Changes a key's value where it is stored (a read and a write back would copy it twice);
    /// nil, with nothing changed, when the key has none.
    @discardableResult
    mutating func modify<Result>(_ key: String, _ change: (inout Value) -> Result) -> Result? {
        let found = find(key, hash: StringHash.of(key, seed: seed))
        return found.entry >= 0 ? change(&entries[found.entry].value) : nil
    }

    /// Sets a key's value and returns the one it replaced.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        let hash = StringHash.of(key, seed: seed)
        let found = find(key, hash: hash)
        if found.entry >= 0 {
            let old = entries[found.entry].value
            entries[found.entry].value = value
            return old
        }
        if 2 * (entries.count + 1) > slots.count {
            grow(to: entries.count + 1)
            insertSlot(hash: hash, entry: entries.count)
        } else {
            slots[found.slot] = StringMap.slot(hash: hash, entry: entries.count)
        }
        entries.append(Entry(key: key, hash: hash, value: value))
        return nil
    }

    /// Removes a key and returns its value.
    @discardableResult
    mutating func removeValue(forKey key: String) -> Value? {
        let found = find(key, hash: StringHash.of(key, seed: seed))
        guard found.entry >= 0 else { return nil }
        clearSlot(found.slot)
        let last = entries.count - 1
        if found.entry != last {
            // The last entry fills the hole; its slot is repointed.
            let moved = find(entries[last].key, hash: entries[last].hash)
            slots[moved.slot] = StringMap.slot(hash: entries[last].hash, entry: found.entry)
            entries.swapAt(found.entry, last)
        }
        return entries.removeLast().value
    }

    /// Room for `count` entries without growing.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        if 2 * count > slots.count { grow(to: count) }
    }

    // MARK: Probing

    /// The slot holding `key` and its entry, or the empty slot where it would go and -1.
    private func find(_ key: String, hash: UInt64) -> (slot: Int, entry: Int) {
        guard !slots.isEmpty else { return (0, -1) }
        let mask = slots.count &- 1
        let tag = hash >> 32
        var position = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[position]
            if slot == 0 { return (position, -1) }
            let entry = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
            if slot >> 32 == tag, entries[entry].key == key { return (position, entry) }
            position = (position &+ 1) & mask
        }
    }

    /// A slot's contents for an entry.
    private static func slot(hash: UInt64, entry: Int) -> UInt64 {
        (hash >> 32) << 32 | UInt64(entry + 1)
    }

    /// Puts an entry's slot at the first free position of its probe sequence.
    private mutating func insertSlot(hash: UInt64, entry: Int) {
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while slots[position] != 0 { position = (position + 1) & mask }
        slots[position] = StringMap.slot(hash: hash, entry: entry)
    }

    /// Empties a slot, moving back the entries after it that probed past it (so every entry
    /// stays reachable without tombstones).
    private mutating func clearSlot(_ position: Int) {
        let mask = slots.count - 1
        var hole = position
        var next = (position + 1) & mask
        while slots[next] != 0 {
            let entry = Int(truncatingIfNeeded: slots[next] & 0xFFFF_FFFF) - 1
            let home = Int(truncatingIfNeeded: entries[entry].hash) & mask
            // The entry may move to the hole when the hole lies on its way from home.
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }

    /// Rebuilds the probe table with room for `count` entries at most half full.
    private mutating func grow(to count: Int) {
        var capacity = Swift.max(8, slots.count)
        while capacity < 2 * count { capacity *= 2 }
        slots = [UInt64](repeating: 0, count: capacity)
        for index in entries.indices { insertSlot(hash: entries[index].hash, entry: index) }
    }
}

extension StringMap: Sendable where Value: Sendable {}
extension StringMap.Entry: Sendable where Value: Sendable {}
