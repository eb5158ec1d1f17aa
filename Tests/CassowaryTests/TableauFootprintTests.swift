import Testing
@testable import Cassowary

/// The per-symbol and per-constraint records stay small (W2-10000 holds 100 000 symbols), and
/// what was taken out of them to make them small is still right: an error's objective slot, a
/// symbol's variable, a large tableau's columns.
@Suite("Tableau footprint")
struct TableauFootprintTests {
    @Test func recordsKeepTheirSizes() {
        #expect(MemoryLayout<SymbolInfo>.stride == 24)
        #expect(MemoryLayout<SymbolDetails>.stride == 24)
        // The variable table holds plain variables with a sentinel, not optionals (24 bytes).
        #expect(MemoryLayout<Variable>.stride == 16)
        #expect(Tableau.noVariable.id == 0)
        // The relation stored last lets a record pack its marker into the constraint's tail.
        #expect(MemoryLayout<ConstraintRecord?>.stride == 72)
    }

    /// An add's terms and the symbols it made for new variables live in the work space's
    /// buffers, empty between operations. A refused add still releases the symbol it made for a
    /// variable it brought (here one whose terms cancel, so the row cannot hold), and the next
    /// add that brings the same variable makes it afresh.
    @Test func aRefusedAddReleasesTheSymbolsItMadeFromItsBuffers() throws {
        let x = Variable("x"), z = Variable("z")
        var solver = Solver()
        try solver.add(x >= 10)
        let before = solver.dump()
        let cancelling = Constraint(Expression([Term(x, 1), Term(z, 1), Term(z, -1)], constant: -5), .lessThanOrEqual)
        #expect(throws: SolverError.self) { try solver.add(cancelling) }
        #expect(solver.tableau.symbolOfVariable.symbol(for: z.id) == nil)
        #expect(solver.dump() == before)
        #expect(solver.tableau.work.symbolTerms.isEmpty && solver.tableau.work.createdSymbols.isEmpty)
        try solver.add(x + z == 30)
        #expect(solver.tableau.symbolOfVariable.symbol(for: z.id) != nil)
        #expect(abs(solver.value(of: z) - (30 - solver.value(of: x))) < 1e-9)
        #expect(solver.tableau.work.symbolTerms.isEmpty && solver.tableau.work.createdSymbols.isEmpty)
        #expect(solver.tableau.invariantViolations() == [])
    }

    /// Errors read their level from the slot they were charged at. Slots are freed once more
    /// than four levels are idle and taken by the next new strength: an error that kept a stale
    /// slot would move another level's total when a suggestion moves it.
    @Test func errorsFollowTheirLevelThroughFreedAndReusedSlots() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        // Six strengths come and go: their slots fall idle, then are freed.
        var passing: [Constraint] = []
        for k in 0..<6 {
            let constraint = (x == Double(10 * k)).strength(Strength(Double(100 + k)))
            try solver.add(constraint)
            passing.append(constraint)
        }
        for constraint in passing { try solver.remove(constraint) }
        // New strengths take freed slots, in another order than the one they were made in.
        let kept: [Constraint] = [
            (x + y == 50).strength(Strength(600)),
            (y == 5).strength(Strength(300)),
            (x == 70).strength(Strength(300)).weight(2),
            (x - y <= 10).strength(Strength(450)),
        ]
        for constraint in kept { try solver.add(constraint) }
        try solver.addEditVariable(x, strength: Strength(700))
        for value in [12.0, 80, 33, 5] {
            try solver.suggestValue(value, for: x)
            #expect(solver.invariantViolations.isEmpty)
            var fresh = Solver()
            try fresh.add(x >= 0)
            try fresh.add(y >= 0)
            for constraint in kept { try fresh.add(constraint) }
            try fresh.add((x == value).strength(Strength(700)))
            #expect(solver.value(of: x) == fresh.value(of: x))
            #expect(solver.value(of: y) == fresh.value(of: y))
            let errors = solver.errorByStrength.map { "\($0.strength.value): \($0.error)" }
            let expected = fresh.errorByStrength.map { "\($0.strength.value): \($0.error)" }
            #expect(errors == expected)
        }
    }

    /// A symbol's variable is read back through the sentinel table: names in dumps, and a
    /// variable that leaves frees its symbol for the next one.
    @Test func variablesAreFoundAndForgottenThroughTheirSymbols() throws {
        let width = Variable("card.width")
        var solver = Solver()
        let constraint = width == 320
        try solver.add(constraint)
        let symbol = try #require(solver.tableau.symbolOfVariable.symbol(for: width.id))
        #expect(solver.tableau.variable(of: symbol) == width)
        try solver.remove(constraint)
        #expect(solver.tableau.variable(of: symbol) == nil)
        let height = Variable("card.height")
        try solver.add(height == 200)
        // The released symbol is reused, now for the other variable.
        #expect(solver.tableau.variable(of: symbol) == height)
        #expect(solver.value(of: height) == 200)
        #expect(solver.value(of: width) == 0)
    }

    /// Past ``Tableau/largeTableauSymbols`` symbols a column starts with room for 4 entries
    /// instead of 16; the solution does not depend on it.
    @Test func aLargeTableausColumnsStartSmall() throws {
        #expect(Tableau.initialColumnCapacity(symbolCount: 240) == 16)
        #expect(Tableau.initialColumnCapacity(symbolCount: Tableau.largeTableauSymbols) == 4)
        var solver = Solver()
        let count = 1_500
        let tops = (0..<count).map { Variable("v\($0).top") }
        let heights = (0..<count).map { Variable("v\($0).height") }
        try solver.add(tops[0] == 0)
        for i in 0..<count {
            try solver.add((heights[i] == 44).strength(.strong))
            try solver.add(heights[i] >= 20)
            if i > 0 { try solver.add(tops[i] == tops[i - 1] + heights[i - 1] + 8) }
        }
        #expect(solver.tableau.symbolCount >= Tableau.largeTableauSymbols)
        #expect(solver.value(of: tops[count - 1]) == Double(count - 1) * 52)
        #expect(solver.invariantViolations.isEmpty)
        // The last height's symbols came after the threshold: their columns hold what they
        // hold in at most 4 slots unless they outgrew them.
        let late = try #require(solver.tableau.symbolOfVariable.symbol(for: heights[count - 1].id))
        let column = solver.tableau.columns[late.index]
        #expect(column.capacity <= max(4, 2 * column.count))
    }
}
