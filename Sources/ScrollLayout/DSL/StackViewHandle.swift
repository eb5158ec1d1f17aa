/// A stack view declared once and used by name (see ``ViewHandle``): the stack factories take
/// it, and the engine's stack changes (`addArrangedSubview`, `setStackConfiguration`) accept it.
public struct StackViewHandle: ViewHandleProtocol, Hashable, CustomStringConvertible {
    /// The stack view's id.
    public let id: String

    /// A handle for the stack view with this id (unique in its layout).
    public init(_ id: String) { self.id = id }

    /// The id.
    public var description: String { id }
}
