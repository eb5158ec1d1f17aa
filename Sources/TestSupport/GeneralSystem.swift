import Cassowary

/// W4's class of general linear systems: n variables, 2n required constraints over
/// 2–4 randomly chosen variables (repeats allowed) with integer coefficients in −4…4 (zero
/// allowed), a third equalities and the rest `<=`/`>=` with a slack of 0–4, all built around a
/// hidden integer solution in −1000…1000 so every system is feasible; then every third
/// constraint is removed. Seeded: the same seed gives the same system.
public struct GeneralSystem: Sendable {
    /// The variables.
    public let variables: [Variable]
    /// The constraints, in the order they are added.
    public let constraints: [Constraint]
    /// The indices of the constraints removed after all are added (every third).
    public let removals: [Int]
    /// The hidden solution every constraint holds at.
    public let hidden: [Double]

    /// The system of size `n` for a seed.
    public init(variables n: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let variables = (0..<n).map { Variable("x\($0)") }
        let hidden = (0..<n).map { _ in Double(random.below(2001) - 1000) }
        var constraints: [Constraint] = []
        for index in 0..<(2 * n) {
            let count = 2 + random.below(3)
            var terms: [Term] = []
            var total = 0.0
            for _ in 0..<count {
                let variable = random.below(n)
                let coefficient = Double(random.below(9) - 4)
                terms.append(Term(variables[variable], coefficient))
                total += coefficient * hidden[variable]
            }
            let relation: Relation
            var constant = -total
            switch index % 3 {
            case 0:
                relation = .equal
            case 1:
                relation = .lessThanOrEqual
                constant -= Double(random.below(5))
            default:
                relation = .greaterThanOrEqual
                constant += Double(random.below(5))
            }
            constraints.append(Constraint(Expression(terms, constant: constant), relation))
        }
        self.variables = variables
        self.constraints = constraints
        self.removals = Array(stride(from: 0, to: constraints.count, by: 3))
        self.hidden = hidden
    }

    /// A required constraint's violation relative to its scale (the largest of its terms'
    /// magnitudes and its constant, at least 1).
    public static func relativeViolation(_ constraint: Constraint, in solver: Solver) -> Double {
        var value = constraint.expression.constant
        var scale = max(1, abs(constraint.expression.constant))
        for term in constraint.expression.terms {
            let product = term.coefficient * solver.value(of: term.variable)
            value += product
            scale = max(scale, abs(product))
        }
        let violation: Double
        switch constraint.relation {
        case .equal: violation = abs(value)
        case .lessThanOrEqual: violation = max(0, value)
        case .greaterThanOrEqual: violation = max(0, -value)
        }
        return violation / scale
    }

    /// What running a system gave.
    public struct Outcome: Sendable {
        /// Adds refused (every constraint is feasible, so each is a wrong answer).
        public var refusals: Int
        /// Operations refused with `numericalFailure` (loud, not wrong).
        public var numericalFailures: Int
        /// Remaining constraints violated by more than 1e-9 of their scale.
        public var violated: Int
        /// The largest relative violation.
        public var violation: Double
        /// The solver at the end.
        public var solver: Solver
    }

    /// Runs the system: every add, then (when `removing`) every removal.
    public func run(removing: Bool = true) -> Outcome {
        var solver = Solver()
        var refused = Set<Int>()
        var failedAdds = Set<Int>()
        var numerical = 0
        for (index, constraint) in constraints.enumerated() {
            do {
                try solver.add(constraint)
            } catch .numericalFailure {
                numerical += 1
                failedAdds.insert(index)
            } catch {
                refused.insert(index)
            }
        }
        // A constraint whose add failed (refused or numerically) is not in the solver.
        var remaining = Set(constraints.indices).subtracting(refused)
        remaining.subtract(failedAdds)
        if removing {
            for index in removals where remaining.contains(index) {
                do {
                    try solver.remove(constraints[index])
                    remaining.remove(index)
                } catch {
                    // A refused removal leaves the constraint in force: it is still checked.
                    numerical += 1
                }
            }
        }
        var violated = 0, worst = 0.0
        for index in remaining.sorted() {
            let violation = GeneralSystem.relativeViolation(constraints[index], in: solver)
            if violation > 1e-9 { violated += 1 }
            worst = max(worst, violation)
        }
        return Outcome(refusals: refused.count, numericalFailures: numerical,
                       violated: violated, violation: worst, solver: solver)
    }
}
