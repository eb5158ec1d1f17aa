/// The rule that generated a group of constraints: the unit the engine regenerates and diffs
/// when something changes.
enum GeneratedGroup: Hashable, Sendable {
    /// The root view fills the screen.
    case screen
    /// An autoresizing view keeps its frame.
    case frame(String)
    /// A view's intrinsic size: hugging and compression resistance.
    case intrinsic(String)
    /// A scroll view's content size: not negative, and a manual size if set.
    case scrollContent(String)
    /// A guide's rectangle inside its view.
    case guide(GuideKey)
    /// A stack view's stack-wide constraints.
    case stack(String)
    /// The constraints of one arranged view of a stack (stack id, view id).
    case stackItem(String, String)

    /// The view whose removal ends the group (nil for the screen).
    func owner(removing gone: Set<String>) -> String? {
        switch self {
        case .frame(let id), .intrinsic(let id), .scrollContent(let id), .stack(let id): return id
        case .stackItem(let stack, let view): return gone.contains(view) ? view : stack
        case .guide(let key): return key.view
        case .screen: return nil
        }
    }
}
