/// A value the solver computes: a name for people and a stable identity for the solver.
///
/// Two variables are equal only when they are the same variable; the name is for dumps and
/// messages and does not take part in equality.
///
/// A variable is plain data (two integers): its name lives in ``VariableNames``, so copying a
/// variable, a term or an expression never retains or releases anything. Expressions are built
/// and copied for every constraint a layout installs, and a name carried as a `String` made each
/// of those copies count references.
///
/// ```swift
/// let width = Variable("width")
/// try solver.add(width >= 100)
/// solver.value(of: width)   // 100
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identity that distinguishes this variable from every other one in the process.
    public let id: Int
    /// The name's number in ``VariableNames`` (0 for an unnamed variable).
    let nameNumber: Int

    /// Creates a new variable, distinct from every other variable, with a name for messages.
    public init(_ name: String = "") {
        self.id = IdentityCounter.makeVariable()
        self.nameNumber = VariableNames.number(of: name)
    }

    /// A variable with an identity and a name number already made (see ``family(_:parts:)``).
    init(id: Int, nameNumber: Int) {
        self.id = id
        self.nameNumber = nameNumber
    }

    /// New variables named `base.part`, one per part, in order: the variables of one object
    /// (`button.x`, `button.y`, …). The base is stored once for all of them, so a family costs
    /// one name lookup instead of one per variable, its identities one step of the counter,
    /// and the whole family one array (a first layout makes a family per view).
    public static func family(_ base: String, parts: [String]) -> [Variable] {
        VariableNames.family(base, parts: parts, firstID: IdentityCounter.makeVariables(parts.count))
    }

    /// The name shown in dumps and error messages (empty for an unnamed variable).
    public var name: String { VariableNames.name(numbered: nameNumber) }

    /// Equality is identity.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity only.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v<id>` for an unnamed variable.
    public var description: String { nameNumber == 0 ? "v\(id)" : name }
}
