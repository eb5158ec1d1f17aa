import Testing
@testable import Cassowary

@Suite("Conflicts")
struct ConflictTests {
    /// The chain a ≥ b + 10, b ≥ c + 10, c ≥ a hidden among unrelated constraints:
    /// the reported set is exactly the chain.
    @Test func aChainIsReportedExactly() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        var noise: [Constraint] = []
        for index in 0..<30 {
            let u = Variable("u\(index)"), v = Variable("v\(index)")
            noise.append(u + v == Double(index))
            noise.append(u >= 0)
            noise.append(v >= a - 1000)
        }
        let first = a >= b + 10
        let second = b >= c + 10
        for (index, constraint) in noise.enumerated() {
            try solver.add(constraint)
            if index == 10 { try solver.add(first) }
            if index == 50 { try solver.add(second) }
        }
        try solver.add(a <= 1000)
        try solver.add((a == 5).strength(.weak))
        let before = solver.dump()
        let closing = c >= a
        do {
            try solver.add(closing)
            Issue.record("the cycle was accepted")
        } catch .unsatisfiable(let constraint, let conflicts) {
            #expect(constraint == closing)
            #expect(conflicts == [first, second])
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(solver.dump() == before)
        #expect(!solver.contains(closing))
        #expect(solver.tableau.invariantViolations() == [])
    }

    @Test func aConflictWithAnEqualityIsNamed() throws {
        let x = Variable("x")
        var solver = Solver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(x >= 0)
        let other = x == 20
        #expect(throws: SolverError.unsatisfiable(other, conflicts: [pin])) { try solver.add(other) }
        let floor = x >= 11
        #expect(throws: SolverError.unsatisfiable(floor, conflicts: [pin])) { try solver.add(floor) }
        #expect(solver.value(of: x) == 10)
    }

    @Test func anImpossibleConstantNeedsNoPartner() throws {
        var solver = Solver()
        let impossible = Expression(1) == Expression(2)
        #expect(throws: SolverError.unsatisfiable(impossible, conflicts: [])) { try solver.add(impossible) }
        #expect(solver.tableau.isEmpty)
    }

    /// Only one of two overlapping conflicts is needed; the set is minimal.
    @Test func theSetIsMinimal() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let a = x <= 10
        let b = x <= 5
        let c: Constraint = y == x
        try solver.add(a)
        try solver.add(b)
        try solver.add(c)
        let d = y >= 20
        do {
            try solver.add(d)
            Issue.record("accepted")
        } catch .unsatisfiable(_, let conflicts) {
            #expect(conflicts.count == 2)
            #expect(conflicts.contains(c))
            #expect(conflicts.contains(a) || conflicts.contains(b))
            for dropped in conflicts {
                let rest = conflicts.filter { $0 != dropped }
                #expect(!Tableau.cannotHold(rest + [d]))
            }
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// Optional constraints flex instead of conflicting.
    @Test func optionalConstraintsNeverConflict() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x == 10)
        try solver.add((x == 20).strength(Strength(999)))
        try solver.add((x >= 30).strength(.weak))
        #expect(solver.value(of: x) == 10)
    }

    /// What a layout breaks when an add is refused: the conflict, or what rounding would break.
    @Test func blockingConstraintsNameWhatTheAddCouldNotHoldWith() throws {
        let x = Variable("x")
        var solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        var refused: SolverError?
        do { try solver.add(x <= 5) } catch { refused = error }
        #expect(refused?.blockingConstraints?.map(\.id) == [floor.id])
        let numerical = SolverError.numericalFailure(constraints: [floor])
        #expect(numerical.blockingConstraints?.map(\.id) == [floor.id])
        var duplicate: SolverError?
        do { try solver.add(floor) } catch { duplicate = error }
        #expect(duplicate != nil && duplicate?.blockingConstraints == nil)
    }
}
