/// The leftover constraints of a change that the solver keeps as definitions, by the variable
/// each defines: what a new constraint of the change can take over in place
/// (``LayoutEngine/replaceTakingOver(_:from:)``).
///
/// Kept in the leftovers' order, so those no new constraint takes over leave the solver in a
/// fixed order (a dictionary's order changed from run to run). A change of a few views (a
/// handful of leftovers, as when a stack view hides one) is searched in place; a bulk change
/// gets a table by variable.
struct TakeOvers {
    /// How many entries are searched in place before a table is made.
    static let searchLimit = 16

    /// The defined variable's id and the defining constraint (nil once taken over), in order.
    private var entries: [(variable: Int, id: LayoutConstraint.ID?)] = []
    /// The position in `entries` of each variable, once there are more than ``searchLimit``.
    private var positions: [Int: Int]? = nil
    /// How many entries are not taken over yet.
    private(set) var count = 0

    /// An empty table.
    init() {}

    /// True when nothing is left to take over.
    var isEmpty: Bool { count == 0 }

    /// Records that `id` defines `variable`; returns the constraint recorded for it before (a
    /// later definition of the same variable replaces it: the caller lets that one leave).
    mutating func record(_ id: LayoutConstraint.ID, defining variable: Int) -> LayoutConstraint.ID? {
        if let position = position(of: variable) {
            let displaced = entries[position].id
            entries[position].id = id
            if displaced == nil { count += 1 }
            return displaced
        }
        entries.append((variable, id))
        count += 1
        if positions != nil {
            positions?[variable] = entries.count - 1
        } else if entries.count > TakeOvers.searchLimit {
            var table: [Int: Int] = [:]
            table.reserveCapacity(entries.count * 2)
            for (position, entry) in entries.enumerated() { table[entry.variable] = position }
            positions = table
        }
        return nil
    }

    /// The constraint that defines `variable`, if it is not taken over yet.
    func definer(of variable: Int) -> LayoutConstraint.ID? {
        position(of: variable).flatMap { entries[$0].id }
    }

    /// Marks the definer of `variable` as taken over.
    mutating func take(_ variable: Int) {
        guard let position = position(of: variable), entries[position].id != nil else { return }
        entries[position].id = nil
        count -= 1
    }

    /// The definers not taken over, in the order they were recorded.
    var remaining: [LayoutConstraint.ID] { entries.compactMap(\.id) }

    /// Where a variable's entry is.
    private func position(of variable: Int) -> Int? {
        if let positions { return positions[variable] }
        return entries.firstIndex { $0.variable == variable }
    }
}
