import Synchronization

/// Hands out process-wide unique identities, one sequence per kind of object.
///
/// Identities are what make two variables with the same name, or two constraints built from the
/// same text, different objects. Variables get their own dense sequence so a solver can find a
/// variable's symbol by array index instead of hashing (see ``IdentityIndex``).
enum IdentityCounter {
    private static let nextVariable = Atomic<Int>(1)
    private static let nextConstraint = Atomic<Int>(1)

    /// A fresh variable identity, never returned before in this process.
    static func makeVariable() -> Int { makeVariables(1) }

    /// The first of `count` consecutive fresh variable identities, taken in one step.
    static func makeVariables(_ count: Int) -> Int {
        nextVariable.wrappingAdd(count, ordering: .relaxed).oldValue
    }

    /// A fresh constraint identity, never returned before in this process.
    static func makeConstraint() -> Int {
        nextConstraint.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
