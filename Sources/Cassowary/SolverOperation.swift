/// One change made to a solver, as ``Solver/recordedOperations`` keeps it: what a benchmark
/// replays on a fresh solver holding the same constraints, to time the solver's share of a
/// change the layout engine makes (a stack view's hide and show is a handful of these).
package enum SolverOperation: Sendable {
    /// ``Solver/add(_:)``.
    case add(Constraint)
    /// ``Solver/remove(_:)``.
    case remove(Constraint)
    /// ``Solver/replace(_:with:)``.
    case replace(Constraint, with: Constraint)
    /// ``Solver/removeAll()``.
    case removeAll
}

extension Solver {
    /// Applies recorded operations in order, as they were made (those that threw then throw
    /// again and are passed over, as they were).
    package mutating func replay(_ operations: [SolverOperation]) {
        for operation in operations {
            switch operation {
            case .add(let constraint): try? add(constraint)
            case .remove(let constraint): try? remove(constraint)
            case .replace(let old, let new): try? replace(old, with: new)
            case .removeAll: removeAll()
            }
        }
    }
}
