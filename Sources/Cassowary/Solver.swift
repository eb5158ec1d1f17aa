/// An incremental Cassowary constraint solver with exact priorities.
///
/// The algorithm is the one of Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm" (ACM TOCHI, 2001), as kiwi implements it, with three
/// differences: priorities are exact (a higher strength is satisfied before any lower one,
/// whatever the number of lower-level constraints; errors within a level add up), a refused
/// constraint comes with a minimal set of the constraints it conflicts with, and a failed
/// operation leaves the solver exactly as it was.
///
/// ```swift
/// var solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.add(x + 2 * y == 100)
/// try solver.add((x >= 10).strength(.strong))
/// try solver.add((y == 0).strength(.weak))
/// solver.value(of: x)   // 100
/// ```
///
/// Every change re-optimises from the current tableau: adds and removes with the primal simplex,
/// suggestions with the dual simplex. After each, the required constraints it moved are checked
/// against their original coefficients; only when rounding has broken one are the rows refined,
/// recomputed from the constraints, or as a last resort rebuilt (see ``health``), and what cannot
/// be repaired is refused with `SolverError.numericalFailure`.
public struct Solver: Sendable {
    /// The tableau the facade forwards to.
    var tableau = Tableau()
    /// When not nil, every add, remove, replacement and `removeAll` is appended here before it
    /// is made (for benchmarks that replay a layout change on the solver alone).
    package var recordedOperations: [SolverOperation]? = nil

    /// An empty solver.
    public init() {}

    /// An empty solver; without `definitions`, required equalities always go to the simplex
    /// rows (the general path), which tests compare with the fast path.
    package init(definitions: Bool) {
        tableau.definitions.isEnabled = definitions
    }

    /// Makes room for about `variables` variables and `constraints` constraints, so that a
    /// large system built in one go does not grow (copy, and fault in) every per-symbol table
    /// on the way. Only a hint: the solver works the same without it, and with wrong numbers.
    public mutating func reserveCapacity(variables: Int, constraints: Int) {
        // A constraint brings one or two symbols (a marker; an optional one also an error).
        let constraints = max(0, constraints)
        tableau.reserveCapacity(symbols: max(0, variables) + constraints + constraints / 2, constraints: constraints)
    }

    /// Adds a constraint.
    /// - Throws: `.nonFinite` for a NaN or infinite number, `.duplicateConstraint` when it is
    ///   already in, `.unsatisfiable` with a minimal conflict when a required constraint cannot
    ///   hold. The solver is unchanged when it throws.
    /// - Complexity: one substitution of the new row, plus the pivots re-optimisation needs.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        if recordedOperations != nil { recordedOperations?.append(.add(constraint)) }
        try tableau.add(constraint)
    }

    /// Removes a constraint; the solution becomes the optimum of what remains.
    /// - Throws: `.unknownConstraint` when it is not in the solver.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        if recordedOperations != nil { recordedOperations?.append(.remove(constraint)) }
        try tableau.remove(constraint)
    }

    /// Replaces a constraint by another. When `new` differs from `old` only in its constant (the
    /// same terms in the same order, relation, strength and weight: a height, a spacing, an
    /// inset changed), this is done in place, as a suggestion moves an edit variable: it costs
    /// what the values that move cost, not a remove and an add. When `old` is a required
    /// equality the solver keeps as a definition of a variable (see ``definedVariable(of:)``)
    /// and `new` is an equality that mentions that variable and only variables placed before it,
    /// `new` takes the definition over in place: a stack view re-attaching the view below a
    /// hidden one costs the few positions that differ, not the chain above. Otherwise it is a
    /// remove and an add.
    /// - Throws: `.unknownConstraint` when `old` is not in, `.duplicateConstraint` when `new` is,
    ///   `.nonFinite`, `.unsatisfiable` (with a minimal conflict) when `new` cannot hold; the
    ///   solver is unchanged when it throws.
    public mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
        if recordedOperations != nil { recordedOperations?.append(.replace(old, with: new)) }
        try tableau.replace(old, with: new)
    }

    /// Removes every constraint and edit variable, keeping the solver's settings and its
    /// cumulative ``health`` counts: for a caller that re-adds most of them (cheaper than
    /// removing many constraints one by one when they share rows).
    public mutating func removeAll() {
        if recordedOperations != nil { recordedOperations?.append(.removeAll) }
        tableau = tableau.emptied()
    }

    /// The number of constraints in the solver (edit variables' included).
    public var constraintCount: Int { tableau.records.count }

    /// True when the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.records[constraint.id] != nil
    }

    /// True when the constraints, all taken as required, have no common solution (judged on
    /// elastic copies in a scratch solver, as conflicts are minimised). Such a set stays
    /// without one whatever else is added or removed.
    package static func cannotHoldTogether(_ constraints: [Constraint]) -> Bool {
        Tableau.cannotHold(constraints)
    }

    /// Makes a variable editable: suggestions then pull it at `strength`, which must be optional.
    /// - Throws: `.duplicateEditVariable`, `.requiredEditStrength`.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try tableau.addEditVariable(variable, strength: strength)
    }

    /// Stops editing a variable.
    /// - Throws: `.unknownEditVariable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    /// True when the variable is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool {
        tableau.editSlots[variable.id] != nil
    }

    /// Suggests a value for an edit variable and re-solves (dual simplex).
    /// - Throws: `.unknownEditVariable`, or `.nonFinite` for NaN or infinity.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    /// The variable a constraint defines, when the solver keeps it out of the simplex rows as a
    /// definition (a required equality solved for a variable nothing else mentioned yet); nil
    /// otherwise. Replacing such a constraint by one that mentions the same variable is cheap.
    public func definedVariable(of constraint: Constraint) -> Variable? {
        tableau.definedVariable(of: constraint)
    }

    /// The variable's value in the current solution; a variable the solver never saw is 0.
    public func value(of variable: Variable) -> Double {
        guard let symbol = tableau.symbolOfVariable.symbol(for: variable.id) else { return 0 }
        return tableau.value(ofSymbol: symbol)
    }

    /// Writes the values of `variables` into `values`, in order (resized to match): a whole
    /// layout's read-back in one call, as kiwi's `updateVariables()` refreshes every variable.
    public func values(of variables: [Variable], into values: inout [Double]) {
        tableau.values(of: variables, into: &values)
    }

    /// Removes every constraint and edit variable.
    public mutating func reset() {
        tableau = Tableau()
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        let editIDs = Set(tableau.editRecords.compactMap { $0?.constraint.id })
        return tableau.records.values
            .filter { !editIDs.contains($0.constraint.id) }
            .sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
    }

    /// The edit variables, each with the value last suggested.
    public var editVariables: [(variable: Variable, value: Double)] {
        tableau.editRecords.compactMap { $0 }
            .sorted { $0.constraint.id < $1.constraint.id }
            .compactMap { edit in
                edit.constraint.expression.terms.first.map { ($0.variable, edit.constant) }
            }
    }

    /// The total error at each optional strength in use, strongest first: what the solver
    /// minimises, level by level.
    public var errorByStrength: [(strength: Strength, error: Double)] {
        // Levels kept idle for reuse (no constraint at them) are not "in use".
        tableau.objective.order.filter { tableau.objective.levelUsers[$0] > 0 }.map { level in
            (Strength(tableau.objective.levels[level]), max(0, tableau.objective.constants[level]))
        }
    }
}
