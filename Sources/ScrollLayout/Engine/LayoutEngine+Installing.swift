import Cassowary

// Putting constraints into the solver and taking them out. A required constraint that cannot
// hold is broken (kept just below required) rather than refused, as UIKit does, and retried
// whenever something is removed.

extension LayoutEngine {
    /// Puts a known constraint into the solver (breaking it if it conflicts).
    mutating func install(_ id: LayoutConstraint.ID) {
        guard let entry = registry[id], !entry.isInSolver else { return }
        install(entry.spec)
    }

    /// Puts a registered constraint that is not in the solver into it (breaking it if it
    /// conflicts). Callers that hold the spec they just registered come here directly: looking
    /// the entry up again copied it; callers that just checked it pass where its items lie.
    mutating func install(_ spec: LayoutConstraint, at places: AnchorInterpreter.Places? = nil) {
        guard let solverConstraint = interpret(spec, at: places) else { return }
        add(solverConstraint, for: spec.id, mustHold: spec.origin.isScreen)
    }

    /// Puts the solver form of a registered constraint into the solver, breaking it if it
    /// conflicts; `mustHold` (the screen's constraints) breaks the user constraints in its way
    /// instead.
    mutating func add(_ solverConstraint: Cassowary.Constraint, for id: LayoutConstraint.ID, mustHold: Bool) {
        do {
            try solver.add(solverConstraint)
            registry.noteInstalled(id, as: solverConstraint, conflicting: nil)
        } catch .unsatisfiable(_, let conflicts) where mustHold {
            // The window sizes the root: UIKit never breaks that, but a user constraint in the way.
            installOverriding(id, solverConstraint, conflicts: conflicts)
        } catch {
            // Duplicate or non-finite cannot happen: the constraint is new and validated. A
            // conflict, or a numerical failure the solver could not repair, breaks the constraint
            // where diagnostics see it (never dropped in silence).
            guard let conflicts = error.blockingConstraints else { return }
            let demoted = solverConstraint.strength(LayoutEngine.brokenStrength)
            try? solver.add(demoted)
            registry.noteInstalled(id, as: demoted, conflicting: conflicts.compactMap { registry.owner(of: $0) },
                                   refusal: InstalledConstraint.Refusal(solverConstraint, failure: error))
        }
    }

    /// The solver constraint a layout constraint stands for, with the variables of the guides
    /// it uses made first; nil when it cannot be written (see ``AnchorInterpreter``). `places`:
    /// where its items lie, when the caller knows.
    mutating func interpret(_ spec: LayoutConstraint, at places: AnchorInterpreter.Places? = nil) -> Cassowary.Constraint? {
        // Written at once when every rectangle has its variables (all but a guide's first
        // use), so the rectangles are looked up once, not checked and then looked up again.
        // The interpreter is scoped to `write`: one held across `makeRectangles` would make
        // the variable table copy itself.
        var sides: AnchorInterpreter.Sides? = nil
        if let written = write(spec, at: places, sides: &sides) { return written }
        guard let sides else { return nil }
        makeRectangles(interpreter.rectangles(of: sides))
        return interpreter.solverConstraint(spec, sides: sides)
    }

    /// The solver constraint of a layout constraint whose rectangles all have variables (nil
    /// otherwise: ``interpret(_:at:)`` makes them). Changes nothing.
    func written(_ spec: LayoutConstraint, at places: AnchorInterpreter.Places?) -> Cassowary.Constraint? {
        var sides: AnchorInterpreter.Sides? = nil
        return write(spec, at: places, sides: &sides)
    }

    /// A constraint's solver constraint (nil while a rectangle it needs has no variables yet,
    /// its resolved sides then left in `sides`).
    private func write(_ spec: LayoutConstraint, at places: AnchorInterpreter.Places?,
                       sides: inout AnchorInterpreter.Sides?) -> Cassowary.Constraint? {
        let interpreter = self.interpreter
        let resolved = places.map { interpreter.resolve(spec, at: $0) } ?? interpreter.resolve(spec)
        if let written = interpreter.solverConstraint(spec, sides: resolved) { return written }
        sides = resolved
        return nil
    }

    /// Installs a constraint that must hold (the screen's), breaking the user constraints it
    /// conflicts with instead: each is taken out, the constraint goes in, and each comes back
    /// (broken, if it still cannot hold).
    mutating func installOverriding(_ id: LayoutConstraint.ID, _ solverConstraint: Cassowary.Constraint,
                                    conflicts: [Cassowary.Constraint]) {
        var removed: [LayoutConstraint.ID] = []
        var blocking = conflicts
        for _ in 0..<64 {
            // The most recently declared user constraint of the conflict gives way first.
            let owners = blocking.compactMap { registry.owner(of: $0) }.filter { registry[$0]?.isUser == true }
            guard let victim = registry.userOrder.last(where: owners.contains) else { break }
            uninstall(victim, retryBroken: false)
            removed.append(victim)
            do {
                try solver.add(solverConstraint)
                registry.noteInstalled(id, as: solverConstraint, conflicting: nil)
                for user in removed.reversed() { install(user) }
                return
            } catch .unsatisfiable(_, let more) {
                blocking = more
            } catch {
                break
            }
        }
        // Nothing the user wrote is in the way: break the screen's constraint after all.
        for user in removed.reversed() { install(user) }
        let demoted = solverConstraint.strength(LayoutEngine.brokenStrength)
        try? solver.add(demoted)
        registry.noteInstalled(id, as: demoted, conflicting: conflicts.compactMap { registry.owner(of: $0) })
    }

    /// Makes the variables of guides a constraint is about to use: a safe-area or margins
    /// guide gets its defining constraints with the current insets, an internal guide only
    /// its variables (its rule's constraints define it).
    mutating func makeRectangles(_ keys: [RectKey]) {
        for key in keys where !variables.contains(key) {
            switch key {
            case .guide(let guide):
                guard tree.isView(guide.view) else { continue }
                let key = guideKey(guide)
                guard variables.makeGuide(guide, viewName: key.view) else { continue }
                let insets = GuideRule.insets(key, tree: tree, screen: base.screen, frames: self)
                guideInsets[guide] = insets
                setGroup(.guide(key), to: GuideRule.constraints(key, insets: insets))
            case .internal(let guide):
                variables.makeInternal(guide, name: internalGuide(guide).description)
            case .item, .content, .missing:
                continue
            }
        }
    }

    /// Takes a constraint out of the solver, then gives broken constraints another chance.
    mutating func uninstall(_ id: LayoutConstraint.ID, retryBroken: Bool = true) {
        guard let installed = registry.solverState(of: id).installed else { return }
        try? solver.remove(installed)
        registry.noteUninstalled(id)
        if retryBroken { retryBrokenConstraints() }
    }

    /// Re-adds broken constraints as required where they can now hold.
    mutating func retryBrokenConstraints() {
        guard !registry.brokenOrder.isEmpty else { return }
        let interpreter = self.interpreter
        for id in registry.brokenOrder {
            guard let entry = registry[id], let demoted = entry.solverConstraint, entry.conflicting != nil,
                  let required = interpreter.solverConstraint(entry.spec, sides: interpreter.resolve(entry.spec))
            else { continue }
            // In a diagnostic copy: the set that refused it is all still there and it reads
            // the same, so it would be refused again by the same conflict. Skipping the add
            // skips the search for a minimal conflict, which a layout with many broken
            // constraints paid on every probe (a damaged storyboard's check took 8.6 s).
            if reusesRefusals, let refusal = entry.refusal, refusal.stillRefuses(required, in: solver) { continue }
            try? solver.remove(demoted)
            do {
                try solver.add(required)
                registry.noteInstalled(id, as: required, conflicting: nil)
            } catch {
                // Still blocked (a conflict, or rounding the solver could not repair): broken again.
                try? solver.add(demoted)
                registry.noteInstalled(id, as: demoted, conflicting: (error.blockingConstraints ?? []).compactMap { registry.owner(of: $0) },
                                       refusal: InstalledConstraint.Refusal(required, failure: error))
            }
        }
        registry.pruneBroken()
    }
}
