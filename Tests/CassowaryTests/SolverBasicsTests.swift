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

    @Test(arguments: [(0, 0), (-5, -5), (3, 4), (10_000, 50_000)])
    func reservingRoomChangesNothingButRoom(variables: Int, constraints: Int) throws {
        // A chain with an edit: the same values and the same tableau with any hint, even a
        // wrong or negative one.
        func build(reserving: Bool) throws -> Solver {
            var solver = Solver()
            if reserving { solver.reserveCapacity(variables: variables, constraints: constraints) }
            let chain = (0..<40).map { Variable("c\($0)") }
            try solver.add(chain[0] == 8)
            for index in 1..<chain.count {
                try solver.add(chain[index] == chain[index - 1] + 20)
                try solver.add((chain[index] >= 30 * Double(index)).strength(.medium))
            }
            try solver.addEditVariable(chain[5], strength: .strong)
            try solver.suggestValue(500, for: chain[5])
            return solver
        }
        let plain = try build(reserving: false)
        let reserved = try build(reserving: true)
        #expect(reserved.tableau.invariantViolations() == [])
        #expect(reserved.tableau.symbolCount == plain.tableau.symbolCount)
        for index in 0..<40 {
            let name = "c\(index)"
            let a = plain.constraints.flatMap(\.expression.terms).first { $0.variable.name == name }?.variable
            let b = reserved.constraints.flatMap(\.expression.terms).first { $0.variable.name == name }?.variable
            #expect(a.map { plain.value(of: $0) } == b.map { reserved.value(of: $0) })
        }
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
