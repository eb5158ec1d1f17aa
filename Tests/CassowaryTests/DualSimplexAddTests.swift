import TestSupport
import Testing
@testable import Cassowary

/// A required inequality that the current solution violates, and whose row has no variable to
/// solve for, goes in through the dual simplex (its slack basic at a negative value, then made
/// feasible) before phase one is tried. The two paths must end at the same optimum, refuse the
/// same constraints with the same conflicts, and leave a refused add without a trace.
@Suite("Adding a violated inequality by the dual simplex")
struct DualSimplexAddTests {
    /// `x == 10` (strong), then `x <= 5`: the new row is `5 + e⁺ − e⁻ + s = 0`, with no
    /// variable in it and a slack that would be negative; the optimum is x = 5.
    static func violatedBound(dualSimplexAdds: Bool, dualBudget: Int? = nil) throws -> Solver {
        var solver = Solver(definitions: true, dualSimplexAdds: dualSimplexAdds)
        solver.dualPivotBudgetOverride = dualBudget
        let x = Variable("x")
        try solver.add((x == 10).strength(.strong))
        try solver.add(x <= 5)
        #expect(solver.tableau.invariantViolations() == [])
        #expect(abs(solver.value(of: x) - 5) < 1e-12)
        return solver
    }

    @Test("a violated bound is added without an artificial variable, at the optimum phase one finds")
    func violatedBoundTakesTheDualPath() throws {
        let dual = try Self.violatedBound(dualSimplexAdds: true)
        let phaseOne = try Self.violatedBound(dualSimplexAdds: false)
        // Phase one makes an artificial symbol and frees it again; the dual path makes none.
        #expect(dual.tableau.freeSymbols.isEmpty)
        #expect(!phaseOne.tableau.freeSymbols.isEmpty)
        #expect(dual.errorByStrength.map(\.error) == phaseOne.errorByStrength.map(\.error))
    }

    @Test("a dual add cut short by its budget hands over to phase one, undone without a trace")
    func budgetFallback() throws {
        let fallback = try Self.violatedBound(dualSimplexAdds: true, dualBudget: 0)
        #expect(!fallback.tableau.freeSymbols.isEmpty, "phase one never took over")
    }

    @Test("an inequality that cannot hold is refused with the same conflict and the solver as it was")
    func refusalIsTheSame() throws {
        for dualSimplexAdds in [true, false] {
            var solver = Solver(definitions: true, dualSimplexAdds: dualSimplexAdds)
            let x = Variable("x"), y = Variable("y")
            let floor = x >= 0
            try solver.add(floor)
            try solver.add((x == 7).strength(.strong))
            try solver.add(y >= x + 2)
            try solver.add((y == 0).strength(.weak))
            let before = solver.dump()
            let ceiling = x <= -1
            do {
                try solver.add(ceiling)
                Issue.record("x <= -1 was accepted beside x >= 0")
            } catch .unsatisfiable(let refused, let conflicts) {
                #expect(refused == ceiling)
                #expect(conflicts == [floor])
            } catch {
                Issue.record("unexpected error \(error)")
            }
            #expect(solver.dump() == before)
            #expect(solver.tableau.invariantViolations() == [])
        }
    }

    @Test("random systems reach the same optimum at every level on either path", arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func randomSystems(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let variables = (0..<14).map { Variable("v\($0)") }
        let ground = variables.map { _ in Double(rng.below(401)) }
        let strengths: [Strength] = [.required, .required, .required, .strong, Strength(1250), .medium, .weak]
        var constraints: [Constraint] = []
        for _ in 0..<70 {
            var terms: [Term] = []
            var sum = 0.0
            for _ in 0..<(1 + rng.below(3)) {
                let index = rng.below(variables.count)
                let coefficient = Double(1 + rng.below(3)) * (rng.chance(50) ? -1 : 1)
                terms.append(Term(variables[index], coefficient))
                sum += coefficient * ground[index]
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual][rng.below(4)]
            let strength = strengths[rng.below(strengths.count)]
            // Required ones hold at the ground values (with a margin for inequalities), a few are
            // pushed 300 the wrong way so that some adds are refused; optional ones miss them.
            var constant = -sum
            if strength.isRequired {
                let margin = Double(rng.below(30))
                if relation == .lessThanOrEqual { constant -= margin } else if relation == .greaterThanOrEqual { constant += margin }
                if rng.chance(6) { constant += relation == .greaterThanOrEqual ? -300 : 300 }
            } else {
                constant += Double(rng.below(201) - 100)
            }
            constraints.append(Constraint(Expression(terms, constant: constant), relation, strength: strength))
        }
        func build(dualSimplexAdds: Bool) -> (solver: Solver, refused: [Int]) {
            var solver = Solver(definitions: true, dualSimplexAdds: dualSimplexAdds)
            var refused: [Int] = []
            for (index, constraint) in constraints.enumerated() {
                do { try solver.add(constraint) } catch { refused.append(index) }
            }
            return (solver, refused)
        }
        let dual = build(dualSimplexAdds: true)
        let phaseOne = build(dualSimplexAdds: false)
        #expect(dual.refused == phaseOne.refused)
        #expect(dual.solver.tableau.invariantViolations() == [])
        for (a, b) in zip(dual.solver.errorByStrength, phaseOne.solver.errorByStrength) {
            #expect(a.strength == b.strength)
            #expect(abs(a.error - b.error) <= 1e-7 * max(1, abs(b.error)), "\(a.strength): \(a.error) vs \(b.error)")
        }
        for constraint in constraints where constraint.strength.isRequired && dual.solver.contains(constraint) {
            #expect(GeneralSystem.relativeViolation(constraint, in: dual.solver) < 1e-9)
        }
    }
}
