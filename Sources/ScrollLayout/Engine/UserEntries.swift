/// The user constraints' entries in declaration order, read in place from the registry's
/// store: a pass over them copies one entry at a time, where an array of them copies every
/// entry up front (at 10 000 views, 9 MB written, then released, by each diagnosis).
struct UserEntries: RandomAccessCollection {
    /// The registry's store (shared, not copied).
    let store: [InstalledConstraint?]
    /// The positions in `store` of the user entries, in declaration order.
    let positions: [Int]

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    /// The entry at an index (a user entry the store holds, by construction).
    subscript(index: Int) -> InstalledConstraint {
        // Positions come from the store itself: every one names a user entry.
        guard let entry = store[positions[index]] else { preconditionFailure("a user entry's position names a forgotten entry") }
        return entry
    }
}
