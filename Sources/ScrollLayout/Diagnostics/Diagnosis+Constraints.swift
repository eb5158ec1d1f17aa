// Rules about constraints as written: required ones that conflict, optional ones left unmet.

extension Diagnosis {
    /// `conflicting-constraints`: each broken required constraint, the minimal set it conflicts
    /// with, which one was broken (the one added last, as UIKit's rule of thumb in §8.3) and the
    /// layout that results. The fix lowers one user-written member to 999.
    func checkConflicts() {
        var reported = Set<[String]>()
        for conflict in result.conflicts {
            // Exact copies say nothing more: a minimal set lists each constraint once (the
            // copies are reported as duplicates), and a set is reported once.
            // Each member's content is made once and looked up in a set: comparing every pair
            // made both contents again each time, and a conflict of 120 constraints (a stack
            // left on autoresizing with 60 rows) cost 14 000 of them, in every re-diagnosis
            // a fix is checked with.
            var members: [LayoutConstraint] = []
            var contents = Set<LayoutConstraint.Content>()
            for member in conflict.conflicting + [conflict.broken] where contents.insert(member.canonicalContent).inserted {
                members.append(member)
            }
            // The broken one a copy of a member: the copy is the problem (a duplicate), not a conflict.
            guard members.contains(where: { $0.id == conflict.broken.id }) else { continue }
            // A miss of a tenth of a point is the rounding of the multipliers a document stores
            // (Xcode writes three decimals): nothing on screen moves.
            if let miss = violation(of: conflict.broken.id), miss < Diagnosis.roundingMiss { continue }
            guard reported.insert(members.map(\.equation).sorted()).inserted else { continue }
            let userMembers = members.filter(isUser)
            // Lowering the broken one keeps the layout as it is now; otherwise the last user one.
            let target = isUser(conflict.broken) ? conflict.broken : userMembers.last
            let fix = target.map { LayoutFix.setPriority($0, 999) }
            var details = ["Unable to simultaneously satisfy constraints; these cannot all hold (removing or lowering any one of them fixes it):"]
            details += members.map { "  " + describe($0) }
            details.append("Will attempt to recover by breaking constraint \(describe(conflict.broken))")
            if let miss = violation(of: conflict.broken.id) {
                details.append("It misses by \(formatNumber(miss)) in the resulting layout.")
            }
            if members.contains(where: \.origin.isGenerated) {
                details.append("Constraints marked with a rule were generated (stack view, intrinsic size, autoresizing mask, guides).")
            }
            let items = uniqueItems(members)
            // The message names a constraint someone wrote: a generated one (a safe area's, a
            // legacy guide's, a stack's) is nobody's to change, even when it is the one broken.
            let named = target ?? conflict.broken
            let wasBroken = named.id == conflict.broken.id ? " and was broken" : ""
            // The engine keeps a view with an intrinsic size (or an arranged one) from going below
            // zero; UIKit has no such constraint and lets the view turn inside out, logging
            // nothing. Such a conflict is the layout needing more room than it has: a note.
            let squeezed = members.compactMap { member -> String? in
                if case .generated(.nonNegativeSize(let view, _)) = member.origin { return view }
                return nil
            }
            var message = "Unable to simultaneously satisfy constraints: `\(named)` conflicts with \(members.count - 1) other constraint\(members.count == 2 ? "" : "s")\(wasBroken)"
            if !squeezed.isEmpty {
                message += "; only because \(squeezed.map { "\"\($0)\"" }.joined(separator: ", ")) cannot be less than 0 here: UIKit lets \(squeezed.count == 1 ? "it" : "them") turn inside out instead, and logs nothing"
                details.append("The constraints need more room than they have: without the engine's lower bound on \(squeezed.joined(separator: ", ")), UIKit solves them with a negative size, which shows nothing of the view and overlaps its neighbours.")
            }
            issues.append(LayoutIssue(
                rule: .conflictingConstraints, severity: squeezed.isEmpty ? .error : .note,
                message: message,
                items: items, constraints: members, fix: fix, details: details,
                origin: firstOrigin([named.origin, conflict.broken.origin] + userMembers.map(\.origin))))
        }
    }

    /// `unsatisfied-optional` (notes): user-written optional constraints that are not met, and
    /// labels squeezed below their intrinsic size (compression resistance gave way).
    func checkUnsatisfiedOptionals() {
        for entry in userEntries where !entry.spec.origin.isGenerated {
            // Under half a point nobody can see it: rounding, not a constraint giving way.
            guard entry.isHolding, !entry.spec.priority.isRequired, let miss = violation(of: entry.spec.id), miss > 0.5
            else { continue }
            let spec = entry.spec
            let viewer = spec.second.flatMap { engine.tree.ownerView(of: $0.item) }
            let actual = number(spec.first, seenFrom: viewer).map(formatNumber) ?? "?"
            issues.append(LayoutIssue(
                rule: .unsatisfiedOptional, severity: .note,
                message: "`\(spec)` is not met: \(spec.first) is \(actual), off by \(formatNumber(miss))",
                items: uniqueItems([spec]), constraints: [spec], details: [describe(spec)], origin: spec.origin))
        }
        for id in engine.tree.order {
            guard let view = engine.tree[id]?.view, !view.isHidden else { continue }
            for axis in Axis.allCases {
                // A design-time placeholder, or a size estimated from a stored frame, is not
                // what the view measures at run time: squeezing it says nothing.
                guard let intrinsic = view.intrinsicContentSize[axis], !view.intrinsicSizeIsPlaceholder[axis],
                      !view.intrinsicSizeIsEstimated[axis],
                      let size = sizeVariable(id, axis)
                else { continue }
                let actual = engine.value(size)
                guard intrinsic - actual > 0.5, let resistance = compressionResistanceConstraint(of: id, axis: axis) else { continue }
                issues.append(LayoutIssue(
                    rule: .unsatisfiedOptional, severity: .note,
                    message: "\"\(id)\" is compressed to a \(Diagnosis.dimensionName(axis)) of \(formatNumber(actual)), below its intrinsic \(formatNumber(intrinsic)) (compression resistance \(view.compressionResistancePriority[axis]) gave way)",
                    items: [.view(id)], constraints: [resistance], details: [describe(resistance)], origin: origin(ofView: id)))
            }
        }
    }

    /// The generated compression-resistance constraint of a view on an axis.
    func compressionResistanceConstraint(of id: String, axis: Axis) -> LayoutConstraint? {
        var candidates = engine.registry.constraints(of: .intrinsic(id))
        if let stack = engine.tree.arrangingStack(of: id) { candidates += engine.registry.constraints(of: .stackItem(stack.stack, id)) }
        return candidates.first { spec in
            guard case .generated(let rule) = spec.origin, let intrinsic = rule.intrinsicSize else { return false }
            return intrinsic.view == id && intrinsic.axis == axis && intrinsic.part == .compressionResistance
        }
    }

    /// The items constraints mention, in order, once each.
    func uniqueItems(_ constraints: [LayoutConstraint]) -> [LayoutItem] {
        var seen = Set<LayoutItem>()
        var items: [LayoutItem] = []
        for constraint in constraints {
            for item in [constraint.first.item] + (constraint.second.map { [$0.item] } ?? []) where seen.insert(item).inserted {
                items.append(item)
            }
        }
        return items
    }

    /// `duplicate-constraint` (notes): a user constraint that says exactly what an earlier one
    /// says (the same anchors, either way round, relation, multiplier, constant and priority).
    /// UIKit keeps both; removing one changes nothing, so the note offers that.
    func checkDuplicates() {
        // Each active constraint's content is hashed once, into a list of (hash, position)
        // sorted by hash: only constraints of equal hash are compared, and no table holds a
        // copy of every content (at 10 000 views, building and freeing one was a sixth of
        // `check`).
        var hashed: [(hash: Int, index: Int)] = []
        hashed.reserveCapacity(userEntries.count)
        for (index, entry) in userEntries.enumerated() where entry.spec.isActive {
            hashed.append((entry.spec.canonicalContent.hashValue, index))
        }
        hashed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.index < $1.index }
        // Each duplicate with the first constraint that said the same (its lowest position).
        var duplicates: [(index: Int, first: Int)] = []
        var runStart = 0
        while runStart < hashed.count {
            var runEnd = runStart + 1
            while runEnd < hashed.count, hashed[runEnd].hash == hashed[runStart].hash { runEnd += 1 }
            if runEnd - runStart > 1 {
                // Contents of one hash, by position: usually one constraint said twice.
                var firsts: [(index: Int, content: LayoutConstraint.Content)] = []
                for position in runStart..<runEnd {
                    let index = hashed[position].index
                    let content = userEntries[index].spec.canonicalContent
                    if let first = firsts.first(where: { $0.content == content }) {
                        duplicates.append((index, first.index))
                    } else {
                        firsts.append((index, content))
                    }
                }
            }
            runStart = runEnd
        }
        duplicates.sort { $0.index < $1.index }
        for (index, firstIndex) in duplicates {
            let spec = userEntries[index].spec, first = userEntries[firstIndex].spec
            var issue = LayoutIssue(
                rule: .duplicateConstraint, severity: .note,
                message: "`\(spec)` says what `\(first)` already says",
                items: uniqueItems([spec]), constraints: [first, spec], fix: .remove(spec),
                details: [describe(first), describe(spec)], origin: spec.origin)
            issue.candidateFixes = [.remove(spec)]
            issues.append(issue)
        }
    }
}

extension Diagnosis {
    /// A note when a simplex run stopped at its pivot budget: the answer meets every required
    /// constraint (the solver checks that after each operation) but may not be optimal, so a
    /// layout that leans on priorities could differ from UIKit's. Never silent.
    func checkSolverHealth() {
        let health = engine.solverHealth
        guard !health.isOptimal else { return }
        issues.append(LayoutIssue(
            rule: .solverPivotBudget, severity: .note,
            message: "the solver stopped \(health.exhaustedPivotBudgets) simplex run\(health.exhaustedPivotBudgets == 1 ? "" : "s") at its pivot budget; required constraints hold, optional ones may be met less well than UIKit would",
            details: ["Solver health: \(health). This happens on systems whose rounding noise sends the simplex round; please report the layout."]))
    }
}

extension LayoutConstraint {
    /// What a constraint says (``content``) with its sides in a fixed order and without what
    /// does not change the equation (identifier, flags, generated tie-break), as ``equation``
    /// reads it: `a == b + 8` and `b == a - 8` give the same value. The duplicate check keys
    /// every user constraint by it.
    var canonicalContent: Content {
        var swapped = self
        if let second, multiplier == 1, LayoutConstraint.precedes(second, first) {
            swapped.first = second
            swapped.second = first
            swapped.relation = relation.flipped
            swapped.constant = -constant
        }
        swapped.identifier = nil
        swapped.isPlaceholder = false
        swapped.isActive = true
        swapped.tieBreak = 0
        return swapped.content
    }

    /// A fixed order of anchors, cheap to compute: by owner id, then by the text only when two
    /// anchors share their owner.
    static func precedes(_ a: Anchor, _ b: Anchor) -> Bool {
        let ownerA = a.item.ownerID, ownerB = b.item.ownerID
        if ownerA != ownerB { return ownerA < ownerB }
        return a.description < b.description
    }

    /// The equation with its sides in a fixed order (`a == b + 8` and `b == a - 8` read the same).
    var canonicalEquation: String {
        if let second, multiplier == 1, first.description > second.description {
            var swapped = LayoutConstraint(second, relation.flipped, first, constant: -constant, priority: priority)
            swapped.isActive = isActive
            return swapped.equation
        }
        return equation
    }
}
