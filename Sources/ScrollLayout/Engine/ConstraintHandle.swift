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
