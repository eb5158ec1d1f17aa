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
