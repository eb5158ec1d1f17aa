/// A scroll view declared once and used by name (see ``ViewHandle``); it adds the scroll view's
/// layout guides, and `result[scroll]` reads its `contentSize` and scroll geometry.
public struct ScrollViewHandle: ViewHandleProtocol, Hashable, CustomStringConvertible {
    /// The scroll view's id.
    public let id: String

    /// A handle for the scroll view with this id (unique in its layout).
    public init(_ id: String) { self.id = id }

    /// `contentLayoutGuide`: its rectangle is the content, its size is `contentSize`.
    public var contentLayoutGuide: ItemReference { ItemReference(.contentLayoutGuide(id)) }

    /// `frameLayoutGuide`: its rectangle is the scroll view's frame.
    public var frameLayoutGuide: ItemReference { ItemReference(.frameLayoutGuide(id)) }

    /// The id.
    public var description: String { id }
}
