/// A linear expression `Σ coefficient × variable + constant`.
///
/// Build expressions with `+`, `-` and `*` from variables and numbers; `Expression()` is zero and
/// grows with `+=` and `-=`:
///
/// ```swift
/// var sum = Expression()
/// sum += 2 * x
/// sum -= y
/// ```
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written (a variable may appear more than once).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// The zero expression, or the given terms plus a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// A constant expression.
    public init(_ constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// The value of the expression for the given variable values (variables not given count as 0).
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        var total = constant
        for term in terms { total += term.coefficient * valueOf(term.variable) }
        return total
    }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The same expression with repeated variables merged and zero coefficients dropped,
    /// in order of first appearance.
    public func reduced() -> Expression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        let merged = order.compactMap { variable -> Term? in
            guard let coefficient = sums[variable], coefficient != 0 else { return nil }
            return Term(variable, coefficient)
        }
        return Expression(merged, constant: constant)
    }

    /// Reads like algebra: `2 * x + y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(Self.format(magnitude)) * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return Self.format(constant) }
        if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + Self.format(abs(constant))
        }
        return text
    }

    /// Formats a number without a trailing `.0` when it is whole.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}
