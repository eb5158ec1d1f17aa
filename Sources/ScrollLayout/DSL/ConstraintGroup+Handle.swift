// Naming DSL constraints for later changes through the engine (`Engine/ConstraintHandle.swift`).

extension ConstraintGroup {
    /// The constraints, reachable later through a handle.
    public func handle(_ handle: ConstraintHandle) -> ConstraintGroup { identifier(handle.identifier) }
}
