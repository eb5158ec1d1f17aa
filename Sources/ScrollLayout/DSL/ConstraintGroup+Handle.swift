// Naming DSL constraints for later changes through the engine (`Engine/ConstraintHandle.swift`).

extension ConstraintGroup {
    /// The constraints, reachable later through a handle; a constraint can carry several
    /// (`.handle(a).handle(b)`), and an ``identifier(_:)`` given later does not drop them. The
    /// first handle also becomes the identifier when there is none (shown in diagnostics).
    public func handle(_ handle: ConstraintHandle) -> ConstraintGroup {
        var copy = self
        for index in copy.constraints.indices {
            if !copy.constraints[index].handles.contains(handle.identifier) { copy.constraints[index].handles.append(handle.identifier) }
            if copy.constraints[index].identifier == nil { copy.constraints[index].identifier = handle.identifier }
        }
        return copy
    }
}
