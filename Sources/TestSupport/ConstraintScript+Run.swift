import Cassowary

// Running a constraint script against the solver, as `cassowary-replay` and the tests do.

extension ConstraintScript {
    /// What running a system gave.
    public struct Outcome: Sendable {
        /// The operations (1-based) the solver refused.
        public var failed: [Int] = []
        /// The final value of every variable.
        public var values: [Double] = []
        /// The tableau's broken invariants at the end (empty when sound).
        public var invariantViolations: [String] = []
        /// How many simplex runs stopped at their pivot budget.
        public var exhaustedPivotBudgets = 0
        /// With `checkEveryOperation`, the first operation after which the invariants broke.
        public var firstBrokenOperation: Int? = nil
        /// The solver's health at the end (noise cycles settled, repairs, …).
        public var health = SolverHealth()
        /// The error at each optional strength in use, strongest first.
        public var errorByStrength: [(strength: Strength, error: Double)] = []
    }

    /// Runs every operation on a fresh solver. A refused operation (an unsatisfiable required
    /// constraint, removing an unknown id, a second edit of one variable) is recorded and the
    /// run goes on, as the solver leaves its state unchanged after it. `pivotBudget` fixes the
    /// pivots each simplex run may take (tests of the budget); without `definitions`, every
    /// equality goes to the simplex rows (the general path).
    public func run(checkEveryOperation: Bool = false, pivotBudget: Int? = nil, definitions: Bool = true) -> Outcome {
        var solver = Solver(definitions: definitions)
        solver.pivotBudgetOverride = pivotBudget
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        var constraints: [String: Constraint] = [:]
        var outcome = Outcome()
        for (offset, operation) in operations.enumerated() {
            let number = offset + 1
            do {
                switch operation {
                case .add(let id, let strength, let relation, let constant, let terms):
                    var expression = Expression(constant: constant)
                    for term in terms { expression = expression + term.coefficient * variables[term.variable] }
                    let constraint = Constraint(expression, relation, strength: strength)
                    try solver.add(constraint)
                    constraints[id] = constraint
                case .remove(let id):
                    guard let constraint = constraints.removeValue(forKey: id) else {
                        outcome.failed.append(number)
                        continue
                    }
                    try solver.remove(constraint)
                case .edit(let index, let strength):
                    try solver.addEditVariable(variables[index], strength: strength)
                case .suggest(let index, let value):
                    try solver.suggestValue(value, for: variables[index])
                }
            } catch {
                outcome.failed.append(number)
            }
            if checkEveryOperation, outcome.firstBrokenOperation == nil, !solver.invariantViolations.isEmpty {
                outcome.firstBrokenOperation = number
            }
        }
        outcome.values = variables.map { solver.value(of: $0) }
        outcome.invariantViolations = solver.invariantViolations
        outcome.exhaustedPivotBudgets = solver.exhaustedPivotBudgets
        outcome.health = solver.health
        outcome.errorByStrength = solver.errorByStrength
        return outcome
    }
}
