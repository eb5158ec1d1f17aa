import Testing
@testable import Cassowary

@Suite("Solver basics")
struct SolverBasicsTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func solvesASimpleSystem() throws {
        var solver = Solver()
        try solver.add(x + 2 * y == 100)
        try solver.add((x >= 10).strength(.strong))
        try solver.add((y == 0).strength(.weak))
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 0)
        #expect(solver.tableau.invariantViolations() == [])
    }

    @Test func unknownVariablesAreZero() {
        let solver = Solver()
        #expect(solver.value(of: Variable("never seen")) == 0)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        var solver = Solver()
        let c = x == 10
        try solver.add(c)
        #expect(solver.contains(c))
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        let other = x == 10
        #expect(!solver.contains(other))
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.remove(other) }
        try solver.remove(c)
        #expect(!solver.contains(c))
        #expect(solver.tableau.isEmpty)
    }

    @Test func nonFiniteConstraintsAreRefused() throws {
        var solver = Solver()
        let nan = x == Double.nan
        #expect(throws: SolverError.nonFinite(nan)) { try solver.add(nan) }
        let infinite = Double.infinity * x <= 3
        #expect(throws: SolverError.nonFinite(infinite)) { try solver.add(infinite) }
        #expect(solver.tableau.isEmpty)
    }

    @Test func removingReturnsToTheOptimumOfWhatRemains() throws {
        var solver = Solver()
        let pin = x == 50
        try solver.add((x == 10).strength(.weak))
        try solver.add(pin)
        #expect(solver.value(of: x) == 50)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 10)
    }

    @Test func anInequalityOnlyBindsWhenItMust() throws {
        var solver = Solver()
        try solver.add((x == 5).strength(.medium))
        let floor = x >= 20
        try solver.add(floor)
        #expect(solver.value(of: x) == 20)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 5)
        try solver.add(x <= 3)
        #expect(solver.value(of: x) == 3)
    }

    @Test func redundantEqualitiesAreKeptAndRemovable() throws {
        var solver = Solver()
        let first = x == 5
        let second = x == 5
        let third = 2 * x == 10
        try solver.add(first)
        try solver.add(second)
        try solver.add(third)
        try solver.add((x == 100).strength(.strong))
        #expect(solver.value(of: x) == 5)
        try solver.remove(first)
        #expect(solver.value(of: x) == 5)
        try solver.remove(third)
        #expect(solver.value(of: x) == 5)
        try solver.remove(second)
        #expect(solver.value(of: x) == 100)
        #expect(solver.tableau.invariantViolations() == [])
    }

    @Test func resetEmptiesTheSolver() throws {
        var solver = Solver()
        try solver.add(x == 3)
        try solver.addEditVariable(y, strength: .strong)
        solver.reset()
        #expect(solver.value(of: x) == 0)
        #expect(!solver.containsEditVariable(y))
        #expect(solver.tableau.isEmpty)
    }

    @Test func dumpShowsEverySection() throws {
        var solver = Solver()
        let width = Variable("width")
        try solver.add(width >= 100)
        try solver.add((width == 80).strength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(42, for: x)
        let text = solver.dump()
        for section in ["Objective", "Tableau", "Infeasible", "Edit variables", "Constraints"] {
            #expect(text.contains(section))
        }
        #expect(text.contains("width >= 100"))
        #expect(text.contains("width == 80 @weak"))
        #expect(text.contains("x -> 42 @strong"))
        #expect(text.contains("[weak] 20"))
    }

    @Test func solversAreValues() throws {
        var first = Solver()
        try first.add(x == 1)
        var second = first
        try second.add(y == 2)
        #expect(first.value(of: y) == 0)
        #expect(second.value(of: y) == 2)
        #expect(first.value(of: x) == 1 && second.value(of: x) == 1)
    }
}
