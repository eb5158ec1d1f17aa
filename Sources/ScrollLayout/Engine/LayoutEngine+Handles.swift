// Changing constraints through the names the DSL gives them (`.handle(h)`).

extension LayoutEngine {
    /// The user constraints that carry the handle (or have its name as identifier), in
    /// declaration order.
    public func constraints(for handle: ConstraintHandle) -> [LayoutConstraint] {
        registry.userEntries.map(\.spec).filter { $0.handles.contains(handle.identifier) || $0.identifier == handle.identifier }
    }

    /// Sets the constant of every constraint with the handle's identifier, in the sense the
    /// constraint was written: the members of `edges == other.edges + inset` all move to the new
    /// inset (top and leading `+constant`, bottom and trailing `−constant`), as UIKit's insets do.
    /// - Throws: ``LayoutError/unknownConstraint(_:)`` when none has it.
    public mutating func setConstant(_ constant: Double, for handle: ConstraintHandle) throws(LayoutError) {
        let list = constraints(for: handle)
        guard !list.isEmpty else { throw .unknownIdentifier(handle.identifier) }
        for constraint in list { try setConstant(constant * constraint.compoundSense, for: constraint.id) }
    }

    /// Activates or deactivates every constraint with the handle's identifier.
    public mutating func setActive(_ active: Bool, for handle: ConstraintHandle) throws(LayoutError) {
        let list = constraints(for: handle)
        guard !list.isEmpty else { throw .unknownIdentifier(handle.identifier) }
        for constraint in list { try setActive(active, for: constraint.id) }
    }

    /// Sets the priority of every constraint with the handle's identifier.
    public mutating func setPriority(_ priority: Priority, for handle: ConstraintHandle) throws(LayoutError) {
        let list = constraints(for: handle)
        guard !list.isEmpty else { throw .unknownIdentifier(handle.identifier) }
        for constraint in list { try setPriority(priority, for: constraint.id) }
    }

    /// Activates the constraints of one handle and deactivates those of another in one call,
    /// the deactivation first (as `NSLayoutConstraint.deactivate(old)` then `activate(new)`), so
    /// the two groups never conflict on the way: `activate(landscape, deactivating: portrait)`.
    /// - Throws: ``LayoutError/unknownIdentifier(_:)`` when a handle has no constraint; nothing
    ///   changes then.
    public mutating func activate(_ group: ConstraintHandle, deactivating other: ConstraintHandle? = nil) throws(LayoutError) {
        let activating = constraints(for: group)
        guard !activating.isEmpty else { throw .unknownIdentifier(group.identifier) }
        let deactivating = other.map { constraints(for: $0) } ?? []
        if let other, deactivating.isEmpty { throw .unknownIdentifier(other.identifier) }
        let kept = Set(activating.map(\.id))
        for constraint in deactivating where !kept.contains(constraint.id) { try setActive(false, for: constraint.id) }
        for constraint in activating { try setActive(true, for: constraint.id) }
    }

    /// Deactivates every constraint with the handle's identifier (they stay in the layout).
    public mutating func deactivate(_ group: ConstraintHandle) throws(LayoutError) {
        try setActive(false, for: group)
    }
}
