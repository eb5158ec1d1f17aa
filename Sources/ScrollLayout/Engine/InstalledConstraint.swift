import Cassowary

/// A constraint the engine knows, and how it sits in the solver.
struct InstalledConstraint: Sendable {
    /// The constraint as written or generated.
    var spec: LayoutConstraint
    /// The solver constraint while active (at `LayoutEngine.brokenStrength` when broken).
    var solverConstraint: Cassowary.Constraint? = nil {
        didSet { isHolding = InstalledConstraint.holds(solverConstraint, conflicting) }
    }
    /// When broken, the constraints it conflicts with.
    var conflicting: [LayoutConstraint.ID]? = nil {
        didSet { isHolding = InstalledConstraint.holds(solverConstraint, conflicting) }
    }
    /// When broken by a conflict that was checked: what makes retrying it pointless while
    /// nothing in it changes.
    var refusal: Refusal? = nil
    /// True for constraints the user wrote (false for generated ones).
    var isUser = false

    /// True while it is in the solver and not broken. Stored, so that passes over every entry
    /// read a byte where testing the solver constraint retained it (a cache miss at each entry
    /// of a large layout); kept by the two properties above.
    private(set) var isHolding = false

    /// True while it is in the solver, holding or broken.
    var isInSolver: Bool {
        if case .some = solverConstraint { return true }
        return false
    }

    /// True when a solver constraint is there and no conflict is recorded. Matched, not
    /// compared with nil: `!= nil` on an optional solver constraint built a pair of optionals
    /// and destroyed it through the runtime's generic path, twice for each install.
    private static func holds(_ solverConstraint: Cassowary.Constraint?, _ conflicting: [LayoutConstraint.ID]?) -> Bool {
        guard case .some = solverConstraint, case .none = conflicting else { return false }
        return true
    }

    /// A constraint not in the solver yet.
    init(spec: consuming LayoutConstraint, isUser: Bool = false) {
        self.spec = spec
        self.isUser = isUser
    }

    /// A required constraint the solver refused and the required constraints it cannot hold
    /// with, checked to have no common solution. While every blocker is still in the solver
    /// and the constraint reads the same, adding it would be refused again by the same set.
    struct Refusal: Sendable {
        /// The required form that was refused.
        let refused: Cassowary.Constraint
        /// The solver constraints it cannot hold with (the minimal conflict).
        let blockers: [Cassowary.Constraint]

        /// The refusal behind a failed add of `refused`: nil unless the solver refused it for a
        /// conflict and that set really has no solution (one the solver could only
        /// approximate is not to be relied on).
        init?(_ refused: Cassowary.Constraint, failure: SolverError) {
            guard case .unsatisfiable(_, let blockers) = failure, !blockers.isEmpty,
                  Solver.cannotHoldTogether(blockers + [refused]) else { return nil }
            self.refused = refused
            self.blockers = blockers
        }

        /// True when adding `required` would be refused again: it reads as the refused
        /// constraint did and every blocker is still in `solver`.
        func stillRefuses(_ required: Cassowary.Constraint, in solver: Solver) -> Bool {
            required.relation == refused.relation && required.expression == refused.expression
                && blockers.allSatisfy { solver.contains($0) }
        }
    }
}
