// Reading views back from the engine by id (the DSL adds the same taking typed handles, in
// `DSL/LayoutEngine+ViewHandles.swift`).

extension LayoutEngine {
    /// The view with this id as the engine has it now (after any changes), or nil.
    public func view(_ id: String) -> View? { tree[id]?.view }

    /// A scroll view's properties as they are now (nil when there is no such scroll view), to
    /// change one and give them back: `config.keyboardHeight = 0; setScrollConfiguration(config, for: scroll)`.
    public func scrollConfiguration(of id: String) -> ScrollViewConfiguration? { view(id)?.scroll }

    /// A stack view's properties as they are now (nil when there is no such stack view).
    public func stackConfiguration(of id: String) -> StackViewConfiguration? { view(id)?.stack }
}
