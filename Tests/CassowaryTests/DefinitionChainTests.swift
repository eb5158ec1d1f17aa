import TestSupport
import Testing
@testable import Cassowary

/// Many required equalities that define variables from others (as a layout's positions are
/// defined from their neighbours): past 32 definitions the solver re-evaluates only those
/// downstream of a change, in dependency order. Random redefinitions, removals and edits must
/// leave every defined value equal to its definition.
@Suite("Definition chains")
struct DefinitionChainTests {
    /// A solver whose variables are strong edit variables, each suggested its value.
    static func solver(editing edits: [(Variable, Double)]) throws -> Solver {
        var solver = Solver()
        for (variable, value) in edits {
            try solver.addEditVariable(variable, strength: .strong)
            try solver.suggestValue(value, for: variable)
        }
        return solver
    }

    /// Variables each defined by a required equality over earlier ones, redefined at random:
    /// what the random-chain tests share.
    struct Definitions {
        /// The solver holding the definitions.
        var solver: Solver
        /// The variables; `variables[i]` is defined from variables before it.
        let variables: [Variable]
        /// Each defined variable's current definition, by index.
        var current: [Int: Constraint] = [:]

        /// Defines `variables[index] == source` (replacing an earlier definition).
        mutating func define(_ index: Int, as source: Expression) throws {
            try undefine(index)
            let constraint = Constraint(Expression(variables[index]) - source, .equal)
            try solver.add(constraint)
            current[index] = constraint
        }

        /// Removes a variable's definition, if it has one.
        mutating func undefine(_ index: Int) throws {
            if let old = current.removeValue(forKey: index) { try solver.remove(old) }
        }

        /// True, with no expectation failed, when every defined value equals its definition.
        func hold(_ context: @autoclosure () -> String) -> Bool {
            let problems = solver.invariantViolations
            #expect(problems.isEmpty, "\(context()): \(problems.prefix(3))")
            return problems.isEmpty
        }
    }

    @Test(arguments: 0..<12)
    func valuesStayCurrent(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 7919 &+ 13)
        let count = 60
        let variables = (0..<count).map { Variable("x\($0)") }
        let base = variables[0]
        var chains = Definitions(solver: try DefinitionChainTests.solver(editing: [(base, 10)]), variables: variables)
        // Each variable is defined from one or two earlier ones.
        func define(_ index: Int) throws {
            var source = Expression(variables[rng.below(index)]) + Double(rng.below(20))
            if rng.chance(40) { source = source + 0.5 * Expression(variables[rng.below(index)]) }
            try chains.define(index, as: source)
        }
        for index in 1..<count { try define(index) }
        guard chains.hold("seed \(seed), built") else { return }
        for step in 0..<200 {
            let index = 1 + rng.below(count - 1)
            switch rng.below(3) {
            case 0:
                try define(index)
            case 1:
                try chains.solver.suggestValue(Double(rng.below(500)), for: base)
            default:
                // A plain variable that several definitions read changes with an edit at the
                // same time as a redefinition further down.
                try chains.undefine(index)
                try chains.solver.suggestValue(Double(rng.below(500)), for: base)
                try define(index)
            }
            guard chains.hold("seed \(seed) step \(step)") else { return }
        }
    }
}

extension DefinitionChainTests {
    /// Wide fan-outs below chains: hundreds of definitions read a few defined variables (as a
    /// screen's width reaches every view's width), others chain on. A refresh then holds more
    /// reached definitions than its heap keeps, and finishes by marking and a scan; random
    /// edits, redefinitions and edits of a second variable some of them read must still leave
    /// every value equal to its definition.
    @Test(arguments: 0..<6)
    func wideFanOutsStayCurrent(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 104_729 &+ 7)
        let count = 400
        let variables = (0..<count).map { Variable("y\($0)") }
        let base = variables[0], side = Variable("side")
        var chains = Definitions(solver: try DefinitionChainTests.solver(editing: [(base, 10), (side, 3)]), variables: variables)
        func define(_ index: Int) throws {
            // Mostly from one of the first few (a fan-out), else from the one before (a chain).
            let from = rng.chance(70) ? rng.below(min(index, 4)) : index - 1
            var source = Expression(variables[from]) + Double(rng.below(9))
            if rng.chance(20) { source = source + Expression(side) }
            try chains.define(index, as: source)
        }
        for index in 1..<count { try define(index) }
        guard chains.hold("seed \(seed), built") else { return }
        for step in 0..<60 {
            switch rng.below(3) {
            case 0:
                try define(1 + rng.below(count - 1))
            case 1:
                try chains.solver.suggestValue(Double(rng.below(500)), for: base)
            default:
                try chains.solver.suggestValue(Double(rng.below(50)), for: side)
                try chains.solver.suggestValue(Double(rng.below(500)), for: base)
            }
            guard chains.hold("seed \(seed) step \(step)") else { return }
        }
    }
}

extension DefinitionChainTests {
    /// One suggestion moves ten basic variables (each held to the edit by two inequalities).
    /// Each has a definition made first (low in the topological order) and a fan-out of 70
    /// definitions, each with one more below it. The first variable the refresh takes reaches
    /// a fan-out that overflows the heap before any definition is evaluated in order; the
    /// others are still queued, and their early definitions lie below everything reached so
    /// far, so the final scan must start below them.
    @Test func queuedVariablesReachEarlyDefinitionsAfterAFanOut() throws {
        let edit = Variable("edit")
        var solver = try DefinitionChainTests.solver(editing: [(edit, 0)])
        let held = (0..<10).map { Variable("h\($0)") }
        for (index, variable) in held.enumerated() {
            try solver.add(variable >= edit + Double(index))
            try solver.add(variable <= edit + Double(index))
        }
        let early = held.indices.map { Variable("early\($0)") }
        for index in held.indices { try solver.add(early[index] == held[index] + 1) }
        var fanned: [(Variable, Variable, Int, Int)] = []
        for index in held.indices {
            for offset in 0..<70 {
                let first = Variable("f\(index)_\(offset)"), second = Variable("g\(index)_\(offset)")
                try solver.add(first == held[index] + Double(offset))
                try solver.add(second == first + 1)
                fanned.append((first, second, index, offset))
            }
        }
        for value in [5.0, -12.5, 300] {
            try solver.suggestValue(value, for: edit)
            for index in held.indices {
                #expect(solver.value(of: held[index]) == value + Double(index))
                #expect(solver.value(of: early[index]) == value + Double(index) + 1)
            }
            for (first, second, index, offset) in fanned {
                #expect(solver.value(of: first) == value + Double(index + offset))
                #expect(solver.value(of: second) == value + Double(index + offset) + 1)
            }
            #expect(solver.invariantViolations.isEmpty)
        }
    }
}

extension DefinitionChainTests {
    /// The case the Interface Builder corpus found: `a := c + 1` and `b := a + c`, with `c` moved
    /// by an edit and more than 32 definitions in the solver. `b` is reached from `c` before `a`
    /// is, so it must still be evaluated after `a`.
    @Test func definitionReachedTwiceIsEvaluatedLast() throws {
        let c = Variable("c"), a = Variable("a"), b = Variable("b")
        var solver = try DefinitionChainTests.solver(editing: [(c, 1)])
        for index in 0..<40 { try solver.add(Variable("f\(index)") == Double(index)) }
        try solver.add(a == c + 1)
        try solver.add(b == a + c)
        try solver.suggestValue(7, for: c)
        #expect(solver.value(of: a) == 8)
        #expect(solver.value(of: b) == 15)
        #expect(solver.invariantViolations.isEmpty)
    }
}

extension DefinitionChainTests {
    /// An edit first reaches definitions that depend on nothing else it reaches (evaluated at
    /// once), then a chain (`a := c + 1`, `b := a + 1`, `d := b + w0`): once the chain is seen,
    /// everything reached is evaluated again in order, so the early values are not left stale.
    @Test func independentDefinitionsThenAChain() throws {
        let c = Variable("c")
        var solver = try DefinitionChainTests.solver(editing: [(c, 375)])
        let widths = (0..<40).map { Variable("w\($0)") }
        for width in widths { try solver.add(width == c - 32) }
        let a = Variable("a"), b = Variable("b"), d = Variable("d")
        try solver.add(a == c + 1)
        try solver.add(b == a + 1)
        try solver.add(d == b + widths[0])
        for value in [320.0, 414, 1024.5] {
            try solver.suggestValue(value, for: c)
            for width in widths { #expect(solver.value(of: width) == value - 32) }
            #expect(solver.value(of: a) == value + 1)
            #expect(solver.value(of: b) == value + 2)
            #expect(solver.value(of: d) == value + 2 + value - 32)
            #expect(solver.invariantViolations.isEmpty)
        }
    }

    /// `values(of:into:)` reads what `value(of:)` reads, resizes the buffer, and gives 0 for a
    /// variable the solver never saw.
    @Test func bulkReadMatchesSingleReads() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y"), unknown = Variable("unknown")
        try solver.add(x == 10)
        try solver.add(y == x * 2 + 1)
        var values = [1.0, 2, 3, 4, 5]
        solver.values(of: [y, unknown, x], into: &values)
        #expect(values == [21, 0, 10])
        solver.values(of: [], into: &values)
        #expect(values.isEmpty)
    }

    /// A chain whose links are replaced in place hundreds of times: a redefinition leaves its
    /// old compiled cells behind, so the compiled copy is recompiled several times on the way;
    /// the values and the copy (checked against each row by the invariants) must follow. Each
    /// link reads two shared spacers besides its neighbour, so it has four cells and two of
    /// them live outside the compiled entry.
    @Test func compiledDefinitionsFollowManyReplacements() throws {
        var solver = Solver()
        let positions = (0..<60).map { Variable("p\($0)") }
        let spacer = Variable("spacer"), margin = Variable("margin")
        try solver.add(spacer == 0)
        try solver.add(margin == 0)
        var gaps = [Double](repeating: 4, count: positions.count)
        var links: [Constraint] = [positions[0] == 10]
        try solver.add(links[0])
        for index in 1..<positions.count {
            links.append(positions[index] == positions[index - 1] + spacer + margin + gaps[index])
            try solver.add(links[index])
        }
        var random = SplitMix64(seed: 7)
        var recompiled = 0
        var lastCellCount = solver.tableau.definitions.cells.count
        for _ in 0..<600 {
            let index = 1 + Int(random.next() % UInt64(positions.count - 1))
            gaps[index] = Double(random.next() % 40)
            // Scaled by 1, 2 or 3: a new scale redefines the link (new cells), the same scale
            // only moves its constant (``Tableau/moveDefinition(_:by:)``).
            let scale = Double(1 + random.next() % 3)
            let replacement = positions[index] * scale == (positions[index - 1] + spacer + margin + gaps[index]) * scale
            try solver.replace(links[index], with: replacement)
            links[index] = replacement
            let cellCount = solver.tableau.definitions.cells.count
            if cellCount < lastCellCount { recompiled += 1 }
            lastCellCount = cellCount
        }
        #expect(recompiled >= 3)
        var expected = 10.0
        for index in positions.indices {
            if index > 0 { expected += gaps[index] }
            #expect(solver.value(of: positions[index]) == expected)
        }
        #expect(solver.invariantViolations.isEmpty)
    }

    /// Definitions added and removed again and again (a layout that keeps changing) leave holes
    /// in the order and dead cells in the compiled copy; both are compacted as they go, so
    /// neither grows with the number of changes. Fails when only a rebuild forced elsewhere
    /// compacts them: the order then holds every definition ever made.
    @Test func churnKeepsTheOrderAndTheCompiledCopySmall() throws {
        var solver = Solver()
        let base = Variable("base")
        try solver.add(base == 100)
        let kept = (0..<40).map { Variable("kept\($0)") }
        for (index, variable) in kept.enumerated() { try solver.add(variable == base + Double(index)) }
        var largestOrder = 0
        var largestCells = 0
        for round in 0..<3_000 {
            let passing = Variable("passing\(round)")
            let constraint = passing == base * 2 + Double(round)
            try solver.add(constraint)
            #expect(solver.value(of: passing) == 200 + Double(round))
            try solver.remove(constraint)
            largestOrder = max(largestOrder, solver.tableau.definitions.order.count)
            largestCells = max(largestCells, solver.tableau.definitions.cells.count)
        }
        #expect(largestOrder <= 2 * 41 + 64 + 1)
        #expect(largestCells <= 4 * 41 + 2 * 64)
        for (index, variable) in kept.enumerated() { #expect(solver.value(of: variable) == 100 + Double(index)) }
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A solver whose `base` is a strong edit variable at `start`, and `count` positions chained
    /// from it (`p0 == base + first`, each next one `spacing` further), with the links in order.
    static func chain(_ count: Int, start: Double, first: Double, spacing: Double) throws
        -> (solver: Solver, base: Variable, positions: [Variable], links: [Constraint])
    {
        let base = Variable("base")
        var solver = try DefinitionChainTests.solver(editing: [(base, start)])
        let positions = (0..<count).map { Variable("p\($0)") }
        var links = [positions[0] == base + first]
        for index in 1..<count { links.append(positions[index] == positions[index - 1] + spacing) }
        for link in links { try solver.add(link) }
        return (solver, base, positions, links)
    }

    /// Every dependents list holds the positions of the definitions that mention its symbol. A
    /// link redefined over a variable placed after it cannot keep its place (its dependents
    /// come after it), so the order is rebuilt, and every list is written afresh: exactly the
    /// definitions that mention the symbol, at their new positions, none stale or repeated.
    @Test func rebuiltOrderRewritesTheDependentsLists() throws {
        var (solver, base, positions, links) = try DefinitionChainTests.chain(80, start: 10, first: 1, spacing: 2)
        let late = Variable("late")
        try solver.add(late == base + 7)
        try solver.remove(links[40])
        try solver.add(positions[40] == late + 2)
        try solver.suggestValue(20, for: base)
        let tableau = solver.tableau
        // Rebuilt: the hole the old link left is gone.
        #expect(tableau.definitions.orderIsValid)
        #expect(tableau.definitions.order.count == positions.count + 1)
        #expect(!tableau.definitions.order.contains(nil))
        for index in positions.indices {
            let expected = index < 40 ? 21 + 2 * Double(index) : 29 + 2 * Double(index - 40)
            #expect(solver.value(of: positions[index]) == expected, "p\(index)")
        }
        for symbol in tableau.allSymbols {
            let list = Array(tableau.definitions.dependents[symbol])
            #expect(Set(list).count == list.count, "repeated entries for \(symbol)")
            let expected = tableau.definitions.order.compactMap { $0 }
                .filter { tableau.rows[$0].contains(symbol) }
                .map { tableau.info[$0].topologicalIndex }
            #expect(Set(list) == Set(expected), "dependents of \(symbol)")
        }
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A refresh hands verification only the defined symbols that some required constraint in
    /// the rows reads: a chain's own links hold by construction, so of a 100-position chain
    /// only the last position, which a required inequality reads, is marked.
    @Test func verificationSeesOnlyDefinitionsARowConstraintReads() throws {
        var (solver, base, positions, _) = try DefinitionChainTests.chain(100, start: 0, first: 8, spacing: 8)
        try solver.add(positions[99] <= 5000)
        let tableau = solver.tableau
        for index in positions.indices {
            let symbol = try #require(tableau.symbolOfVariable.symbol(for: positions[index].id))
            let slot = Int(tableau.info[symbol].topologicalIndex)
            #expect(tableau.definitions.compiled[slot].mayHaveRequiredUsers == (index == 99), "p\(index)")
            #expect(tableau.definitions.compiled[slot].mayHaveDependents == (index < 99), "p\(index)")
        }
        // The inequality still limits the chain through the last position.
        try solver.suggestValue(5000, for: base)
        #expect(solver.value(of: positions[99]) == 5000)
        #expect(solver.value(of: positions[0]) == 5000 - 99 * 8)
        #expect(solver.invariantViolations.isEmpty)
    }
}
