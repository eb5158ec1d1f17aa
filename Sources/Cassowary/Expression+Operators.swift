// Arithmetic that builds expressions. The overloads are concrete (no generics, no protocols) so
// the type checker has few candidates to try; every combination of Variable, Expression and
// Double reads naturally in either order.

// MARK: Scaling

/// `coefficient × variable`.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
/// `coefficient × variable`.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
/// `variable / divisor`.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
/// Every coefficient and the constant scaled.
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
/// Every coefficient and the constant scaled.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// Every coefficient and the constant divided.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
/// The negated variable.
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
/// The negated expression.
public prefix func - (operand: Expression) -> Expression { operand * -1 }

// MARK: Sums

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The sum of an expression and a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// The sum of a variable and an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
/// An expression plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}
/// A constant plus an expression.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }

// MARK: Differences

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
/// An expression minus a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// A constant minus an expression.
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }

// MARK: Compound assignment

/// Adds an expression in place.
public func += (lhs: inout Expression, rhs: Expression) {
    lhs.terms += rhs.terms
    lhs.constant += rhs.constant
}
/// Adds a variable in place.
public func += (lhs: inout Expression, rhs: Variable) { lhs.terms.append(Term(rhs)) }
/// Adds a constant in place.
public func += (lhs: inout Expression, rhs: Double) { lhs.constant += rhs }
/// Subtracts an expression in place.
public func -= (lhs: inout Expression, rhs: Expression) { lhs += -rhs }
/// Subtracts a variable in place.
public func -= (lhs: inout Expression, rhs: Variable) { lhs.terms.append(Term(rhs, -1)) }
/// Subtracts a constant in place.
public func -= (lhs: inout Expression, rhs: Double) { lhs.constant -= rhs }
