/// A name for constraints a layout will change later: set it with `.handle(h)` in the
/// constraints builder, then change them through the engine (`engine.setConstant(400, for: h)`),
/// which updates only what they touch.
///
/// ```swift
/// let imageHeight = ConstraintHandle("imageHeight")
/// let layout = Layout { … } constraints: { v in
///     (v.image.height == 300).handle(imageHeight)
/// }
/// var engine = try LayoutEngine(layout)
/// try engine.setConstant(400, for: imageHeight)
/// ```
public struct ConstraintHandle: Hashable, Sendable, CustomStringConvertible {
    /// The identifier the constraints carry.
    public let identifier: String

    /// A handle (its name becomes the constraints' identifier, shown in diagnostics).
    public init(_ identifier: String) { self.identifier = identifier }

    /// The identifier.
    public var description: String { identifier }
}

extension ConstraintGroup {
    /// The constraints, reachable later through a handle.
    public func handle(_ handle: ConstraintHandle) -> ConstraintGroup { identifier(handle.identifier) }
}

extension LayoutEngine {
    /// The user constraints with a handle's identifier, in declaration order.
    public func constraints(for handle: ConstraintHandle) -> [LayoutConstraint] {
        userOrder.compactMap { constraints[$0]?.spec }.filter { $0.identifier == handle.identifier }
    }

    /// Sets the constant of every constraint with the handle's identifier.
    /// - Throws: ``LayoutError/unknownConstraint(_:)`` when none has it.
    public mutating func setConstant(_ constant: Double, for handle: ConstraintHandle) throws(LayoutError) {
        let list = constraints(for: handle)
        guard !list.isEmpty else { throw .unknownIdentifier(handle.identifier) }
        for constraint in list { try setConstant(constant, for: constraint.id) }
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
}
