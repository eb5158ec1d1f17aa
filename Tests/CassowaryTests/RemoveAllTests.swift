import Testing
@testable import Cassowary

/// `Solver.removeAll()`: an empty solver that keeps its settings and its health counts.
@Suite("Removing every constraint")
struct RemoveAllTests {
    /// A chain solved under a starved pivot budget: after `removeAll` nothing is left, the
    /// budget counts and the override survive, and the chain added again solves as a fresh
    /// solver with the same settings solves it.
    @Test func keepsSettingsAndHealth() throws {
        var solver = Solver()
        let y = (0..<12).map { Variable("y\($0)") }, h = (0..<12).map { Variable("h\($0)") }
        var constraints: [Constraint] = [y[0] == 0]
        for i in 0..<12 {
            if i > 0 { constraints.append(y[i] == y[i - 1] + h[i - 1] + 8) }
            constraints.append(h[i] >= 20)
            constraints.append((h[i] == 30 + Double(i)).strength(.weak))
        }
        for constraint in constraints { try solver.add(constraint) }
        solver.pivotBudgetOverride = 0
        try solver.add((h[5] == 90).strength(.strong))
        let health = solver.health
        #expect(health.exhaustedPivotBudgets > 0)

        solver.removeAll()
        #expect(solver.constraintCount == 0)
        #expect(solver.health == health)
        #expect(solver.pivotBudgetOverride == 0)
        #expect(!solver.contains(constraints[0]))
        #expect(solver.value(of: y[11]) == 0)

        solver.pivotBudgetOverride = nil
        for constraint in constraints { try solver.add(constraint) }
        #expect(solver.constraintCount == constraints.count)
        // y11 = 11 gaps of 8 plus the weak heights 30…40 of views 0…10.
        let expected = 11.0 * 8 + (0..<11).reduce(0.0) { $0 + 30 + Double($1) }
        #expect(abs(solver.value(of: y[11]) - expected) < 1e-9)
        #expect(solver.health == health)
    }

    /// A solver without definitions stays without them: the chain's equalities go to the rows.
    @Test func keepsTheGeneralPath() throws {
        var solver = Solver(definitions: false)
        let a = Variable("a"), b = Variable("b")
        try solver.add(a == 10)
        solver.removeAll()
        let link = b == a + 5
        try solver.add(a == 10)
        try solver.add(link)
        #expect(solver.definedVariable(of: link) == nil)
        #expect(solver.value(of: b) == 15)

        var fast = Solver()
        try fast.add(a == 10)
        fast.removeAll()
        try fast.add(a == 10)
        try fast.add(link)
        #expect(fast.definedVariable(of: link) == b)
    }
}
