/// A rectangle the solver has variables for: what every anchor finally names.
///
/// Several items share one: a scroll view's frame guide is its frame (`.item`), and its content
/// guide, like its own edges seen from inside, is its content (`.content`).
enum RectKey: Hashable, Sendable {
    /// A view's frame or a custom guide's rectangle, by the tree's number.
    case item(ItemNumber)
    /// A scroll view's content: its origin at offset zero, its size the content size.
    case content(ItemNumber)
    /// A view's safe-area or margins guide.
    case guide(GuideKey)
    /// A guide the engine made for a rule.
    case `internal`(InternalGuide)
    /// An item the tree does not hold: no variables.
    case missing
}

/// A view's safe-area or margins guide.
struct GuideKey: Hashable, Sendable {
    /// The view.
    var view: String
    /// The guide.
    var kind: GuideKind

    /// The guide as a layout item.
    var item: LayoutItem { kind == .safeArea ? .safeArea(view) : .layoutMargins(view) }
}
