import Cassowary

/// A constraint the engine knows, and how it sits in the solver.
struct InstalledConstraint: Sendable {
    /// The constraint as written or generated.
    var spec: LayoutConstraint
    /// The solver constraint while active (at `LayoutEngine.brokenStrength` when broken).
    var solverConstraint: Cassowary.Constraint? = nil
    /// When broken, the constraints it conflicts with.
    var conflicting: [LayoutConstraint.ID]? = nil
    /// True for constraints the user wrote (false for generated ones).
    var isUser = false

    /// True while it is in the solver and not broken.
    var isHolding: Bool { solverConstraint != nil && conflicting == nil }
}
