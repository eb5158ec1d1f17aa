/// The relation between the two sides of a constraint.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `==`
    case equal
    /// `<=`
    case lessThanOrEqual
    /// `>=`
    case greaterThanOrEqual

    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}
