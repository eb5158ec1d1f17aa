// Rebuilding the solver when a change replaces a large share of its constraints.
//
// A stack whose first visible view changes re-aligns every arranged view to the new first view:
// 2N alignments leave and 2N come, and all of them share the rows of the views' widths, so each
// removal and addition rewrites rows every view holds: quadratic (a 1 000-view stack took
// 0.9 s). Installing everything again into an empty solver costs what a first layout's solver
// work costs, linear, and in the same order a fresh engine uses, the result is the fresh
// engine's: the alignments go in before the widths' intrinsic-size rows, as definitions.

import Cassowary

extension LayoutEngine {
    /// The fewest reshaped constraints of one change that make the engine rebuild the solver
    /// (see ``isBulkChange(_:_:)``).
    static let bulkChangeMinimum = 32
    /// The share of the solver's constraints (one in this many) a change must reshape, beside
    /// ``bulkChangeMinimum``, to make the engine rebuild.
    static let bulkChangeShare = 16

    /// True when a change reshapes many constraints: at least ``bulkChangeMinimum`` leftover
    /// ones, and a sixteenth of the solver's (``bulkChangeShare``), have no new counterpart that differs from them
    /// only in its constant. (Those are replaced in place cheaply, as when a stack's spacing
    /// changes; the others are removed and added, and N of them sharing rows cost N times a
    /// rebuild.)
    func isBulkChange(_ leftover: [LayoutConstraint.ID], _ added: some Sequence<LayoutConstraint>) -> Bool {
        let count = solver.constraintCount
        guard leftover.count >= LayoutEngine.bulkChangeMinimum, leftover.count * LayoutEngine.bulkChangeShare >= count else { return false }
        var shapes: [LayoutConstraint.Content: Int] = [:]
        for spec in added { shapes[LayoutEngine.shape(of: spec), default: 0] += 1 }
        var reshaped = 0
        for id in leftover {
            guard let spec = registry[id]?.spec else { continue }
            let shape = LayoutEngine.shape(of: spec)
            if let left = shapes[shape], left > 0 {
                shapes[shape] = left - 1
            } else {
                reshaped += 1
            }
        }
        return reshaped >= LayoutEngine.bulkChangeMinimum && reshaped * LayoutEngine.bulkChangeShare >= count
    }

    /// What a constraint says but its constant.
    static func shape(of spec: LayoutConstraint) -> LayoutConstraint.Content {
        var content = spec.content
        content.constant = 0
        return content
    }

    /// Empties the solver and installs every active constraint again, in the order a fresh
    /// engine installs them. Constraints that held keep their solver form; new ones (`adding`)
    /// and broken ones are installed as usual, so a conflict breaks what a fresh engine would.
    mutating func reinstallAll(adding newIDs: Set<LayoutConstraint.ID>) {
        let order = freshInstallOrder(adding: newIDs)
        solver.removeAll()
        for id in order {
            let (installed, holding) = registry.solverState(of: id)
            if let installed {
                if holding, (try? solver.add(installed)) != nil { continue }
                registry.noteUninstalled(id)
            } else if !newIDs.contains(id) {
                continue
            }
            install(id)
        }
        // No retry of broken constraints after: each was just tried as required, in the order
        // a fresh engine uses, and a fresh engine does not retry either.
    }

    /// Every known constraint in the order a fresh engine installs them: the screen's, then for
    /// each view in tree order its frame, intrinsic size and scroll content, a stack's items
    /// in arranged order and its stack-wide group; the user constraints. A guide's constraints
    /// go just before the first installed constraint (held, or one of `newIDs`) that uses the
    /// guide, where a fresh engine makes them (`makeRectangles`); guides nothing uses, last.
    func freshInstallOrder(adding newIDs: Set<LayoutConstraint.ID> = []) -> [LayoutConstraint.ID] {
        var listed = Set<LayoutConstraint.ID>()
        listed.reserveCapacity(registry.count)
        var order: [LayoutConstraint.ID] = []
        order.reserveCapacity(registry.count)
        // Which guides a constraint uses is the interpreter's to say; only asked when there are
        // guides at all.
        let madeGuides = self.madeGuides
        let interpreter = madeGuides.isEmpty ? nil : self.interpreter
        var placedGuides = Set<NumberedGuide>()
        func place(_ id: LayoutConstraint.ID) {
            guard listed.insert(id).inserted else { return }
            if let interpreter, let entry = registry[id], entry.isInSolver || newIDs.contains(id) {
                for case .guide(let guide) in interpreter.rectangles(of: interpreter.resolve(entry.spec))
                where placedGuides.insert(guide).inserted {
                    for member in registry.members(of: .guide(guideKey(guide))) { place(member) }
                }
            }
            order.append(id)
        }
        func append(_ ids: [LayoutConstraint.ID]) { for id in ids { place(id) } }
        append(registry.members(of: .screen))
        for id in tree.order {
            guard let node = tree[id] else { continue }
            append(registry.members(of: .frame(id)))
            append(registry.members(of: .intrinsic(id)))
            append(registry.members(of: .scrollContent(id)))
            if let configuration = node.view.stack {
                for viewID in configuration.arrangedSubviewIDs ?? node.children {
                    append(registry.members(of: .stackItem(id, viewID)))
                }
                append(registry.members(of: .stack(id)))
            }
        }
        append(registry.userOrder)
        for (_, key) in madeGuides { append(registry.members(of: .guide(key))) }
        // Anything no rule above lists (none is expected) still goes back in, oldest first.
        if order.count < registry.count {
            append(registry.allIDs.filter { !listed.contains($0) }.sorted())
        }
        return order
    }

    /// The solver constraints the engine holds, in the order a fresh engine adds them (for
    /// benchmarks that time the solver alone on the same system).
    package var solverConstraintsInInstallOrder: [Cassowary.Constraint] {
        freshInstallOrder().compactMap { registry.solverState(of: $0).installed }
    }

    /// The solver variable of a view's height (for benchmarks that edit it in the solver alone).
    package func heightVariable(of viewID: String) -> Variable? { itemVariables(viewID)?.height }

    /// Runs `change` with the solver recording what is done to it, and returns the record: the
    /// solver operations a change of the layout comes to (for benchmarks that replay them on
    /// the solver alone). The engine is changed as `change` changes it.
    package mutating func solverOperations(during change: (inout LayoutEngine) throws -> Void) rethrows -> [SolverOperation] {
        solver.recordedOperations = []
        defer { solver.recordedOperations = nil }
        try change(&self)
        return solver.recordedOperations ?? []
    }
}
