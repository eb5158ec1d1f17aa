/// A view declared once and used by name: `let photo = ViewHandle("photo")`, then
/// `View.imageView(photo)` in the tree, `photo.top == scroll.contentLayoutGuide.top` in the
/// constraints and `result[photo].frame` to read the solved frame.
///
/// Scroll views and stack views have their own handles (``ScrollViewHandle``,
/// ``StackViewHandle``), so `contentLayoutGuide` only compiles on a scroll view.
public struct ViewHandle: ViewHandleProtocol, Hashable, CustomStringConvertible {
    /// The view's id.
    public let id: String

    /// A handle for the view with this id (unique in its layout).
    public init(_ id: String) { self.id = id }

    /// The root view of the layout, whatever its id (the layout files' `root`).
    public static let root = ViewHandle(AnchorGrammar.rootAlias)

    /// The id.
    public var description: String { id }
}
