import TestSupport
import Testing
@testable import Cassowary

/// `Solver.replace(_:with:)`: a constraint's constant changed in place, checked against the
/// values a hand computation gives and against a solver that removes and adds.
@Suite("Replacing a constant")
struct ReplaceTests {
    /// A chain of 60 views (`y[i] = y[i-1] + h[i-1] + 8`, strong heights): a height changed in
    /// the middle moves exactly the positions below it, and the objective matches a fresh solve.
    @Test func heightInAChain() throws {
        var solver = Solver()
        let y = (0..<60).map { Variable("y\($0)") }, h = (0..<60).map { Variable("h\($0)") }
        var heights: [Constraint] = []
        try solver.add(y[0] == 8)
        for i in 0..<60 {
            if i > 0 { try solver.add(y[i] == y[i - 1] + h[i - 1] + 8) }
            try solver.add(h[i] >= 44)
            heights.append((h[i] == 44 + Double(i % 7) * 10).strength(.strong))
            try solver.add(heights[i])
        }
        let before = y.map { solver.value(of: $0) }
        let taller = (h[30] == 200).strength(.strong)
        try solver.replace(heights[30], with: taller)
        #expect(solver.contains(taller) && !solver.contains(heights[30]))
        let delta = 200 - (44 + Double(30 % 7) * 10)
        for i in 0..<60 {
            #expect(abs(solver.value(of: y[i]) - (before[i] + (i > 30 ? delta : 0))) < 1e-9)
        }
        // Below the required minimum, the strong height gives way to it.
        let tooShort = (h[30] == 10).strength(.strong)
        try solver.replace(taller, with: tooShort)
        #expect(solver.value(of: h[30]) == 44)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A required inequality moved so that it contradicts the others is refused with its
    /// conflict, and the solver keeps the old one and its values.
    @Test func refusedReplacementChangesNothing() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10
        try solver.add(floor)
        try solver.add(x + y == 100)
        let cap = y >= 20
        try solver.add(cap)
        let before = (solver.value(of: x), solver.value(of: y))
        let impossible = y >= 95
        #expect(throws: SolverError.self) { try solver.replace(cap, with: impossible) }
        do {
            try solver.replace(cap, with: impossible)
        } catch .unsatisfiable(let refused, let conflicts) {
            #expect(refused == impossible)
            #expect(Set(conflicts) == Set([floor, solver.constraints[1]]))
        }
        #expect(solver.contains(cap) && !solver.contains(impossible))
        #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A redundant equality (implied by the others) cannot take another constant.
    @Test func redundantEqualityRefused() throws {
        var solver = Solver(definitions: false)
        let a = Variable("a"), b = Variable("b")
        try solver.add(a == 10)
        try solver.add(b == a + 5)
        let implied = b == 15
        try solver.add(implied)
        #expect(throws: SolverError.self) { try solver.replace(implied, with: b == 16) }
        #expect(solver.contains(implied))
        #expect(solver.value(of: b) == 15)
    }

    /// Other changes than the constant are a remove and an add, with the same result.
    @Test func otherChangesFallBack() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 10
        try solver.add(pin)
        try solver.add((y == x * 2).strength(.medium))
        let moved = x == y - 4
        try solver.replace(pin, with: (x == 30).strength(.strong))
        #expect(solver.value(of: x) == 30)
        #expect(throws: SolverError.unknownConstraint(moved)) { try solver.replace(moved, with: x == 1) }
        #expect(throws: SolverError.self) { try solver.replace(solver.constraints[0], with: x == .nan) }
    }

    /// Against remove-and-add on the same random steps: the objective per level agrees.
    @Test(arguments: 0..<20)
    func agreesWithRemoveAndAdd(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 991)
        let variables = (0..<12).map { Variable("v\($0)") }
        var inPlace = Solver(), reference = Solver()
        var constraints: [Constraint] = []
        for _ in 0..<30 {
            let a = variables[rng.below(12)], b = variables[rng.below(12)]
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)]
            let strength: Strength = [.strong, .medium, .weak][rng.below(3)]
            let constraint = Constraint(Expression([Term(a, Double(1 + rng.below(3))), Term(b, -1)], constant: Double(rng.below(200)) - 100),
                                        relation, strength: strength)
            try inPlace.add(constraint)
            try reference.add(constraint)
            constraints.append(constraint)
        }
        for _ in 0..<60 {
            let index = rng.below(constraints.count)
            let old = constraints[index]
            let new = Constraint(Expression(old.expression.terms, constant: old.expression.constant + Double(rng.below(81)) - 40),
                                 old.relation, strength: old.strength)
            try inPlace.replace(old, with: new)
            try reference.remove(old)
            try reference.add(new)
            constraints[index] = new
            for (ours, theirs) in zip(inPlace.errorByStrength, reference.errorByStrength) {
                #expect(abs(ours.error - theirs.error) <= 1e-7 * max(1, theirs.error))
            }
            #expect(inPlace.invariantViolations.isEmpty)
        }
    }
}
