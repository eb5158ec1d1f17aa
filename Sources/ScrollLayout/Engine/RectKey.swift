/// A rectangle the solver has variables for: what every anchor finally names.
///
/// Several items share one: a scroll view's frame guide is its frame (`.item`), and its content
/// guide, like its own edges seen from inside, is its content (`.content`). Every case holds
/// numbers only, so a resolved anchor is plain data: copying one or letting it go costs nothing.
enum RectKey: Hashable, Sendable {
    /// A view's frame or a custom guide's rectangle, by the tree's number.
    case item(ItemNumber)
    /// A scroll view's content: its origin at offset zero, its size the content size.
    case content(ItemNumber)
    /// A view's safe-area or margins guide.
    case guide(NumberedGuide)
    /// A guide the engine made for a rule.
    case `internal`(NumberedInternalGuide)
    /// An item the tree does not hold: no variables.
    case missing
}

/// A view's safe-area or margins guide, by the view's number (what the engine's tables are
/// kept by; ``GuideKey`` names it for the rules and the generated groups).
struct NumberedGuide: Hashable, Sendable {
    /// The view's number.
    var view: ItemNumber
    /// The guide.
    var kind: GuideKind
}

/// A guide the engine made for a rule (``InternalGuide``), by numbers: its stack view's, and
/// for an equal-spacing gap the number of the arranged view it comes before.
struct NumberedInternalGuide: Hashable, Sendable {
    /// The stack view's number.
    var stack: ItemNumber
    /// The arranged view a gap comes before (nil for the alignment spanner).
    var before: ItemNumber?
}

/// A view's safe-area or margins guide, by the view's id.
struct GuideKey: Hashable, Sendable {
    /// The view.
    var view: String
    /// The guide.
    var kind: GuideKind

    /// The guide as a layout item.
    var item: LayoutItem { kind == .safeArea ? .safeArea(view) : .layoutMargins(view) }
}
