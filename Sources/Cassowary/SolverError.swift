/// Why a solver operation was refused. Each case carries the object it is about; the solver is
/// unchanged after any of them is thrown.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with `conflicts`, a minimal set of required
    /// constraints already in the solver (removing any one of them would let the rest hold).
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditStrength
    /// A coefficient, the constant or the strength is NaN or infinite.
    case nonFinite(Constraint)
    /// Floating-point rounding left required constraints violated and rebuilding could not
    /// repair it: the operation is refused and the solver is as it was before it. `constraints`
    /// are the required constraints that would have been violated.
    case numericalFailure(constraints: [Constraint])

    /// The constraints a refused add could not hold with: the minimal conflict of
    /// `unsatisfiable`, the required constraints rounding would have broken for
    /// `numericalFailure`; nil for the errors that are not about holding constraints together.
    public var blockingConstraints: [Constraint]? {
        switch self {
        case .unsatisfiable(_, let conflicts): return conflicts
        case .numericalFailure(let constraints): return constraints
        default: return nil
        }
    }

    /// One sentence naming the object.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "constraint already added: \(c)"
        case .unknownConstraint(let c): return "constraint not in the solver: \(c)"
        case .unsatisfiable(let c, let conflicts):
            if conflicts.isEmpty { return "constraint can never hold: \(c)" }
            let list = conflicts.map { "\($0)" }.joined(separator: "; ")
            return "constraint \(c) conflicts with: \(list)"
        case .duplicateEditVariable(let v): return "already an edit variable: \(v)"
        case .unknownEditVariable(let v): return "not an edit variable: \(v)"
        case .requiredEditStrength: return "edit variables cannot be required"
        case .nonFinite(let c): return "constraint has a NaN or infinite number: \(c)"
        case .numericalFailure(let constraints):
            return "rounding would leave required constraints violated, and rebuilding did not repair it; nothing was changed: "
                + constraints.map { "\($0)" }.joined(separator: "; ")
        }
    }
}
