import Testing
@testable import Cassowary

@Suite("Exact priorities")
struct PriorityTests {
    /// The worked example of UIKitRules.md §2.2.
    @Test func higherPriorityWinsThenTheRequiredCapHolds() throws {
        let w = Variable("w")
        var solver = Solver()
        let preferred = (w == 100).strength(Strength(750))
        try solver.add(preferred)
        try solver.add((w == 200).strength(Strength(250)))
        try solver.add(w <= 150)
        #expect(solver.value(of: w) == 100)
        try solver.remove(preferred)
        try solver.add((w == 100).strength(Strength(200)))
        #expect(solver.value(of: w) == 150)
    }

    /// 100 weak constraints pulling one way never outweigh one medium constraint.
    @Test func manyLowerLevelConstraintsNeverOutweighOneHigher() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 10).strength(.medium))
        for _ in 0..<100 { try solver.add((x == 1000).strength(.weak)) }
        #expect(solver.value(of: x) == 10)
        #expect(solver.errorByStrength.map(\.strength) == [.medium, .weak])
        #expect(solver.errorByStrength[0].error == 0)
        #expect(solver.errorByStrength[1].error == 99_000)
    }

    /// A kiwi-style weighted sum gets this wrong: 1001 violations of weight 1e3 outweigh one 1e6.
    @Test func neighbouringLevelsAreStillLexicographic() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 0).strength(Strength(251)))
        for _ in 0..<2000 { try solver.add((x == 1).strength(Strength(250))) }
        #expect(solver.value(of: x) == 0)
    }

    /// Errors within one level add up (L1): the majority wins.
    @Test func errorsWithinALevelAddUp() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 10).strength(.medium))
        try solver.add((x == 20).strength(.medium))
        try solver.add((x == 20).strength(.medium))
        #expect(solver.value(of: x) == 20)
        #expect(solver.errorByStrength[0].error == 10)
    }

    /// The label of UIKitRules.md §3.4: hugging 251 and compression 750 around a 100-pt text.
    @Test(arguments: [(120.0, 100.0), (200.0, 180.0), (90.0, 70.0)])
    func intrinsicSizeAgainstARequiredChain(container: Double, expected: Double) throws {
        let left = Variable("left"), width = Variable("width"), c = Variable("c")
        var solver = Solver()
        try solver.add(c == container)
        try solver.add(left == 10)
        try solver.add((width <= 100).strength(Strength(251)))
        try solver.add((width >= 100).strength(Strength(750)))
        try solver.add((left + width <= c - 10))
        try solver.add((left + width == c - 10).strength(Strength(1000)))
        #expect(abs(solver.value(of: width) - expected) < 1e-9)
    }

    /// A level whose last constraint leaves is kept idle, cleared, for the next constraint of
    /// that strength (a hidden stack view's priority comes and goes with every toggle), and is
    /// not reported as in use; past `maximumIdleLevels` idle levels, their slots are freed at
    /// once and taken by the next new strengths.
    @Test func unusedLevelsAreKeptIdleThenFreed() throws {
        let x = Variable("x")
        var solver = Solver()
        let a = (x == 1).strength(Strength(300))
        let b = (x == 2).strength(Strength(600))
        try solver.add(a)
        try solver.add(b)
        #expect(solver.tableau.objective.strengthsInOrder == [600, 300])
        try solver.remove(b)
        #expect(solver.tableau.objective.strengthsInOrder == [600, 300])
        #expect(solver.tableau.objective.order.map { solver.tableau.objective.levelUsers[$0] } == [0, 1])
        #expect(solver.errorByStrength.map(\.strength) == [Strength(300)])
        #expect(solver.value(of: x) == 1)
        // The idle level is reused, not inserted again.
        try solver.add(b)
        #expect(solver.tableau.objective.strengthsInOrder == [600, 300] && solver.value(of: x) == 2)
        try solver.remove(b)
        try solver.remove(a)
        #expect(solver.tableau.isEmpty)
        #expect(solver.invariantViolations.isEmpty)
        // Many strengths come and go: the idle ones never exceed the bound, and the freed
        // slots are taken again rather than the table widened.
        for level in 1...12 {
            let c = (x == Double(level)).strength(Strength(Double(level * 10)))
            try solver.add(c)
            try solver.remove(c)
            #expect(solver.tableau.objective.order.count <= Tableau.maximumIdleLevels)
            #expect(solver.tableau.levelCount <= Tableau.maximumIdleLevels + 3)
            #expect(solver.invariantViolations.isEmpty)
        }
    }

    /// A new strength in a system that has a free slot takes it without rewriting the cost
    /// table, wherever its priority falls among the levels in use, and the priorities still
    /// decide in order.
    @Test func newStrengthTakesAFreeSlotInPriorityOrder() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 10).strength(Strength(100)))
        try solver.add((x == 20).strength(Strength(300)))
        // A third strength when no slot is left free widens the table (by half, at least two).
        #expect(solver.tableau.levelCount >= 2)
        if solver.tableau.objective.freeSlots.isEmpty { try solver.add((x == 5).strength(Strength(50))) }
        let slotsBefore = solver.tableau.levelCount
        #expect(!solver.tableau.objective.freeSlots.isEmpty)
        // Between the two: slot order differs from priority order from here on. The same
        // number of slots per symbol means no existing cost moved.
        try solver.add((x == 30).strength(Strength(200)))
        #expect(solver.tableau.levelCount == slotsBefore)
        #expect(solver.tableau.objective.order != solver.tableau.objective.order.sorted())
        #expect(solver.value(of: x) == 20)
        #expect(solver.tableau.objective.strengthsInOrder.starts(with: [300, 200, 100]))
        let strongest = (x == 40).strength(Strength(900))
        try solver.add(strongest)
        #expect(solver.value(of: x) == 40)
        try solver.remove(strongest)
        #expect(solver.value(of: x) == 20)
        #expect(solver.invariantViolations.isEmpty)
    }
}
