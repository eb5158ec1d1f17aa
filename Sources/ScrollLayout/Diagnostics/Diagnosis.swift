import Cassowary

// The diagnostics pass over a solved layout.
//
// Rules run in a fixed order, each over the views in depth-first order, so the output is
// deterministic. Ambiguity is decided by the solver (two equally good solutions exist), never by
// counting constraints. Once a freedom is reported (a scroll view's content height, a view's
// height), a copy of the solver gets it pinned at its current value, so what follows from it is
// not reported again: one free content height gives one issue, not one per view below it.

extension LayoutEngine {
    /// Diagnoses the solved layout: conflicts, scroll content that the constraints do not size,
    /// ambiguous views, stack and scroll-view pitfalls, optional constraints left unmet.
    /// Issues come errors and warnings first, then notes, each group in the order of the views.
    public func diagnose() -> [LayoutIssue] {
        var diagnosis = Diagnosis(engine: self)
        diagnosis.run()
        let ordered = diagnosis.issues.enumerated().sorted { lhs, rhs in
            let left = lhs.element.severity == .note ? 1 : 0
            let right = rhs.element.severity == .note ? 1 : 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        return ordered.map(\.element)
    }
}

extension Layout {
    /// Solves the layout and diagnoses it.
    /// - Throws: ``LayoutError`` when the layout is invalid (conflicts are issues, not errors).
    public func diagnose() throws(LayoutError) -> [LayoutIssue] {
        try LayoutEngine(self).diagnose()
    }
}

/// One diagnostics run: the engine, its result, and a solver with reported freedoms pinned.
struct Diagnosis {
    /// The engine (a copy: reading anchors may create guide variables).
    var engine: LayoutEngine
    /// The solved result.
    let result: LayoutResult
    /// The solver with every freedom already reported pinned at its current value.
    var pinned: Solver
    /// Fast ambiguity questions about `pinned`.
    var probe: AmbiguityProbe
    /// Fast ambiguity questions about the engine's own solution.
    var engineProbe: AmbiguityProbe
    /// The issues found so far.
    var issues: [LayoutIssue] = []
    /// Views whose size on an axis an issue already explains.
    var explainedSizes: Set<ViewAxis> = []
    /// Each view's position in depth-first order.
    let orderIndex: [String: Int]

    /// A view and an axis.
    struct ViewAxis: Hashable {
        var view: String
        var axis: Axis
    }

    init(engine: LayoutEngine) {
        self.engine = engine
        self.result = engine.result
        self.pinned = engine.solver
        self.probe = AmbiguityProbe(engine.solver)
        self.engineProbe = probe
        var index: [String: Int] = [:]
        for (position, id) in engine.tree.order.enumerated() { index[id] = position }
        self.orderIndex = index
    }

    /// Runs every rule.
    mutating func run() {
        checkConflicts()
        for scroll in result.scrollViews { checkScrollContent(scroll) }
        for scroll in result.scrollViews { checkScrollPitfalls(scroll) }
        checkStacks()
        checkAmbiguousViews()
        checkUnsatisfiedOptionals()
    }

    // MARK: Helpers

    /// Adds `expression == its current value` to the pinned solver.
    mutating func pin(_ expression: Expression) {
        let value = LayoutEngine.evaluate(expression, in: pinned)
        try? pinned.add(Cassowary.Constraint(expression - value, .equal))
        probe = AmbiguityProbe(pinned)
    }

    /// A constraint as `text` with its origin, for details.
    func describe(_ constraint: LayoutConstraint) -> String {
        var text = "`\(constraint)`"
        if let identifier = constraint.identifier { text += " '\(identifier)'" }
        if constraint.origin != .unspecified { text += " (\(constraint.origin))" }
        return text
    }

    /// The origin to point at: the first specified one.
    func firstOrigin(_ origins: [ConstraintOrigin]) -> ConstraintOrigin {
        origins.first { $0 != .unspecified } ?? .unspecified
    }

    /// Where a view was declared.
    func origin(ofView id: String) -> ConstraintOrigin { engine.tree[id]?.view.origin ?? .unspecified }

    /// The variables of a view.
    func variables(_ id: String) -> ItemVariables? { engine.variables[id] }

    /// A view's size variable along an axis.
    func sizeVariable(_ id: String, _ axis: Axis) -> Variable? {
        guard let v = engine.variables[id] else { return nil }
        return axis == .horizontal ? v.width : v.height
    }

    /// A view's position variable along an axis.
    func positionVariable(_ id: String, _ axis: Axis) -> Variable? {
        guard let v = engine.variables[id] else { return nil }
        return axis == .horizontal ? v.x : v.y
    }

    /// The solver constraints' layout constraints.
    func layoutConstraints(_ list: [Cassowary.Constraint]) -> [LayoutConstraint] {
        list.compactMap { engine.ownerOfSolverConstraint[$0.id].flatMap { engine.constraints[$0]?.spec } }
    }

    /// True for a constraint the user wrote.
    func isUser(_ constraint: LayoutConstraint) -> Bool { engine.constraints[constraint.id]?.isUser == true }

    /// How far a constraint is from holding in the solution (0 when it holds).
    func violation(of id: LayoutConstraint.ID) -> Double? {
        guard let entry = engine.constraints[id], let installed = entry.solverConstraint else { return nil }
        let difference = LayoutEngine.evaluate(installed.expression, in: engine.solver)
        switch installed.relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    /// The solved value of one side of a constraint.
    mutating func number(_ anchor: Anchor, seenFrom viewer: String?) -> Double? {
        guard let expression = engine.value(of: anchor, seenFrom: viewer, flip: false, relativeTo: nil) else { return nil }
        return LayoutEngine.evaluate(expression, in: engine.solver)
    }

    /// The attribute names of an axis: start, end and size.
    static func names(_ axis: Axis, direction: LayoutDirection) -> (start: Attribute, end: Attribute, size: Attribute) {
        if axis == .vertical { return (.top, .bottom, .height) }
        return direction == .leftToRight ? (.leading, .trailing, .width) : (.left, .right, .width)
    }

    /// "height" or "width".
    static func dimensionName(_ axis: Axis) -> String { axis == .vertical ? "height" : "width" }

    /// A placeholder size for a view with none: a label's line, a row, a column.
    func placeholderSize(for id: String, axis: Axis) -> Double {
        if axis == .horizontal { return 100 }
        return engine.tree[id]?.view.kind == .label ? 21 : 44
    }
}

extension LayoutEngine {
    /// The value of an expression in a solver's solution.
    static func evaluate(_ expression: Expression, in solver: Solver) -> Double {
        var total = expression.constant
        for term in expression.terms { total += term.coefficient * solver.value(of: term.variable) }
        return total
    }
}
