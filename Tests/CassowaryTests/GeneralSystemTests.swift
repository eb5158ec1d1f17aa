import TestSupport
import Testing
@testable import Cassowary

/// W4's class of general systems (`GeneralSystem`): dense-ish integer systems around a hidden
/// solution, where floating-point Cassowary (kiwi's and ours before reinversion) left required
/// constraints violated by whole units and refused feasible ones from about 110 variables on.
@Suite("General systems: correct or loud")
struct GeneralSystemTests {
    @Test("every required constraint holds and nothing feasible is refused", arguments: [
        (30, 1 as UInt64), (60, 2), (90, 3), (110, 4), (120, 5), (120, 6),
    ])
    func correct(size: Int, seed: UInt64) {
        let system = GeneralSystem(variables: size, seed: seed)
        let outcome = system.run()
        #expect(outcome.refusals == 0)
        #expect(outcome.numericalFailures == 0)
        #expect(outcome.violated == 0, "worst relative residual \(outcome.violation)")
        #expect(outcome.solver.invariantViolations.isEmpty)
        #expect(outcome.solver.health.isOptimal)
    }

    /// Two W4 systems that once failed loudly: at n = 200 the dual simplex wandered on tied
    /// costs through 69 budgets of pivots (six numerical failures, 48 s); at n = 225 a removal
    /// left one residual of 1.1e-9 and refinement, on coefficients too inexact to converge,
    /// multiplied it a hundredfold per pass until 200 constraints were off by whole units.
    @Test("feasibility comes back by phase one and refinement never makes residuals worse", arguments: [
        (200, 20_261_130 + 4 * 7_919 + 200 as UInt64), (225, 20_261_130 + 2 * 7_919 + 225 as UInt64),
    ])
    func formerFailures(size: Int, seed: UInt64) {
        let outcome = GeneralSystem(variables: size, seed: seed).run()
        #expect(outcome.refusals == 0)
        #expect(outcome.numericalFailures == 0)
        #expect(outcome.violated == 0, "worst relative residual \(outcome.violation)")
        #expect(outcome.solver.health.exhaustedPivotBudgets == 0)
    }

    @Test("a dual run cut short hands over to phase one and ends at the same optimum")
    func dualFallbackKeepsTheOptimum() throws {
        // A layout-like system with preferences and an edit; with no dual pivots allowed, every
        // suggestion that leaves a row infeasible is restored by phase one.
        func solve(dualBudget: Int?) throws -> [Double] {
            var solver = Solver()
            let x = (0..<6).map { Variable("x\($0)") }
            try solver.add(x[0] >= 0)
            for i in 1..<6 {
                try solver.add(x[i] >= x[i - 1] + 10)
                try solver.add((x[i] == x[i - 1] + 30).strength(.weak))
            }
            try solver.add(x[5] <= 200)
            try solver.addEditVariable(x[2], strength: .strong)
            solver.dualPivotBudgetOverride = dualBudget
            for value in [5.0, 150.0, 90.0, -20.0, 175.0] { try solver.suggestValue(value, for: x[2]) }
            #expect(solver.invariantViolations.isEmpty)
            if dualBudget == 0 { #expect(solver.health.repairs > 0, "phase one never took over") }
            return x.map { solver.value(of: $0) }
        }
        let reference = try solve(dualBudget: nil)
        let fallback = try solve(dualBudget: 0)
        for (a, b) in zip(reference, fallback) { #expect(abs(a - b) <= 1e-9, "\(reference) vs \(fallback)") }
        #expect(abs(reference[2] - 170) < 1e-9)
        #expect(fallback.allSatisfy { $0.isFinite })
    }

    @Test("adds alone (no removal) end with every constraint holding")
    func addsAlone() {
        let outcome = GeneralSystem(variables: 120, seed: 7).run(removing: false)
        #expect(outcome.refusals == 0 && outcome.numericalFailures == 0)
        #expect(outcome.violated == 0, "worst relative residual \(outcome.violation)")
    }

    @Test("reinversion recomputes the rows without moving the solution")
    func reinversionKeepsTheSolution() throws {
        let system = GeneralSystem(variables: 60, seed: 11)
        var solver = Solver()
        for constraint in system.constraints { try solver.add(constraint) }
        let before = system.variables.map { solver.value(of: $0) }
        let reinverted = solver.tableau.reinvert()
        #expect(reinverted)
        #expect(solver.health.reinversions == 1)
        #expect(solver.invariantViolations.isEmpty)
        for (variable, old) in zip(system.variables, before) {
            #expect(abs(solver.value(of: variable) - old) <= 1e-9 * max(1, abs(old)))
        }
        // The tableau goes on working: remove a third, every remaining constraint still holds.
        for index in system.removals { try solver.remove(system.constraints[index]) }
        let removed = Set(system.removals)
        for (index, constraint) in system.constraints.enumerated() where !removed.contains(index) {
            #expect(GeneralSystem.relativeViolation(constraint, in: solver) <= 1e-9)
        }
    }

    @Test("a refusal names a conflict that really is infeasible, and minimal", arguments: [21 as UInt64, 22, 23])
    func refusalsAreCertified(seed: UInt64) throws {
        // A system with a hidden solution, then an equality of it shifted by 7: infeasible.
        let system = GeneralSystem(variables: 40, seed: seed)
        var solver = Solver()
        for constraint in system.constraints { try solver.add(constraint) }
        let equality = try #require(system.constraints.first { $0.relation == .equal && $0.expression.terms.contains { $0.coefficient != 0 } })
        let contradiction = Constraint(Expression(equality.expression.terms, constant: equality.expression.constant + 7), .equal)
        let conflicts: [Constraint]
        do {
            try solver.add(contradiction)
            Issue.record("an infeasible constraint was accepted")
            return
        } catch {
            guard case .unsatisfiable(_, let found) = error else {
                Issue.record("expected unsatisfiable, got \(error)")
                return
            }
            conflicts = found
        }
        #expect(!conflicts.isEmpty)
        // The conflict and the new constraint cannot hold together.
        var check = Solver()
        for constraint in conflicts { try check.add(constraint) }
        var infeasible = false
        do { try check.add(contradiction) } catch { infeasible = true }
        #expect(infeasible)
        // Minimal: without any one of its members, the rest and the new constraint hold.
        for left in conflicts.indices {
            var smaller = Solver()
            for (index, constraint) in conflicts.enumerated() where index != left { try smaller.add(constraint) }
            var feasible = true
            do { try smaller.add(contradiction) } catch { feasible = false }
            #expect(feasible, "conflict member \(left) of \(conflicts.count) is not needed")
        }
        // And the solver is as it was: every original constraint still holds.
        for constraint in system.constraints {
            #expect(GeneralSystem.relativeViolation(constraint, in: solver) <= 1e-9)
        }
    }
}
