/// A value the solver computes: a name for people and a stable identity for the solver.
///
/// Two variables are equal only when they are the same variable; the name is for dumps and
/// messages and does not take part in equality.
///
/// ```swift
/// let width = Variable("width")
/// try solver.add(width >= 100)
/// solver.value(of: width)   // 100
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identity that distinguishes this variable from every other one in the process.
    public let id: Int
    /// The name shown in dumps and error messages.
    public let name: String

    /// Creates a new variable, distinct from every other variable, with a name for messages.
    public init(_ name: String = "") {
        self.id = IdentityCounter.makeVariable()
        self.name = name
    }

    /// Equality is identity.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity only.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v<id>` for an unnamed variable.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
