import Cassowary

/// Every constraint the engine knows, user-written and generated: their order, the groups the
/// rules made, which solver constraint stands for which, and which are broken. Bookkeeping
/// only: it never talks to the solver.
struct ConstraintRegistry: Sendable {
    /// Every constraint, in registration order (nil where one was forgotten). Entries are large
    /// (a constraint's whole description): a dictionary of them spread them over more buckets
    /// than entries, in hash order, all of which a first layout touched. Kept dense in an array,
    /// with a small table from id to position, only the entries in use take memory, and a first
    /// layout reads them in the order it writes them.
    private var store: [InstalledConstraint?] = []
    /// The position of each known constraint in `store`, by id. Ids are handed out in
    /// sequence, so a flat table over their range (`IdentityIndex`) takes one array read where a
    /// dictionary hashed the id and wrote its bucket at random (a first layout's write misses).
    private var positions = IdentityIndex()
    /// User constraints in declaration order.
    private(set) var userOrder: [LayoutConstraint.ID] = []
    /// Generated constraints by the rule that made them.
    private(set) var groups: [GeneratedGroup: [LayoutConstraint.ID]] = [:]
    /// The position in `store` of the layout constraint behind each solver constraint, by solver
    /// constraint id (a flat table over their range, as `positions`; renumbered with them).
    private var ownerOfSolverConstraint = IdentityIndex()
    /// Broken constraints, in the order they broke.
    private(set) var brokenOrder: [LayoutConstraint.ID] = []
    /// Generated constraints in the order they were registered (forgotten ones are skipped and
    /// compacted away), so passes over every constraint have a fixed order without sorting.
    private var generatedOrder: [LayoutConstraint.ID] = []
    /// How many ids in `generatedOrder` were forgotten.
    private var forgottenGenerated = 0

    /// A constraint's entry.
    subscript(id: LayoutConstraint.ID) -> InstalledConstraint? {
        guard let position = positions[id.value] else { return nil }
        return store[position]
    }

    /// Where a known constraint's entry sits, valid until the registry next changes (for
    /// comparisons that would otherwise look the same id up again and again).
    func slot(of id: LayoutConstraint.ID) -> Int? { positions[id.value] }

    /// True when the entry at `slot` says the same as `spec` (read without copying the entry).
    func spec(at slot: Int, saysSameAs spec: LayoutConstraint) -> Bool {
        // The numbers and attributes first, each read in place: the whole comparison copies
        // the stored description, and most pairs of a group differ in one of these.
        guard store[slot]?.spec.constant == spec.constant, store[slot]?.spec.priority == spec.priority,
              store[slot]?.spec.relation == spec.relation, store[slot]?.spec.first.attribute == spec.first.attribute,
              store[slot]?.spec.second?.attribute == spec.second?.attribute
        else { return false }
        return store[slot]?.spec.saysSame(as: spec) == true
    }

    /// A constraint's solver form (nil when not in the solver) and whether it holds (is not
    /// broken), read without copying its entry.
    func solverState(of id: LayoutConstraint.ID) -> (installed: Cassowary.Constraint?, holding: Bool) {
        guard let position = positions[id.value] else { return (nil, false) }
        // Each field projected out of the element in place (binding the element copies it whole).
        return (store[position]?.solverConstraint, store[position]?.conflicting == nil)
    }

    /// The number of constraints known (active or not).
    var count: Int { positions.count }

    /// The ids of every constraint known, in registration order.
    var allIDs: [LayoutConstraint.ID] { store.compactMap { $0?.spec.id } }

    /// The user constraints' entries, in declaration order.
    var userEntries: [InstalledConstraint] { Array(userEntriesInPlace) }

    /// The user constraints' entries, in declaration order, read in place (see ``UserEntries``).
    var userEntriesInPlace: UserEntries {
        var found: [Int] = []
        found.reserveCapacity(userOrder.count)
        if userOrder.count * 2 >= positions.count {
            // Mostly user constraints (a chain of views): one pass over the store's flags
            // instead of a lookup per id. The store holds them in declaration order too: a user
            // constraint is appended to both when registered, leaves both when forgotten, and
            // compaction keeps the store's order.
            for position in store.indices where store[position]?.isUser == true { found.append(position) }
        } else {
            for id in userOrder { if let position = positions[id.value] { found.append(position) } }
        }
        return UserEntries(store: store, positions: found)
    }

    /// Every entry, user-written first in order, then generated ones in the order they were
    /// made: a fixed order for passes whose output must not depend on hashing.
    var orderedEntries: [InstalledConstraint] {
        var result = userEntries
        result.reserveCapacity(count)
        for id in generatedOrder { if let entry = self[id] { result.append(entry) } }
        return result
    }

    /// Calls `body` with every holding constraint (installed and not broken) that equates one
    /// position anchor with another at multiplier 1, in registration order: the links of the
    /// chain graphs. The test is made where each entry lies, so the entries it leaves out (sizes
    /// and inequalities, half of a stack's) are never copied; taking every entry out first
    /// copied 232 bytes, and retained its strings, for each.
    func forEachHoldingPositionLink(_ body: (LayoutConstraint) -> Void) {
        for position in store.indices {
            // Stored flags and numbers only until the entry qualifies: testing the solver
            // constraint itself retained it, a cache miss at each entry of a large layout.
            guard store[position]?.isHolding == true, store[position]?.spec.relation == .equal,
                  store[position]?.spec.multiplier == 1, store[position]?.spec.first.attribute.isDimension == false,
                  store[position]?.spec.second != nil, let spec = store[position]?.spec
            else { continue }
            body(spec)
        }
    }

    /// True when an installed constraint with an item owned by `ownerID` satisfies `test`: the
    /// user's first (where the answer usually is), then the generated ones (most of a long
    /// stack's, and first in the store), stopping at the first. Flags and item owners are read
    /// where each entry lies; only a constraint that names the owner is taken out (listing the
    /// user entries first built an array of all of them, each time a result was read).
    func containsInstalled(owning ownerID: String, where test: (LayoutConstraint) -> Bool) -> Bool {
        for userPass in [true, false] {
            for position in store.indices {
                guard store[position]?.isUser == userPass, store[position]?.isInSolver == true,
                      store[position]?.spec.first.item.ownerID == ownerID || store[position]?.spec.second?.item.ownerID == ownerID,
                      let spec = store[position]?.spec
                else { continue }
                if test(spec) { return true }
            }
        }
        return false
    }

    /// Every entry, in no particular order (for passes that sort what they keep, or need no order).
    var unorderedEntries: some Sequence<InstalledConstraint> { store.lazy.compactMap { $0 } }

    /// The ids of a group's constraints.
    func members(of group: GeneratedGroup) -> [LayoutConstraint.ID] { groups[group] ?? [] }

    /// The constraints of a group.
    func constraints(of group: GeneratedGroup) -> [LayoutConstraint] { members(of: group).compactMap { self[$0]?.spec } }

    /// Every group.
    var allGroups: Dictionary<GeneratedGroup, [LayoutConstraint.ID]>.Keys { groups.keys }

    /// The layout constraint a solver constraint stands for.
    func layoutConstraint(of solverConstraint: Cassowary.Constraint) -> LayoutConstraint? {
        guard let position = ownerOfSolverConstraint[solverConstraint.id] else { return nil }
        return store[position]?.spec
    }

    /// The id of the layout constraint a solver constraint stands for.
    func owner(of solverConstraint: Cassowary.Constraint) -> LayoutConstraint.ID? {
        guard let position = ownerOfSolverConstraint[solverConstraint.id] else { return nil }
        return store[position]?.spec.id
    }

    // MARK: Changes

    /// Makes room for about `count` constraints, so a first layout does not rehash its tables
    /// (and move every entry) a dozen times on the way (8% of a 10 000-view first layout).
    mutating func reserveCapacity(constraints count: Int, groups groupCount: Int) {
        store.reserveCapacity(count)
        generatedOrder.reserveCapacity(count)
        groups.reserveCapacity(groupCount)
    }

    /// Registers a user constraint at the end of the declaration order; false (and nothing
    /// changed) when a constraint with its id is known already.
    @discardableResult
    mutating func addUser(_ spec: consuming LayoutConstraint) -> Bool {
        let id = spec.id
        guard insertNew(InstalledConstraint(spec: spec, isUser: true)) else { return false }
        userOrder.append(id)
        return true
    }

    /// Registers a generated constraint (generated ids are fresh: never known already).
    mutating func addGenerated(_ spec: LayoutConstraint) {
        insertNew(InstalledConstraint(spec: spec))
        generatedOrder.append(spec.id)
    }

    /// Forgets a constraint (it must be out of the solver).
    mutating func forget(_ id: LayoutConstraint.ID) {
        guard let entry = remove(id) else { return }
        if entry.isUser {
            userOrder.removeAll { $0 == id }
        } else {
            forgottenGenerated += 1
            if forgottenGenerated > 64, forgottenGenerated * 2 > generatedOrder.count {
                generatedOrder.removeAll { positions[$0.value] == nil }
                forgottenGenerated = 0
            }
        }
    }

    /// Forgets several user constraints at once (one pass over the order).
    mutating func forgetUsers(_ ids: Set<LayoutConstraint.ID>) {
        for id in ids { remove(id) }
        userOrder.removeAll { ids.contains($0) }
    }

    /// Sets a group's members.
    mutating func setMembers(_ ids: [LayoutConstraint.ID], of group: GeneratedGroup) {
        groups[group] = ids.isEmpty ? nil : ids
    }

    /// Replaces a constraint's description (its solver constraint is handled by the engine).
    mutating func setSpec(_ spec: LayoutConstraint) {
        guard let position = positions[spec.id.value] else { return }
        store[position]?.spec = spec
    }

    /// Records that a constraint is in the solver; `conflicting` when it was broken, with the
    /// checked `refusal` when there is one.
    mutating func noteInstalled(_ id: LayoutConstraint.ID, as solverConstraint: Cassowary.Constraint,
                                conflicting: [LayoutConstraint.ID]?, refusal: InstalledConstraint.Refusal? = nil) {
        guard let position = positions[id.value] else { return }
        let (previous, wasBroken) = ConstraintRegistry.setState(of: &store[position], solverConstraint, conflicting,
                                                                conflicting == nil ? nil : refusal)
        if let previous { ownerOfSolverConstraint.remove(previous) }
        ownerOfSolverConstraint.insert(position, for: solverConstraint.id)
        if conflicting != nil, !wasBroken { brokenOrder.append(id) }
    }

    /// Records that a constraint left the solver.
    mutating func noteUninstalled(_ id: LayoutConstraint.ID) {
        guard let position = positions[id.value] else { return }
        let (installed, wasBroken) = ConstraintRegistry.setState(of: &store[position], nil, nil, nil)
        guard let installed else { return }
        ownerOfSolverConstraint.remove(installed)
        if wasBroken { brokenOrder.removeAll { $0 == id } }
    }

    /// Sets an entry's solver state in place and returns the previous solver constraint's id.
    /// Reading a field of `store[position]` copies the whole entry (its description included);
    /// an `inout` access does not. (Only the id goes back: returning the constraint itself in
    /// a tuple had it destroyed through the runtime's generic tuple path at every install.)
    @inline(__always)
    private static func setState(of entry: inout InstalledConstraint?, _ solverConstraint: Cassowary.Constraint?,
                                 _ conflicting: [LayoutConstraint.ID]?,
                                 _ refusal: InstalledConstraint.Refusal?) -> (previousID: Int?, wasBroken: Bool) {
        let previous = entry?.solverConstraint?.id
        let wasBroken = entry?.conflicting != nil
        entry?.solverConstraint = solverConstraint
        entry?.conflicting = conflicting
        entry?.refusal = refusal
        return (previous, wasBroken)
    }

    /// Stores a new entry; false (and nothing changed) when its id is known already.
    @discardableResult
    private mutating func insertNew(_ entry: consuming InstalledConstraint) -> Bool {
        let id = entry.spec.id.value
        guard positions[id] == nil else { return false }
        positions.insert(store.count, for: id)
        store.append(entry)
        return true
    }

    /// Forgets an entry and returns it. When more than half the store is holes (after many
    /// changes), it is compacted and the positions renumbered.
    @discardableResult
    private mutating func remove(_ id: LayoutConstraint.ID) -> InstalledConstraint? {
        guard let position = positions[id.value] else { return nil }
        positions.remove(id.value)
        // Moved out, not copied and then released.
        let entry = store[position].take()
        // Forgotten while still in the solver (the engine uninstalls first): nothing may point
        // at the emptied position, which compaction would hand to another entry.
        if let installed = entry?.solverConstraint { ownerOfSolverConstraint.remove(installed.id) }
        if store.count > 64, positions.count * 2 < store.count {
            store.removeAll { $0 == nil }
            for (index, kept) in store.enumerated() {
                guard let kept else { continue }
                positions.insert(index, for: kept.spec.id.value)
                if let installed = kept.solverConstraint { ownerOfSolverConstraint.insert(index, for: installed.id) }
            }
        }
        return entry
    }

    /// Drops constraints that hold again from the broken list.
    mutating func pruneBroken() {
        let registry = self
        brokenOrder.removeAll { registry[$0]?.conflicting == nil }
    }

    // MARK: Invariants

    /// The registry's broken invariants (empty when sound), for tests that run random
    /// operation sequences: its indexes are kept in step by hand, and this says where they
    /// parted.
    func brokenInvariants() -> [String] {
        var broken: [String] = []
        var live = 0
        for (position, entry) in store.enumerated() {
            guard let entry else { continue }
            live += 1
            if positions[entry.spec.id.value] != position { broken.append("constraint \(entry.spec.id.value) is at \(position) but indexed elsewhere") }
            if let installed = entry.solverConstraint, ownerOfSolverConstraint[installed.id] != position {
                broken.append("solver constraint \(installed.id) of \(entry.spec.id.value) does not lead back to it")
            }
            if (entry.conflicting != nil) != brokenOrder.contains(entry.spec.id) {
                broken.append("constraint \(entry.spec.id.value) is \(entry.conflicting == nil ? "holding but listed" : "broken but not listed") as broken")
            }
        }
        if positions.count != live { broken.append("\(positions.count) ids indexed for \(live) entries") }
        if Set(userOrder).count != userOrder.count { broken.append("a user constraint is listed twice") }
        for id in userOrder where self[id]?.isUser != true { broken.append("user order lists \(id.value), which is not a user constraint") }
        for (group, members) in groups {
            for id in members where self[id] == nil { broken.append("group \(group) lists \(id.value), which is not registered") }
        }
        let liveGenerated = generatedOrder.filter { self[$0] != nil }.count
        if liveGenerated + forgottenGenerated != generatedOrder.count {
            broken.append("generated order: \(liveGenerated) live and \(forgottenGenerated) forgotten of \(generatedOrder.count)")
        }
        return broken
    }
}
