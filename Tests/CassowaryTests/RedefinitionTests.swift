import TestSupport
import Testing
@testable import Cassowary

/// `Solver.replace(_:with:)` when the old constraint is a definition the new one takes over
/// (`Tableau+Redefining.swift`): hand-computed chains, the size of the rows afterwards, a
/// refusal, and agreement with remove-and-add and with a fresh solver on random chains.
@Suite("Replacing a definition")
struct RedefinitionTests {
    /// A chain `y[i] = y[i-1] + h[i-1] + 8` of `count` views with strong heights, closed by a
    /// content height that must stay non-negative (a row that spells out the whole chain).
    struct Chain {
        var solver = Solver()
        let y: [Variable], h: [Variable], total = Variable("total")
        var links: [Constraint] = []

        init(count: Int) throws {
            y = (0..<count).map { Variable("y\($0)") }
            h = (0..<count).map { Variable("h\($0)") }
            try solver.add(y[0] == 0)
            links.append(y[0] == 0)
            for i in 0..<count {
                if i > 0 {
                    links.append(y[i] == y[i - 1] + h[i - 1] + 8)
                    try solver.add(links[i])
                }
                try solver.add(h[i] >= 0)
                try solver.add((h[i] == 20 + Double(i % 5) * 10).strength(.strong))
            }
            try solver.add(total >= 0)
            try solver.add(total == y[count - 1] + h[count - 1])
        }

        /// Cells over every simplex row.
        var rowCells: Int { solver.tableau.allSymbols.reduce(0) { $0 + (solver.tableau.info[$1].isBasic ? solver.tableau.rows[$1].cells.count : 0) } }
    }

    /// Re-attaching the view below view 40 to view 39 (as a stack view does when view 40 is
    /// hidden) moves every later position up by view 40's height and spacing, keeps the
    /// constraint a definition, and leaves the rows the size they were.
    @Test func reattachingBelowAHiddenView() throws {
        var chain = try Chain(count: 120)
        let before = chain.y.map { chain.solver.value(of: $0) }
        let cells = chain.rowCells
        #expect(chain.solver.definedVariable(of: chain.links[41]) == chain.y[41])
        // Only definitions answer: not a constraint the solver lacks, nor one in the rows.
        #expect(chain.solver.definedVariable(of: chain.y[41] == 7) == nil)
        let inequality = try #require(chain.solver.constraints.first { $0.relation != .equal })
        #expect(chain.solver.definedVariable(of: inequality) == nil)
        // A non-finite replacement is refused and the link stays.
        #expect(throws: SolverError.self) { try chain.solver.replace(chain.links[41], with: chain.y[41] == chain.y[39] + .infinity) }
        #expect(chain.solver.contains(chain.links[41]))
        let reattached = chain.y[41] == chain.y[39] + chain.h[39] + 8
        try chain.solver.replace(chain.links[41], with: reattached)
        #expect(chain.solver.definedVariable(of: reattached) == chain.y[41])
        #expect(!chain.solver.contains(chain.links[41]) && chain.solver.contains(reattached))
        let skipped = 20 + Double(40 % 5) * 10 + 8
        for i in 0..<120 {
            #expect(abs(chain.solver.value(of: chain.y[i]) - (before[i] - (i > 40 ? skipped : 0))) < 1e-9)
        }
        #expect(abs(chain.solver.value(of: chain.total) - (before[119] - skipped + 20 + Double(119 % 5) * 10)) < 1e-9)
        #expect(chain.rowCells <= cells + 4)
        #expect(chain.solver.invariantViolations.isEmpty)

        // And back: the original link takes the definition over again.
        try chain.solver.replace(reattached, with: chain.links[41])
        for i in 0..<120 { #expect(abs(chain.solver.value(of: chain.y[i]) - before[i]) < 1e-9) }
        #expect(chain.rowCells <= cells + 4)
    }

    /// A stack view's hide and show, as the solver sees them: view 10's link becomes a weak
    /// placement halfway into the spacing and view 11 is re-attached to view 9; then both links
    /// come back. Every step keeps the links definitions, and the rows end the size they began.
    @Test func hideAndShowKeepDefinitions() throws {
        var chain = try Chain(count: 30)
        let before = chain.y.map { chain.solver.value(of: $0) }
        let cells = chain.rowCells
        let placement = (chain.y[10] == chain.y[9] + chain.h[9] + 4).strength(.weak)
        let skipping = chain.y[11] == chain.y[9] + chain.h[9] + 8
        try chain.solver.replace(chain.links[10], with: placement)
        try chain.solver.replace(chain.links[11], with: skipping)
        #expect(chain.solver.definedVariable(of: placement) == chain.y[10])
        #expect(chain.solver.definedVariable(of: skipping) == chain.y[11])
        let removed = 20 + Double(10 % 5) * 10 + 8
        #expect(abs(chain.solver.value(of: chain.y[10]) - (before[10] - 4)) < 1e-9)
        for i in 11..<30 { #expect(abs(chain.solver.value(of: chain.y[i]) - (before[i] - removed)) < 1e-9) }

        // Nothing is attached to view 10 now, so its weak placement gives the definition back.
        try chain.solver.replace(placement, with: chain.links[10])
        try chain.solver.replace(skipping, with: chain.links[11])
        #expect(chain.solver.definedVariable(of: chain.links[10]) == chain.y[10])
        #expect(chain.solver.definedVariable(of: chain.links[11]) == chain.y[11])
        for i in 0..<30 { #expect(abs(chain.solver.value(of: chain.y[i]) - before[i]) < 1e-9) }
        #expect(chain.solver.errorByStrength.allSatisfy { $0.error == 0 })
        #expect(chain.rowCells <= cells + 4)

        // A weak link that others depend on yields to a required pin.
        try chain.solver.replace(chain.links[10], with: placement)
        try chain.solver.add(chain.y[10] == 500)
        #expect(abs(chain.solver.value(of: chain.y[10]) - 500) < 1e-9)
        #expect(abs(chain.solver.value(of: chain.y[11]) - (500 + chain.solver.value(of: chain.h[10]) + 8)) < 1e-9)
        #expect(chain.solver.invariantViolations.isEmpty)
    }

    /// A new definition that contradicts a required inequality is refused with its conflict,
    /// and the solver keeps the old definition and its values.
    @Test func contradictingDefinitionRefused() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), x = Variable("x"), top = Variable("top")
        try solver.add(a == 0)
        try solver.add(b == 20)
        let link = x == a + 10
        try solver.add(link)
        try solver.add(top == x + 5)
        let cap = top <= 50
        try solver.add(cap)
        #expect(solver.definedVariable(of: link) == x)
        // Other terms than the old link's, so not a change of constant.
        let far = x == b + 80
        let error = #expect(throws: SolverError.self) { try solver.replace(link, with: far) }
        guard case .unsatisfiable(let refused, let conflicts)? = error else {
            Issue.record("expected a conflict, got \(String(describing: error))")
            return
        }
        #expect(refused == far)
        #expect(conflicts.contains(cap))
        #expect(solver.contains(link) && !solver.contains(far))
        #expect(solver.value(of: x) == 10 && solver.value(of: top) == 15)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A definition replaced by one that mentions a later position (which depends on it) is
    /// a remove and an add: the result is the same.
    @Test func laterTermFallsBack() throws {
        var chain = try Chain(count: 12)
        let forward = chain.y[5] == chain.y[8] - 50
        try chain.solver.replace(chain.links[5], with: forward)
        #expect(chain.solver.definedVariable(of: forward) == nil)
        #expect(abs(chain.solver.value(of: chain.y[8]) - chain.solver.value(of: chain.y[5]) - 50) < 1e-9)
        #expect(chain.solver.invariantViolations.isEmpty)
    }

    /// Random chains with random re-attachments (required and optional, to any earlier view)
    /// agree with remove-and-add and with a solver built fresh from the final constraints.
    @Test(arguments: 0..<25)
    func agreesWithRemoveAndAddAndAFreshSolve(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 4_211)
        let count = 20 + rng.below(40)
        var chain = try Chain(count: count)
        var reference = chain.solver
        var current = chain.links
        for _ in 0..<40 {
            let i = 1 + rng.below(count - 1)
            let j = rng.below(i)
            let strength: Strength = [.required, .required, .strong, .weak][rng.below(4)]
            let new = (chain.y[i] == chain.y[j] + chain.h[j] + Double(rng.below(20))).strength(strength)
            try chain.solver.replace(current[i], with: new)
            try reference.remove(current[i])
            try reference.add(new)
            current[i] = new
            for (ours, theirs) in zip(chain.solver.errorByStrength, reference.errorByStrength) {
                #expect(abs(ours.error - theirs.error) <= 1e-7 * max(1, theirs.error))
            }
            #expect(chain.solver.invariantViolations.isEmpty)
        }
        var fresh = Solver()
        for constraint in chain.solver.constraints { try fresh.add(constraint) }
        for variable in chain.y + chain.h + [chain.total] {
            #expect(abs(chain.solver.value(of: variable) - fresh.value(of: variable)) < 1e-7)
        }
    }
}
