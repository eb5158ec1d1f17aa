import TestSupport
import Testing
@testable import Cassowary

/// Many required equalities that define variables from others (as a layout's positions are
/// defined from their neighbours): past 32 definitions the solver re-evaluates only those
/// downstream of a change, in dependency order. Random redefinitions, removals and edits must
/// leave every defined value equal to its definition.
@Suite("Definition chains")
struct DefinitionChainTests {
    @Test(arguments: 0..<12)
    func valuesStayCurrent(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 7919 &+ 13)
        let count = 60
        let variables = (0..<count).map { Variable("x\($0)") }
        var solver = Solver()
        let base = variables[0]
        try solver.addEditVariable(base, strength: .strong)
        try solver.suggestValue(10, for: base)
        // Each variable is defined from one or two earlier ones.
        var definitions: [Int: Constraint] = [:]
        func define(_ index: Int) throws {
            let a = variables[rng.below(index)]
            var expression = Expression(variables[index]) - Expression(a) - Double(rng.below(20))
            if rng.chance(40) { expression = expression - 0.5 * Expression(variables[rng.below(index)]) }
            let constraint = Constraint(expression, .equal)
            try solver.add(constraint)
            definitions[index] = constraint
        }
        for index in 1..<count { try define(index) }
        #expect(solver.invariantViolations.isEmpty)
        for step in 0..<200 {
            let index = 1 + rng.below(count - 1)
            switch rng.below(3) {
            case 0:
                if let old = definitions[index] { try solver.remove(old) }
                try define(index)
            case 1:
                try solver.suggestValue(Double(rng.below(500)), for: base)
            default:
                // A plain variable that several definitions read changes with an edit at the
                // same time as a redefinition further down.
                if let old = definitions[index] { try solver.remove(old) }
                try solver.suggestValue(Double(rng.below(500)), for: base)
                try define(index)
            }
            let problems = solver.invariantViolations
            #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems.prefix(3))")
            if !problems.isEmpty { return }
        }
    }
}

extension DefinitionChainTests {
    /// The case the Interface Builder corpus found: `a := c + 1` and `b := a + c`, with `c` moved
    /// by an edit and more than 32 definitions in the solver. `b` is reached from `c` before `a`
    /// is, so it must still be evaluated after `a`.
    @Test func definitionReachedTwiceIsEvaluatedLast() throws {
        var solver = Solver()
        let c = Variable("c"), a = Variable("a"), b = Variable("b")
        try solver.addEditVariable(c, strength: .strong)
        try solver.suggestValue(1, for: c)
        for index in 0..<40 { try solver.add(Variable("f\(index)") == Double(index)) }
        try solver.add(a == c + 1)
        try solver.add(b == a + c)
        try solver.suggestValue(7, for: c)
        #expect(solver.value(of: a) == 8)
        #expect(solver.value(of: b) == 15)
        #expect(solver.invariantViolations.isEmpty)
    }
}
