import TestSupport
import Testing
@testable import Cassowary

/// Seeded random add/remove/suggest sequences. After every step the invariants hold and every
/// required constraint holds within 1e-6; at checkpoints the objective at each level equals the
/// one of a solver built from scratch with the same constraints (so removal and suggestion
/// really re-optimise); removing everything leaves an empty tableau.
@Suite("Random operation sequences")
struct RandomOperationTests {
    static let strengths: [Strength] = [.required, .required, Strength(900), .strong, .medium, .weak, Strength(10)]

    struct Harness {
        var rng: SplitMix64
        let variables: [Variable]
        let ground: [Double]
        var solver = Solver()
        var constraints: [Constraint] = []
        var edits: [Variable: Double] = [:]
        var editStrengths: [Variable: Strength] = [:]
        var refused = 0

        init(seed: UInt64, variableCount: Int) {
            rng = SplitMix64(seed: seed)
            variables = (0..<variableCount).map { Variable("v\($0)") }
            var values: [Double] = []
            for _ in 0..<variableCount { values.append(Double(rng.below(1001))) }
            ground = values
        }

        /// A random sparse constraint; required ones hold at the ground truth unless `breaking`.
        mutating func randomConstraint(breaking: Bool) -> Constraint {
            let termCount = 1 + rng.below(4)
            var terms: [Term] = []
            var sum = 0.0
            for _ in 0..<termCount {
                let index = rng.below(variables.count)
                let coefficient = Double(1 + rng.below(4)) * (rng.chance(50) ? -1 : 1)
                terms.append(Term(variables[index], coefficient))
                sum += coefficient * ground[index]
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)]
            let strength = RandomOperationTests.strengths[rng.below(RandomOperationTests.strengths.count)]
            let margin = Double(rng.below(50))
            var constant: Double
            if strength.isRequired {
                switch relation {
                case .equal: constant = -sum
                case .lessThanOrEqual: constant = -sum - margin
                case .greaterThanOrEqual: constant = -sum + margin
                }
                if breaking { constant += relation == .greaterThanOrEqual ? -500 : 500 }
            } else {
                constant = -sum + Double(rng.below(201) - 100)
            }
            return Constraint(Expression(terms, constant: constant), relation, strength: strength)
        }

        func residual(_ constraint: Constraint) -> Double {
            let value = constraint.expression.value { solver.value(of: $0) }
            switch constraint.relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }

        mutating func step() {
            let roll = rng.below(100)
            if roll < 50 || constraints.isEmpty {
                let breaking = rng.chance(8)
                let constraint = randomConstraint(breaking: breaking)
                let before = variables.map { solver.value(of: $0) }
                do {
                    try solver.add(constraint)
                    constraints.append(constraint)
                } catch .unsatisfiable(let refusedConstraint, let conflicts) {
                    refused += 1
                    #expect(refusedConstraint == constraint)
                    let after = variables.map { solver.value(of: $0) }
                    #expect(zip(before, after).allSatisfy { abs($0 - $1) < 1e-6 }, "a refused add changed the solution")
                    #expect(conflicts.allSatisfy { solver.contains($0) && $0.strength.isRequired })
                    #expect(Tableau.cannotHold(conflicts + [constraint]), "reported conflict can hold")
                    for dropped in conflicts {
                        #expect(!Tableau.cannotHold(conflicts.filter { $0 != dropped } + [constraint]), "conflict not minimal")
                    }
                } catch {
                    Issue.record("unexpected \(error)")
                }
            } else if roll < 70 {
                let index = rng.below(constraints.count)
                let constraint = constraints.remove(at: index)
                do { try solver.remove(constraint) } catch { Issue.record("remove failed: \(error)") }
            } else if roll < 80 {
                replaceConstant()
            } else if roll < 87 {
                let variable = variables[rng.below(variables.count)]
                if edits[variable] == nil {
                    let strength = [Strength.strong, .medium, Strength(100)][rng.below(3)]
                    try? solver.addEditVariable(variable, strength: strength)
                    edits[variable] = 0
                    editStrengths[variable] = strength
                } else {
                    try? solver.removeEditVariable(variable)
                    edits[variable] = nil
                    editStrengths[variable] = nil
                }
            } else if let variable = edits.keys.sorted(by: { $0.id < $1.id }).first(where: { _ in true }) {
                let keys = edits.keys.sorted { $0.id < $1.id }
                let chosen = keys[rng.below(keys.count)]
                _ = variable
                let value = Double(rng.below(2001) - 500)
                do { try solver.suggestValue(value, for: chosen) } catch { Issue.record("suggest failed: \(error)") }
                edits[chosen] = value
            }
        }

        /// Replaces a random constraint by one with another constant (`Solver.replace`, in place);
        /// a required one moved 500 the wrong way may no longer hold, and is then refused with
        /// the solver as it was.
        mutating func replaceConstant() {
            let index = rng.below(constraints.count)
            let old = constraints[index]
            let shift = rng.chance(10) ? (rng.chance(50) ? 500.0 : -500) : Double(rng.below(61) - 30)
            let new = Constraint(Expression(old.expression.terms, constant: old.expression.constant + shift),
                                 old.relation, strength: old.strength, weight: old.weight)
            let before = variables.map { solver.value(of: $0) }
            do {
                try solver.replace(old, with: new)
                constraints[index] = new
                #expect(!solver.contains(old) && solver.contains(new))
            } catch .unsatisfiable(let refused, let conflicts) {
                do {
                    #expect(refused == new)
                    #expect(old.strength.isRequired)
                    #expect(solver.contains(old) && !solver.contains(new))
                    let after = variables.map { solver.value(of: $0) }
                    #expect(zip(before, after).allSatisfy { abs($0 - $1) < 1e-6 }, "a refused replacement changed the solution")
                    #expect(Tableau.cannotHold(conflicts + [new]), "reported conflict can hold")
                }
            } catch {
                Issue.record("unexpected \(error)")
            }
        }

        func check() {
            let problems = solver.tableau.invariantViolations()
            #expect(problems.isEmpty, "\(problems.prefix(3))")
            // Within 1e-9 of the constraint's scale (its terms at the current values and its
            // constant), what the solver promises after every operation.
            for constraint in constraints where constraint.strength.isRequired {
                var scale = max(1, abs(constraint.expression.constant))
                for term in constraint.expression.terms { scale = max(scale, abs(term.coefficient * solver.value(of: term.variable))) }
                #expect(residual(constraint) <= 1e-9 * scale, "required constraint violated: \(constraint)")
            }
        }

        /// The error per level computed from the values, as the objective should report it.
        func measuredErrors(of solver: Solver) -> [Double: Double] {
            var totals: [Double: Double] = [:]
            for constraint in constraints where !constraint.strength.isRequired {
                let value = constraint.expression.value { solver.value(of: $0) }
                let error: Double
                switch constraint.relation {
                case .equal: error = abs(value)
                case .lessThanOrEqual: error = max(0, value)
                case .greaterThanOrEqual: error = max(0, -value)
                }
                totals[constraint.strength.value, default: 0] += error
            }
            for (variable, value) in edits {
                totals[editStrengths[variable]!.value, default: 0] += abs(solver.value(of: variable) - value)
            }
            return totals
        }

        /// The same constraints and edits in a fresh solver give the same objective per level.
        func checkOptimality() {
            for (strength, error) in solver.errorByStrength {
                let measured = measuredErrors(of: solver)[strength.value] ?? 0
                #expect(abs(measured - error) <= 1e-6 * max(1, measured), "objective bookkeeping at \(strength): \(error) vs measured \(measured)")
            }
            var fresh = Solver()
            for constraint in constraints { try? fresh.add(constraint) }
            for (variable, value) in edits.sorted(by: { $0.key.id < $1.key.id }) {
                try? fresh.addEditVariable(variable, strength: editStrengths[variable] ?? .strong)
                try? fresh.suggestValue(value, for: variable)
            }
            let ours = solver.errorByStrength
            let theirs = fresh.errorByStrength
            #expect(ours.map(\.strength) == theirs.map(\.strength))
            for (a, b) in zip(ours, theirs) {
                #expect(abs(a.error - b.error) <= 1e-6 * max(1, abs(b.error)), "level \(a.strength): \(a.error) vs \(b.error)")
            }
        }

        mutating func removeEverything() {
            for constraint in constraints.reversed() { try? solver.remove(constraint) }
            for variable in edits.keys { try? solver.removeEditVariable(variable) }
            constraints.removeAll()
            edits.removeAll()
            #expect(solver.tableau.isEmpty, "tableau not empty after removing everything")
            check()
        }
    }

    @Test(arguments: 0..<1000)
    func smallSystems(seed: Int) {
        var harness = Harness(seed: UInt64(1000 + seed), variableCount: 3 + seed % 12)
        for index in 0..<60 {
            harness.step()
            harness.check()
            if index % 10 == 9 { harness.checkOptimality() }
        }
        harness.removeEverything()
    }

    @Test(arguments: [40, 150, 500])
    func largerSystems(variableCount: Int) {
        var harness = Harness(seed: UInt64(77 + variableCount), variableCount: variableCount)
        for index in 0..<(variableCount >= 500 ? 600 : 400) {
            harness.step()
            if index % 20 == 0 { harness.check() }
            if index % 100 == 99 { harness.checkOptimality() }
        }
        harness.check()
        harness.checkOptimality()
        harness.removeEverything()
    }
}
