/// Which of a view's own guides: the safe area or the layout margins.
public enum GuideKind: String, Hashable, Sendable {
    /// `safeAreaLayoutGuide`.
    case safeArea
    /// `layoutMarginsGuide`.
    case margins
}
