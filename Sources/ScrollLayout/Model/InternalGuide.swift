/// A guide the engine makes for one of UIKit's rules; UIKit makes the same private
/// `UILayoutGuide`s (`_UIOLAGapGuide`, the alignment spanner) inside a stack view.
public enum InternalGuide: Hashable, Sendable, CustomStringConvertible {
    /// A stack view's alignment spanner: it encloses the arranged views across the axis.
    case stackSpanner(stack: String)
    /// The gap before an arranged view of an equal-spacing or equal-centering stack.
    /// (Boxed: its two names would make every `LayoutItem`, and every anchor of every
    /// constraint, 16 bytes larger; only equal-spacing and equal-centering stacks make it.)
    indirect case stackGap(stack: String, before: String)

    /// The view whose rule made the guide.
    public var owner: String {
        switch self {
        case .stackSpanner(let stack), .stackGap(let stack, _): return stack
        }
    }

    /// `⟨form⟩.spanner`, `⟨form⟩.gap(photo)`: brackets no id can be confused with.
    public var description: String {
        switch self {
        case .stackSpanner(let stack): return "⟨\(stack)⟩.spanner"
        case .stackGap(let stack, let view): return "⟨\(stack)⟩.gap(\(view))"
        }
    }
}
