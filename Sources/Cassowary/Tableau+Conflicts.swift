// Minimal conflict sets for a required constraint that cannot be added.
//
// The phase-one objective that stayed above zero is a linear combination of the new constraint
// and existing ones (a Farkas certificate); the constraints whose markers appear in it are a
// small infeasible set, usually already minimal. It is checked and then shrunk by a deletion
// filter on an elastic copy: every candidate becomes an optional constraint at one level, so the
// objective is the least total violation, positive exactly while the set cannot hold. Removing
// a candidate and watching the objective is one incremental operation, not a rebuild.

extension Tableau {
    /// Violation totals at or below this count as "the set can hold".
    static let conflictTolerance = 1e-6

    /// A minimal set of required constraints in the tableau that, with `constraint`, cannot hold.
    /// - Parameter hint: ids of constraints taken from the failed phase-one objective.
    func minimalConflict(for constraint: Constraint, hint: [Int]) -> [Constraint] {
        var candidates = requiredRecords(withIDs: hint)
        if !Tableau.cannotHold(candidates.map(\.constraint) + [constraint]) {
            candidates = requiredComponent(of: constraint)
        }
        return Tableau.deletionFilter(candidates.map(\.constraint), with: constraint)
    }

    /// The records of the required constraints among `ids`, in insertion order.
    func requiredRecords(withIDs ids: [Int]) -> [ConstraintRecord] {
        var seen = Set<Int>()
        var result: [ConstraintRecord] = []
        for id in ids where id != 0 && seen.insert(id).inserted {
            if let record = records[id], record.constraint.strength.isRequired { result.append(record) }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }

    /// The required constraints connected to `constraint` through shared variables.
    func requiredComponent(of constraint: Constraint) -> [ConstraintRecord] {
        var byVariable: [Int: [Int]] = [:]
        for record in records.values where record.constraint.strength.isRequired {
            let id = record.constraint.id
            for term in record.constraint.expression.terms { byVariable[term.variable.id, default: []].append(id) }
        }
        var seenVariables = Set<Int>()
        var seenConstraints = Set<Int>()
        var queue = constraint.expression.terms.map(\.variable.id)
        var result: [ConstraintRecord] = []
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for id in byVariable[variable] ?? [] where seenConstraints.insert(id).inserted {
                guard let record = records[id] else { continue }
                result.append(record)
                queue.append(contentsOf: record.constraint.expression.terms.map(\.variable.id))
            }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }

    /// True when the constraints, all taken as required, cannot hold together.
    static func cannotHold(_ constraints: [Constraint]) -> Bool {
        var elastic = Tableau()
        for constraint in constraints {
            try? elastic.add(Constraint(constraint.expression, constraint.relation, strength: 1))
        }
        return elastic.totalViolation > conflictTolerance
    }

    /// The smallest subset of `candidates` that still cannot hold with `constraint`: each
    /// candidate is dropped in turn and kept out when the rest still fail.
    static func deletionFilter(_ candidates: [Constraint], with constraint: Constraint) -> [Constraint] {
        var elastic = Tableau()
        var copies = candidates.map { Constraint($0.expression, $0.relation, strength: 1) }
        for copy in copies { try? elastic.add(copy) }
        try? elastic.add(Constraint(constraint.expression, constraint.relation, strength: 1))
        var needed = [Bool](repeating: true, count: candidates.count)
        for index in candidates.indices {
            try? elastic.remove(copies[index])
            if elastic.totalViolation > conflictTolerance {
                needed[index] = false
            } else {
                copies[index] = Constraint(candidates[index].expression, candidates[index].relation, strength: 1)
                try? elastic.add(copies[index])
            }
        }
        return candidates.indices.filter { needed[$0] }.map { candidates[$0] }
    }

    /// The total error over all levels (meaningful for the single-level elastic copies).
    var totalViolation: Double { objective.constants.reduce(0, +) }
}
