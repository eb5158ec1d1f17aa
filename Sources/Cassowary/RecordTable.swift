/// The constraints a tableau holds, by constraint id: a dense slot table instead of a hash map,
/// since adding, finding and removing constraints is on every operation's path.
struct RecordTable: Sendable {
    /// Slot of each constraint id.
    private var index = IdentityIndex()
    /// Records by slot (nil when free).
    private var slots: [ConstraintRecord?] = []
    /// Free slots for reuse.
    private var free: [Int] = []

    /// The record of a constraint id.
    subscript(id: Int) -> ConstraintRecord? {
        @inline(__always) get {
            guard let slot = index[id] else { return nil }
            return slots[slot]
        }
        set {
            if let slot = index[id] {
                slots[slot] = newValue
                if newValue == nil {
                    index.remove(id)
                    free.append(slot)
                }
            } else if let newValue {
                let slot = free.popLast() ?? slots.count
                if slot == slots.count { slots.append(newValue) } else { slots[slot] = newValue }
                index.insert(slot, for: id)
            }
        }
    }

    /// True when the constraint id has a record (read without copying it).
    func contains(_ id: Int) -> Bool { index[id] != nil }

    /// Removes and returns the record of a constraint id.
    mutating func removeValue(forKey id: Int) -> ConstraintRecord? {
        guard let record = self[id] else { return nil }
        self[id] = nil
        return record
    }

    /// Every record, in no particular order.
    var values: [ConstraintRecord] { slots.compactMap { $0 } }

    /// The number of records.
    var count: Int { slots.count - free.count }

    /// Room for `count` records.
    mutating func reserveCapacity(_ count: Int) { slots.reserveCapacity(count) }

    /// True when there is no record.
    var isEmpty: Bool { index.isEmpty }
}
