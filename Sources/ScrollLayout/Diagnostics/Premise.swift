/// What must be true of a solved layout for a problem to exist. A rule fires only when its
/// premise holds, and a fix is offered only when, applied and re-solved, the premise no longer
/// holds: the problem is gone, not just the rule quiet.
package enum Premise: Hashable, Sendable {
    /// Part of a view lies outside the area it can be seen in (the screen, a clipping
    /// superview) along an axis, on either side.
    case outsideVisibleArea(view: String, axis: Axis)
    /// Part of one of these views can never be scrolled into view along an axis.
    case unreachable(scrollView: String, views: [String], axis: Axis)
    /// The content of a scroll view can never scroll along an axis while something in it is
    /// pinned to the scroll view's frame there.
    case pinnedToFrame(scrollView: String, axis: Axis)
    /// The content of a scroll view is tied to its frame along an axis and something is
    /// clipped, squashed or unreachable.
    case tiedToFrame(scrollView: String, axis: Axis)
    /// The content of a scroll view follows its frame along an axis and the offsets at its
    /// edges make it longer than the frame.
    case overhang(scrollView: String, axis: Axis)
}
