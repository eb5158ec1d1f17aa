import Testing
@testable import Cassowary

/// What an operation's check of the required constraints it moved finds (`operationLeftViolations`):
/// a constraint is reached through any of its variables whose row moved, and is checked by its
/// original coefficients, so rounding left in a row cannot pass unseen.
@Suite("Verification of what an operation moved")
struct VerificationTests {
    /// `x + y == 10` kept in the rows (two inequalities), with `x` and `y` both basic.
    func pinnedSum() throws -> (solver: Solver, x: Variable, y: Variable, upper: Constraint) {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let upper = x + y <= 10
        try solver.add(upper)
        try solver.add(x + y >= 10)
        try solver.add(x >= 2)
        try solver.add((x == 4).strength(.weak))
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 6)
        return (solver, x, y, upper)
    }

    /// Marks the rows of `variables` as moved by an operation, as a substitution does.
    func markMoved(_ variables: [Variable], in solver: inout Solver) {
        solver.tableau.work.moved = variables.compactMap { solver.tableau.symbolOfVariable.symbol(for: $0.id) }
        solver.tableau.work.rowsMoved = true
    }

    /// Shifts the value of a basic variable by rounding-sized noise, behind the tableau's back.
    func nudge(_ variable: Variable, by amount: Double, in solver: inout Solver) throws {
        let symbol = try #require(solver.tableau.symbolOfVariable.symbol(for: variable.id))
        try #require(solver.tableau.info[symbol].isBasic)
        solver.tableau.shiftRowConstant(symbol, by: amount)
    }

    @Test("a sound tableau passes, through one moved variable or both")
    func soundPasses() throws {
        var (solver, x, y, _) = try pinnedSum()
        markMoved([x, y], in: &solver)
        let throughBoth = solver.tableau.operationLeftViolations()
        #expect(!throughBoth)
        markMoved([y], in: &solver)
        let throughOne = solver.tableau.operationLeftViolations()
        #expect(!throughOne)
    }

    @Test("a constraint broken by 1e-6 is found through either of its variables, and not when nothing moved")
    func brokenIsFound() throws {
        // Up breaks the first of y's constraints, down the second: every user is checked.
        for amount in [1e-6, -1e-6] {
            for moved in [["x"], ["y"], ["x", "y"]] {
                var (solver, x, y, _) = try pinnedSum()
                try nudge(y, by: amount, in: &solver)
                markMoved(moved.map { $0 == "x" ? x : y }, in: &solver)
                let found = solver.tableau.operationLeftViolations()
                #expect(found, "moved \(moved), y nudged by \(amount)")
            }
        }
        var (solver, _, y, _) = try pinnedSum()
        try nudge(y, by: 1e-6, in: &solver)
        solver.tableau.work.moved = []
        solver.tableau.work.rowsMoved = false
        let foundUnmoved = solver.tableau.operationLeftViolations()
        #expect(!foundUnmoved, "an operation that moved no row checks nothing")
    }

    @Test("a constraint whose constant was replaced in place is still checked under its new identity")
    func replacedIsStillChecked() throws {
        var (solver, x, y, upper) = try pinnedSum()
        // The same marker, a new constraint id: the verification's list follows the new id.
        let loosened = x + y <= 12
        try solver.replace(upper, with: loosened)
        try solver.replace(loosened, with: x + y <= 10)
        #expect(solver.value(of: y) == 6)
        try nudge(y, by: 1e-6, in: &solver)
        markMoved([y], in: &solver)
        let found = solver.tableau.operationLeftViolations()
        #expect(found)
    }

    @Test("an operation after rounding noise repairs it: every required constraint holds again")
    func operationRepairs() throws {
        var (solver, x, y, _) = try pinnedSum()
        try nudge(y, by: 1e-6, in: &solver)
        let repairs = solver.health.repairs
        // A change that rewrites the rows of x and y (x's preference moves the solution).
        try solver.add((x == 3).strength(.medium))
        #expect(solver.health.repairs == repairs + 1)
        #expect(abs(solver.value(of: x) + solver.value(of: y) - 10) <= 1e-12)
        #expect(solver.invariantViolations.isEmpty)
    }
}
