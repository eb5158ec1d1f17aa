import Testing
@testable import Cassowary
import TestSupport

@Suite("Analysis for diagnostics")
struct AnalysisTests {
    let x = Variable("x")
    let y = Variable("y")
    let w = Variable("w")

    /// Both witnesses hold every required constraint and are exactly as good at every level.
    func expectEquallyGood(_ witness: Solver, _ original: Solver, _ constraints: [Constraint]) {
        for constraint in constraints where constraint.strength.isRequired {
            let value = constraint.expression.value { witness.value(of: $0) }
            switch constraint.relation {
            case .equal: #expect(abs(value) < 1e-6)
            case .lessThanOrEqual: #expect(value < 1e-6)
            case .greaterThanOrEqual: #expect(value > -1e-6)
            }
        }
        let a = original.errorByStrength
        let b = witness.errorByStrength
        #expect(a.map(\.strength) == b.map(\.strength))
        for (first, second) in zip(a, b) { #expect(abs(first.error - second.error) < 1e-6) }
    }

    @Test func anUnderconstrainedSumIsAmbiguous() throws {
        var solver = Solver()
        let sum = x + y == 10
        try solver.add(sum)
        let ambiguity = try #require(solver.ambiguity(of: x))
        #expect(ambiguity.low.value(of: x) < ambiguity.high.value(of: x))
        #expect(abs(ambiguity.high.value(of: x) - ambiguity.low.value(of: x) - 20) < 1e-9)
        expectEquallyGood(ambiguity.low, solver, [sum])
        expectEquallyGood(ambiguity.high, solver, [sum])
        try solver.add(x == 3)
        #expect(solver.ambiguity(of: x) == nil)
        #expect(solver.ambiguity(of: y) == nil)
        #expect(solver.value(of: y) == 7)
    }

    /// Equal optional priorities that disagree leave a whole interval optimal (L1 tie);
    /// a lower level then decides.
    @Test func tiesBetweenEqualPrioritiesAreAmbiguous() throws {
        var solver = Solver()
        let first = (w == 100).strength(.medium)
        let second = (w == 200).strength(.medium)
        try solver.add(first)
        try solver.add(second)
        let ambiguity = try #require(solver.ambiguity(of: w))
        #expect(ambiguity.low.value(of: w) >= 100 - 1e-9 && ambiguity.high.value(of: w) <= 200 + 1e-9)
        #expect(ambiguity.high.value(of: w) - ambiguity.low.value(of: w) > 1)
        expectEquallyGood(ambiguity.low, solver, [first, second])
        expectEquallyGood(ambiguity.high, solver, [first, second])
        try solver.add((w == 150).strength(.weak))
        #expect(solver.ambiguity(of: w) == nil)
        #expect(solver.value(of: w) == 150)
    }

    /// A symbol that looks free can be blocked by a degenerate row: still determined.
    @Test func degenerateBoundsDetermineTheValue() throws {
        var solver = Solver()
        try solver.add(x >= 5)
        try solver.add(x <= 5)
        #expect(solver.ambiguity(of: x) == nil)
        try solver.add(y >= x)
        try solver.add(y <= 2 * x - 5)
        #expect(solver.ambiguity(of: y) == nil)
        #expect(solver.value(of: y) == 5)
    }

    /// Optional constraints resolve ambiguity when they pin the value.
    @Test func hugginglikePreferencesDetermineASize() throws {
        var solver = Solver()
        try solver.add(w >= 0)
        #expect(solver.ambiguity(of: w) != nil)
        try solver.add((w <= 120).strength(Strength(251)))
        try solver.add((w >= 120).strength(Strength(750)))
        #expect(solver.ambiguity(of: w) == nil)
    }

    @Test func unknownVariablesAreNotDetermined() {
        let solver = Solver()
        #expect(solver.ambiguity(of: Variable("never seen")) != nil)
    }

    /// A chain of definitions: the end rests on every link and nothing else.
    @Test func dependenciesFollowTheChain() throws {
        let y0 = Variable("y0"), y1 = Variable("y1"), y2 = Variable("y2"), other = Variable("other")
        var solver = Solver()
        let base = y0 == 5
        let link1 = y1 == y0 + 10
        let link2 = y2 == y1 + 10
        let unrelated = other == 1
        try solver.add(base)
        try solver.add(unrelated)
        try solver.add(link1)
        try solver.add(link2)
        #expect(solver.dependencies(of: y2) == [base, link1, link2])
        #expect(solver.dependencies(of: y0) == [base])
        #expect(solver.ambiguity(of: y2) == nil)
        try solver.remove(base)
        #expect(solver.ambiguity(of: y2) != nil)
        #expect(solver.dependencies(of: y2) == [link1, link2])
    }

    /// Core rows: an inequality and a preference decide the value, and are named.
    @Test func dependenciesInRows() throws {
        var solver = Solver()
        let floor = x >= 40
        let wish = (x == 10).strength(.weak)
        try solver.add(floor)
        try solver.add(wish)
        #expect(solver.value(of: x) == 40)
        #expect(solver.dependencies(of: x).contains(floor))
    }

    /// The read-only expansion behind `dependencies(of:)` gives what the tableau's own gives,
    /// cell for cell, on chains of definitions, rows and systems after removals.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func readOnlyExpansionMatchesTheTableaus(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var solver = Solver()
        let ys = (0..<40).map { Variable("y\($0)") }, hs = (0..<40).map { Variable("h\($0)") }
        try solver.add(ys[0] == 0)
        for index in 1..<40 {
            try solver.add(ys[index] == ys[index - 1] + hs[index - 1] + 8)
            try solver.add(hs[index - 1] >= Double(random.below(50)))
            try solver.add((hs[index - 1] == Double(random.below(90))).strength(.weak))
        }
        let system = GeneralSystem(variables: 30, seed: seed)
        for constraint in system.constraints { try? solver.add(constraint) }
        for index in system.removals.prefix(10) { try? solver.remove(system.constraints[index]) }
        var compared = 0
        for variable in ys + hs + system.variables {
            guard let symbol = solver.tableau.symbolOfVariable.symbol(for: variable.id) else { continue }
            var constant = 0.0
            var copy = solver.tableau
            let expected = copy.canonicalExpression(of: symbol)
            guard let cells = solver.tableau.expandedReadOnly([(symbol, 1)], constant: &constant) else { continue }
            compared += 1
            #expect(cells.map(\.symbol) == expected.cells.map(\.symbol))
            for (cell, other) in zip(cells, expected.cells) { #expect(abs(cell.coefficient - other.coefficient) < 1e-9) }
            #expect(abs(constant - expected.constant) < 1e-9 * max(1, abs(constant)))
        }
        #expect(compared >= 80)
    }

    /// Many variables that follow one free length (the widths of labels pinned inside content
    /// whose width nothing fixes) share the free part of their rows, so the probe answers them
    /// from one exact test; its answers stay those of the exact test, whatever the order asked,
    /// for variables that share the direction and for those beside them that do not.
    @Test func variablesOnOneFreeDirectionShareTheAnswer() throws {
        let content = Variable("content.width"), frame = Variable("frame.width")
        var solver = Solver()
        try solver.add(frame == 393)
        try solver.add(content >= 0)
        var widths: [Variable] = [], heights: [Variable] = [], halves: [Variable] = []
        for index in 0..<120 {
            let width = Variable("label\(index).width"), height = Variable("label\(index).height"), half = Variable("half\(index)")
            try solver.add(width == content - 32)
            try solver.add(height == Double(20 + index % 3))
            try solver.add(half * 2 == frame - Double(index))
            widths.append(width); heights.append(height); halves.append(half)
        }
        let all = widths + heights + halves
        for order in [all, all.reversed()] {
            var probe = AmbiguityProbe(solver)
            for variable in order {
                #expect(probe.isDetermined(variable) == (solver.ambiguity(of: variable) == nil), "\(variable)")
            }
        }
        var probe = AmbiguityProbe(solver)
        #expect(widths.allSatisfy { !probe.isDetermined($0) })
        #expect(heights.allSatisfy { probe.isDetermined($0) } && halves.allSatisfy { probe.isDetermined($0) })
    }

    /// Random layouts of chains, pairs, bounds and preferences, some variables left free: a
    /// probe that decides every symbol at once answers each variable as one that decides them
    /// as asked, and both as the exact test (with and without witness solutions); the ids of an expression's dependencies are those
    /// of its dependencies.
    @Test func decidingEverySymbolAtOnceAnswersTheSame() throws {
        var ambiguousSeen = 0, determinedSeen = 0, differencesAmbiguous = 0, differencesDetermined = 0
        for seed in UInt64(1)...UInt64(60) {
            var random = SplitMix64(seed: seed)
            let count = 6 + random.below(20)
            let variables = (0..<count).map { Variable("v\($0)") }
            var solver = Solver()
            for index in 0..<(count + random.below(count)) {
                let a = variables[random.below(count)], b = variables[random.below(count)]
                let constant = Double(random.below(41) - 20)
                let constraint: Constraint
                switch random.below(6) {
                case 0: constraint = a == b + constant
                case 1: constraint = a == constant
                case 2: constraint = a >= b + constant
                case 3: constraint = a <= constant * 10
                case 4: constraint = (a == constant).strength(.weak)
                default: constraint = (a + b == constant).strength(index % 2 == 0 ? .medium : .required)
                }
                try? solver.add(constraint)
            }
            var lazy = AmbiguityProbe(solver)
            var decided = AmbiguityProbe(solver)
            decided.decideAll()
            for (position, variable) in variables.enumerated() {
                let exact = solver.ambiguity(of: variable) == nil
                #expect((lazy.ambiguity(of: variable) == nil) == exact, "seed \(seed), \(variable)")
                #expect((decided.ambiguity(of: variable) == nil) == exact, "seed \(seed), \(variable)")
                // The answer alone, without witnesses, is the same answer.
                #expect(solver.isDetermined(variable) == exact, "seed \(seed), \(variable)")
                #expect(lazy.isDetermined(variable) == exact, "seed \(seed), \(variable)")
                #expect(decided.isDetermined(variable) == exact, "seed \(seed), \(variable)")
                if exact { determinedSeen += 1 } else { ambiguousSeen += 1 }
                // A difference of two variables (an edge measured from another view's edge).
                let other = variables[(position + 1) % count]
                let difference = Expression(variable) - Expression(other)
                let exactDifference = solver.ambiguity(of: difference) == nil
                #expect(lazy.isDetermined(difference) == exactDifference, "seed \(seed), \(variable) - \(other)")
                #expect(decided.isDetermined(difference) == exactDifference, "seed \(seed), \(variable) - \(other)")
                if exactDifference { differencesDetermined += 1 } else { differencesAmbiguous += 1 }
                let expression = Expression(variable)
                #expect(Set(solver.dependencyIDs(of: expression)) == Set(solver.dependencies(of: expression).map(\.id)))
            }
        }
        // Both answers occur often enough for the comparison to mean something.
        #expect(ambiguousSeen > 100)
        #expect(determinedSeen > 100)
        #expect(differencesAmbiguous > 100 && differencesDetermined > 50)
    }
}
