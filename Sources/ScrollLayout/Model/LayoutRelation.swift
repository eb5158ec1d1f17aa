/// The relation of a layout constraint.
public enum LayoutRelation: String, Sendable, Hashable, CustomStringConvertible {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>=`
    case greaterThanOrEqual = ">="

    /// The operator as written.
    public var description: String { rawValue }
}

extension LayoutRelation {
    /// `<=` ⇄ `>=`: the relation seen from the other side (an edge set's trailing and bottom
    /// members, whose inset counts the other way).
    var flipped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
