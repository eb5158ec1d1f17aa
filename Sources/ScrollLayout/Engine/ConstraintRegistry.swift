import Cassowary

/// Every constraint the engine knows, user-written and generated: their order, the groups the
/// rules made, which solver constraint stands for which, and which are broken. Bookkeeping
/// only: it never talks to the solver.
struct ConstraintRegistry: Sendable {
    /// Every constraint by id.
    private(set) var entries: [LayoutConstraint.ID: InstalledConstraint] = [:]
    /// User constraints in declaration order.
    private(set) var userOrder: [LayoutConstraint.ID] = []
    /// Generated constraints by the rule that made them.
    private(set) var groups: [GeneratedGroup: [LayoutConstraint.ID]] = [:]
    /// The layout constraint behind each solver constraint.
    private(set) var ownerOfSolverConstraint: [Int: LayoutConstraint.ID] = [:]
    /// Broken constraints, in the order they broke.
    private(set) var brokenOrder: [LayoutConstraint.ID] = []
    /// Generated constraints in the order they were registered (forgotten ones are skipped and
    /// compacted away), so passes over every constraint have a fixed order without sorting.
    private var generatedOrder: [LayoutConstraint.ID] = []
    /// How many ids in `generatedOrder` were forgotten.
    private var forgottenGenerated = 0

    /// A constraint's entry.
    subscript(id: LayoutConstraint.ID) -> InstalledConstraint? { entries[id] }

    /// A constraint's solver form (nil when not in the solver) and whether it holds (is not
    /// broken), read without copying its entry.
    func solverState(of id: LayoutConstraint.ID) -> (installed: Cassowary.Constraint?, holding: Bool) {
        guard let index = entries.index(forKey: id) else { return (nil, false) }
        let entry = entries.values[index]
        return (entry.solverConstraint, entry.conflicting == nil)
    }

    /// The number of constraints known (active or not).
    var count: Int { entries.count }

    /// The user constraints' entries, in declaration order.
    var userEntries: [InstalledConstraint] { userOrder.compactMap { entries[$0] } }

    /// Every entry, user-written first in order, then generated ones in the order they were
    /// made: a fixed order for passes whose output must not depend on hashing.
    var orderedEntries: [InstalledConstraint] {
        var result = userEntries
        result.reserveCapacity(entries.count)
        for id in generatedOrder { if let entry = entries[id] { result.append(entry) } }
        return result
    }

    /// Every entry, in no particular order (for passes that sort what they keep, or need no order).
    var unorderedEntries: Dictionary<LayoutConstraint.ID, InstalledConstraint>.Values { entries.values }

    /// The ids of a group's constraints.
    func members(of group: GeneratedGroup) -> [LayoutConstraint.ID] { groups[group] ?? [] }

    /// The constraints of a group.
    func constraints(of group: GeneratedGroup) -> [LayoutConstraint] { members(of: group).compactMap { entries[$0]?.spec } }

    /// Every group.
    var allGroups: Dictionary<GeneratedGroup, [LayoutConstraint.ID]>.Keys { groups.keys }

    /// The layout constraint a solver constraint stands for.
    func layoutConstraint(of solverConstraint: Cassowary.Constraint) -> LayoutConstraint? {
        ownerOfSolverConstraint[solverConstraint.id].flatMap { entries[$0]?.spec }
    }

    /// The id of the layout constraint a solver constraint stands for.
    func owner(of solverConstraint: Cassowary.Constraint) -> LayoutConstraint.ID? {
        ownerOfSolverConstraint[solverConstraint.id]
    }

    // MARK: Changes

    /// Makes room for about `count` constraints, so a first layout does not rehash its tables
    /// (and move every entry) a dozen times on the way (8% of a 10 000-view first layout).
    mutating func reserveCapacity(constraints count: Int, groups groupCount: Int) {
        entries.reserveCapacity(count)
        ownerOfSolverConstraint.reserveCapacity(count)
        generatedOrder.reserveCapacity(count)
        groups.reserveCapacity(groupCount)
    }

    /// Registers a user constraint at the end of the declaration order.
    mutating func addUser(_ spec: LayoutConstraint) {
        userOrder.append(spec.id)
        entries[spec.id] = InstalledConstraint(spec: spec, isUser: true)
    }

    /// Registers a generated constraint.
    mutating func addGenerated(_ spec: LayoutConstraint) {
        entries[spec.id] = InstalledConstraint(spec: spec)
        generatedOrder.append(spec.id)
    }

    /// Forgets a constraint (it must be out of the solver).
    mutating func forget(_ id: LayoutConstraint.ID) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        if entry.isUser {
            userOrder.removeAll { $0 == id }
        } else {
            forgottenGenerated += 1
            if forgottenGenerated > 64, forgottenGenerated * 2 > generatedOrder.count {
                generatedOrder.removeAll { entries[$0] == nil }
                forgottenGenerated = 0
            }
        }
    }

    /// Forgets several user constraints at once (one pass over the order).
    mutating func forgetUsers(_ ids: Set<LayoutConstraint.ID>) {
        for id in ids { entries[id] = nil }
        userOrder.removeAll { ids.contains($0) }
    }

    /// Sets a group's members.
    mutating func setMembers(_ ids: [LayoutConstraint.ID], of group: GeneratedGroup) {
        groups[group] = ids.isEmpty ? nil : ids
    }

    /// Replaces a constraint's description (its solver constraint is handled by the engine).
    mutating func setSpec(_ spec: LayoutConstraint) {
        entries[spec.id]?.spec = spec
    }

    /// Records that a constraint is in the solver; `conflicting` when it was broken.
    mutating func noteInstalled(_ id: LayoutConstraint.ID, as solverConstraint: Cassowary.Constraint,
                                conflicting: [LayoutConstraint.ID]?) {
        guard let index = entries.index(forKey: id) else { return }
        let (previous, wasBroken) = ConstraintRegistry.setState(of: &entries.values[index], solverConstraint, conflicting)
        if let previous { ownerOfSolverConstraint[previous.id] = nil }
        ownerOfSolverConstraint[solverConstraint.id] = id
        if conflicting != nil, !wasBroken { brokenOrder.append(id) }
    }

    /// Records that a constraint left the solver.
    mutating func noteUninstalled(_ id: LayoutConstraint.ID) {
        guard let index = entries.index(forKey: id) else { return }
        let (installed, wasBroken) = ConstraintRegistry.setState(of: &entries.values[index], nil, nil)
        guard let installed else { return }
        ownerOfSolverConstraint[installed.id] = nil
        if wasBroken { brokenOrder.removeAll { $0 == id } }
    }

    /// Sets an entry's solver state in place and returns the previous one. Reading a field of
    /// `entries.values[index]` copies the whole entry (its description included); an `inout`
    /// access does not.
    private static func setState(of entry: inout InstalledConstraint, _ solverConstraint: Cassowary.Constraint?,
                                 _ conflicting: [LayoutConstraint.ID]?) -> (previous: Cassowary.Constraint?, wasBroken: Bool) {
        let previous = entry.solverConstraint
        let wasBroken = entry.conflicting != nil
        entry.solverConstraint = solverConstraint
        entry.conflicting = conflicting
        return (previous, wasBroken)
    }

    /// Drops constraints that hold again from the broken list.
    mutating func pruneBroken() {
        brokenOrder.removeAll { entries[$0]?.conflicting == nil }
    }
}
