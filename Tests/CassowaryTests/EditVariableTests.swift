import Testing
@testable import Cassowary

@Suite("Edit variables")
struct EditVariableTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func suggestionsMoveTheVariable() throws {
        var solver = Solver()
        try solver.add(x <= 500)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.containsEditVariable(x))
        try solver.suggestValue(120, for: x)
        #expect(solver.value(of: x) == 120)
        try solver.suggestValue(900, for: x)
        #expect(solver.value(of: x) == 500)
        try solver.suggestValue(-30, for: x)
        #expect(solver.value(of: x) == -30)
        #expect(solver.tableau.invariantViolations() == [])
    }

    @Test func errorCases() throws {
        var solver = Solver()
        #expect(throws: SolverError.requiredEditStrength) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .medium)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(solver.value(of: x) == 0)
        try solver.removeEditVariable(x)
        #expect(!solver.containsEditVariable(x))
        #expect(solver.tableau.isEmpty)
    }

    @Test func aStrongerConstraintWinsOverAnEdit() throws {
        var solver = Solver()
        try solver.add((x == 10).strength(Strength(800)))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 10)
    }

    /// The Cassowary paper's example: a midpoint between two ends dragged by the user.
    @Test func cassowaryPaperMidpoint() throws {
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        var solver = Solver()
        try solver.add(2 * middle == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.addEditVariable(middle, strength: .strong)
        try solver.suggestValue(50, for: middle)
        #expect(solver.value(of: middle) == 50)
        #expect(abs((solver.value(of: left) + solver.value(of: right)) / 2 - 50) < 1e-9)
        try solver.suggestValue(99, for: middle)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: left) == 90)
        #expect(solver.value(of: middle) == 95)
        try solver.suggestValue(-20, for: middle)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: right) == 10)
        #expect(solver.value(of: middle) == 5)
        #expect(solver.tableau.invariantViolations() == [])
    }

    /// kiwi's documentation example: two edit variables competing with a weak preference.
    @Test func kiwiDocumentationExample() throws {
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3")
        var solver = Solver()
        try solver.add(x1 >= 0)
        try solver.add(x2 <= 100)
        try solver.add(x2 >= x1 + 10)
        try solver.add(x3 == (x1 + x2) / 2)
        try solver.add((x1 == 40).strength(.weak))
        try solver.addEditVariable(x3, strength: .strong)
        try solver.suggestValue(60, for: x3)
        #expect(solver.value(of: x1) == 40)
        #expect(solver.value(of: x2) == 80)
        #expect(solver.value(of: x3) == 60)
        try solver.suggestValue(95, for: x3)
        #expect(solver.value(of: x1) == 90)
        #expect(solver.value(of: x2) == 100)
        #expect(solver.value(of: x3) == 95)
    }

    @Test func removingAnEditVariableReleasesItsPull() throws {
        var solver = Solver()
        try solver.add((x == 7).strength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(70, for: x)
        #expect(solver.value(of: x) == 70)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 7)
    }
}
