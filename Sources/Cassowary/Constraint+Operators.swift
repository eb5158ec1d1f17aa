// `==`, `<=` and `>=` between expressions, variables and numbers, in either order. Each builds a
// required constraint `lhs - rhs REL 0`. `Variable == Variable` also exists as `Equatable`'s
// Bool-returning operator; the expected type picks the right one.

// MARK: ==

/// `lhs == rhs` as a required constraint.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

// MARK: <=

/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

// MARK: >=

/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
