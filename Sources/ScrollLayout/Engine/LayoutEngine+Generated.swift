// Installing what the UIKit rules generate (`Rules/`, `Stack/`). Each rule's constraints form
// a group; a change regenerates the groups it concerns and diffs them, so only the constraints
// that really differ leave or enter the solver.

extension LayoutEngine {
    /// Installs every generated group of a fresh layout.
    /// `userConstraints`: the layout's constraints, not registered yet (a proportional stack
    /// reads its views' own size constraints from them).
    mutating func installGeneratedConstraints(userConstraints: [LayoutConstraint]) {
        setGroup(.screen, to: ScreenRule.constraints(rootID: tree.rootID, screen: base.screen))
        for id in tree.order {
            // The view alone, not its node (which also copies its list of subviews).
            guard let view = tree.view(id) else { continue }
            regenerateViewGroups(view, parent: tree.parent(of: id), isNew: true)
            if view.kind == .stackView { regenerateStack(id, userConstraints: userConstraints) }
        }
    }

    /// Regenerates a view's own groups: its autoresizing frame, its intrinsic size and, for a
    /// scroll view, its content rules. `isNew`: the view has no groups yet (a first layout, a
    /// view just added), so a group with nothing in it is not looked up to be emptied.
    mutating func regenerateViewGroups(_ view: View, parent: String?, isNew: Bool = false) {
        let frame = tree.keepsFrame(view) ? AutoresizingRule.constraints(of: view, parent: parent, in: tree) : []
        if !(isNew && frame.isEmpty) { setGroup(.frame(view.id), to: frame) }
        let intrinsic = IntrinsicSizeRule.constraints(of: view, in: tree)
        if !(isNew && intrinsic.isEmpty) { setGroup(.intrinsic(view.id), to: intrinsic) }
        if view.kind.isScrollView { setGroup(.scrollContent(view.id), to: ScrollContentRule.constraints(of: view)) }
    }

    /// Replaces a group's constraints, keeping those that did not change (matched by content,
    /// so regenerating a stack of N views costs O(N), not O(N²)).
    mutating func setGroup(_ group: GeneratedGroup, to specs: [LayoutConstraint]) {
        // An empty group staying empty (most views' frame and intrinsic groups at a first
        // layout): nothing to match, install or remove.
        if specs.isEmpty, registry.members(of: group).isEmpty { return }
        setGroups([GroupChange(group: group, specs: specs)])
    }

    /// Replaces several groups' constraints at once: a new constraint of one group can take
    /// over what a leftover of another defined, and a change that replaces a large share of the
    /// solver's constraints (a stack whose first visible view changes re-aligns every arranged
    /// view to the new one) rebuilds the solver instead (``reinstallAll(adding:)``).
    mutating func setGroups(_ changes: [GroupChange]) {
        // The new constraints stay in their groups' arrays (a first layout's whole stack passes
        // here: copying every constraint into one array retained each of its strings).
        var addedByGroup: [[LayoutConstraint]] = []
        addedByGroup.reserveCapacity(changes.count)
        var leftover: [LayoutConstraint.ID] = []
        for change in changes {
            let current = registry.members(of: change.group)
            if current.isEmpty, change.specs.isEmpty { continue }
            let match = matchByContent(current, change.specs)
            registry.setMembers(match.members, of: change.group)
            addedByGroup.append(match.added)
            leftover += match.leftover
        }
        let added = addedByGroup.joined()
        if leftover.isEmpty {
            for spec in added {
                registry.addGenerated(spec)
                install(spec)
            }
            return
        }
        if isBulkChange(leftover, added) {
            for id in leftover {
                registry.noteUninstalled(id)
                registry.forget(id)
            }
            for spec in added { registry.addGenerated(spec) }
            reinstallAll(adding: Set(added.map(\.id)))
            return
        }
        // A new constraint that takes over what a leftover one defined replaces it in place (a
        // stack view re-attaching the view below a hidden one): the solver then moves the few
        // positions that differ instead of removing and re-adding a link of a long chain. The
        // other leftovers leave first, so they cannot stand in the way of a replacement.
        var (takeOvers, others) = definedVariables(of: leftover)
        for id in others { forgetInstalled(id) }
        var unpaired: [LayoutConstraint] = []
        for spec in added {
            registry.addGenerated(spec)
            if !takeOvers.isEmpty, let replaced = replaceTakingOver(spec, from: &takeOvers) {
                registry.forget(replaced)
            } else {
                unpaired.append(spec)
            }
        }
        for id in takeOvers.remaining { forgetInstalled(id) }
        // Registered just above and not in the solver: installed from the spec at hand (a
        // lookup by id copied the entry, every string in it retained and released).
        for spec in unpaired { install(spec) }
        if !leftover.isEmpty {
            if retryOwed != nil { retryOwed = true } else { retryBrokenConstraints() }
        }
    }

    /// Matches a group's new constraints with its current ones by content: the group's members
    /// in the order of `specs` (a kept one's id where one matched), the new ones to add and the
    /// current ones left over. A group of a view (a dozen constraints at most) is matched by
    /// comparison, which stops at the first difference, rather than by hashing every
    /// constraint's strings; a stack-wide or screen-wide group through a table.
    func matchByContent(_ current: [LayoutConstraint.ID], _ specs: [LayoutConstraint])
        -> (members: [LayoutConstraint.ID], added: [LayoutConstraint], leftover: [LayoutConstraint.ID])
    {
        // A fresh group (every group of a first layout): nothing to match.
        if current.isEmpty { return (specs.map(\.id), specs, []) }
        var members: [LayoutConstraint.ID] = []
        members.reserveCapacity(specs.count)
        var added: [LayoutConstraint] = []
        if current.count <= 16 {
            added.reserveCapacity(specs.count)
            // Compared in place, each entry found once: copying each entry's content retained
            // every string in it, and looking an id up hashes it.
            var remaining: [(id: LayoutConstraint.ID, slot: Int)] = []
            remaining.reserveCapacity(current.count)
            for id in current { if let slot = registry.slot(of: id) { remaining.append((id, slot)) } }
            // Each new constraint taken out of the array once: handed to the comparison
            // straight from the array, it was copied for every comparison (320 copies in a
            // toggle of a 1 000-view stack).
            for spec in specs {
                var index = remaining.count - 1
                while index >= 0, !registry.spec(at: remaining[index].slot, saysSameAs: spec) { index -= 1 }
                if index >= 0 {
                    members.append(remaining.remove(at: index).id)
                } else {
                    members.append(spec.id)
                    added.append(spec)
                }
            }
            return (members, added, remaining.map(\.id))
        }
        var available: [LayoutConstraint.Content: [LayoutConstraint.ID]] = [:]
        for id in current {
            if let entry = registry[id] { available[entry.spec.content, default: []].append(id) }
        }
        for spec in specs {
            if let id = available[spec.content]?.popLast() {
                members.append(id)
            } else {
                members.append(spec.id)
                added.append(spec)
            }
        }
        return (members, added, available.values.flatMap { $0 })
    }

    /// Takes a constraint out of the solver and forgets it.
    mutating func forgetInstalled(_ id: LayoutConstraint.ID) {
        uninstall(id, retryBroken: false)
        registry.forget(id)
    }

    /// The leftover constraints of a change that the solver keeps as definitions, by the
    /// variable each defines, and the others (in their order; a definition a later leftover
    /// replaces among them).
    func definedVariables(of ids: [LayoutConstraint.ID]) -> (TakeOvers, others: [LayoutConstraint.ID]) {
        var takeOvers = TakeOvers()
        var others: [LayoutConstraint.ID] = []
        for id in ids {
            let (installed, holding) = registry.solverState(of: id)
            guard holding, let installed, let variable = solver.definedVariable(of: installed) else {
                others.append(id)
                continue
            }
            if let displaced = takeOvers.record(id, defining: variable.id) { others.append(displaced) }
        }
        return (takeOvers, others)
    }

    /// Installs a new constraint (registered, not in the solver) by replacing, in place, the
    /// leftover one whose defined variable it mentions (`Solver.replace`). Returns the replaced
    /// constraint's id, or nil when there is none or the solver refuses (the solver is then as
    /// it was), so the caller installs it as usual.
    mutating func replaceTakingOver(_ spec: LayoutConstraint, from takeOvers: inout TakeOvers) -> LayoutConstraint.ID? {
        guard let solverConstraint = interpret(spec) else { return nil }
        let id = spec.id
        for term in solverConstraint.expression.terms {
            guard let oldID = takeOvers.definer(of: term.variable.id), let old = registry.solverState(of: oldID).installed else { continue }
            do {
                try solver.replace(old, with: solverConstraint)
            } catch {
                return nil
            }
            takeOvers.take(term.variable.id)
            registry.noteUninstalled(oldID)
            registry.noteInstalled(id, as: solverConstraint, conflicting: nil)
            return oldID
        }
        return nil
    }

    /// Regenerates a stack's groups: the stack-wide one always, and the item groups whose
    /// signature changed (or whose view is listed in `changed`).
    /// `userConstraints`: the user constraints to read views' own sizes from when they are not
    /// registered yet (a first layout); the registered ones otherwise.
    mutating func regenerateStack(_ stackID: String, changed: Set<String> = [], userConstraints: [LayoutConstraint]? = nil) {
        if changed.count == 1, let viewID = changed.first, regenerateAround(viewID, in: stackID) { return }
        guard var context = StackLayoutRule.context(stackID, in: tree) else {
            for key in registry.allGroups {
                if case .stack(stackID) = key { setGroup(key, to: []) }
                if case .stackItem(stackID, _) = key { setGroup(key, to: []) }
            }
            return
        }
        // Taken out while it changes, so that updating it never copies it.
        var signatures = stackSignatures.removeValue(forKey: stackID) ?? [:]
        var changes = itemChanges(of: context, at: context.arranged.indices, changed: changed.contains, signatures: &signatures)
        // Views no longer arranged lose their item groups.
        if signatures.count > context.arranged.count {
            let arranged = Set(context.arranged.map(\.id))
            for viewID in Array(signatures.keys) where !arranged.contains(viewID) {
                changes.append(GroupChange(group: .stackItem(stackID, viewID), specs: []))
                signatures[viewID] = nil
            }
        }
        stackSignatures[stackID] = signatures
        // A proportional stack's views with neither an intrinsic length nor a stored frame (views
        // made in code) take their natural length from their own size constraints.
        let axis = context.configuration.axis
        let ownLengthIDs = context.configuration.distribution == .fillProportionally
            ? Set(context.visible.filter { StackLayoutRule.needsOwnLength($0, axis: axis) }.map(\.id)) : []
        if !ownLengthIDs.isEmpty {
            context.ownLengths = userConstraints.map { StackLayoutRule.ownLengths(of: ownLengthIDs, axis: axis, in: $0) }
                ?? StackLayoutRule.ownLengths(of: ownLengthIDs, axis: axis, in: registry.userEntriesInPlace.lazy.map(\.spec))
        }
        changes.append(GroupChange(group: .stack(stackID), specs: StackLayoutRule.stackWideConstraints(context)))
        setGroups(changes)
    }

    /// Regenerates the item groups one arranged view's change can reach, when that is a window
    /// of the stack: the view and the hidden views around it, from the visible view before it to
    /// the visible view after it. That holds in `fill` and `fillEqually` stacks when the view is
    /// neither before the first visible view nor after the last (the stack-wide constraints
    /// and every other view's signature stay); false, with nothing done, otherwise. Hiding one
    /// view of a 3 000-view stack then reads a few views instead of copying all of them and
    /// comparing 3 000 signatures.
    mutating func regenerateAround(_ viewID: String, in stackID: String) -> Bool {
        // Read in place: a node read copies its view and its list of children (the stack's
        // node holds every arranged id).
        guard let (configuration, ids) = tree.arrangement(of: stackID),
              configuration.distribution == .fill || configuration.distribution == .fillEqually,
              let count = stackSignatures[stackID]?.count, let old = stackSignatures[stackID]?[viewID] else { return false }
        let position = old.index
        guard ids.count == count, position < ids.count, ids[position] == viewID else { return false }
        func isVisible(_ index: Int) -> Bool { tree.isShown(ids[index]) }
        var low = position - 1
        while low >= 0, !isVisible(low) { low -= 1 }
        var high = position + 1
        while high < ids.count, !isVisible(high) { high += 1 }
        guard low >= 0, high < ids.count, let firstID = old.firstVisible, let first = tree.view(firstID),
              let context = StackLayoutRule.window(stackID, configuration, in: tree, ids: ids, range: low...high, first: first)
        else { return false }
        // Taken out while it changes (a copy of 3 000 signatures was a tenth of a toggle).
        var updated = stackSignatures.removeValue(forKey: stackID) ?? [:]
        // The visible view before the window keeps its signature; the others may change. A view
        // being hidden is collapsed after the views below it have re-attached past it, and one
        // being shown gets its length before they re-attach to it: either way the positions
        // below move once, not once for each of its constraints.
        let positions = 1..<context.arranged.count
        let changes = tree.isHidden(viewID)
            ? itemChanges(of: context, at: positions.reversed(), changed: { $0 == viewID }, signatures: &updated)
            : itemChanges(of: context, at: positions, changed: { $0 == viewID }, signatures: &updated)
        for change in changes { setGroup(change.group, to: change.specs) }
        stackSignatures[stackID] = updated
        return true
    }

    /// The item groups at `positions` of a context whose signature differs from the one
    /// recorded in `signatures` (or whose view `changed` names), with their new constraints;
    /// the new signatures are recorded. (A predicate rather than a set: a toggle names one
    /// view, and a set of it was an allocation and a hash each time.)
    func itemChanges(of context: StackLayoutRule.StackContext, at positions: some Sequence<Int>, changed: (String) -> Bool,
                     signatures: inout [String: StackLayoutRule.StackItemSignature]) -> [GroupChange] {
        var changes: [GroupChange] = []
        for position in positions {
            let signature = StackLayoutRule.signature(context, position)
            let previous = signatures.updateValue(signature, forKey: signature.viewID)
            // Compared unwrapped: `!=` between an optional and a signature built a pair of
            // optionals and destroyed it through the runtime's generic path.
            let unchanged = previous.map { $0 == signature } ?? false
            if !unchanged || changed(signature.viewID) {
                changes.append(GroupChange(group: .stackItem(context.stackID, signature.viewID),
                                           specs: StackLayoutRule.itemConstraints(context, position)))
            }
        }
        return changes
    }
}
