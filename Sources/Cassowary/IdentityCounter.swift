import Synchronization

/// Hands out process-wide unique identities for variables and constraints.
///
/// Identities are what make two variables with the same name, or two constraints built from the
/// same text, different objects. A relaxed atomic counter is enough: only uniqueness matters.
enum IdentityCounter {
    private static let next = Atomic<Int>(1)

    /// Returns a fresh identity, never returned before in this process.
    static func make() -> Int {
        next.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
