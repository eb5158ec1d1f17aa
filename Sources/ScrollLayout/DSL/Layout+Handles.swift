// A DSL layout whose views are typed handles (`ViewHandle.swift`): the constraints closure
// takes no `Views` argument, because the handles are in scope already.

extension Layout {
    /// A layout declared in Swift with typed handles: the root's subviews, then the
    /// constraints between the handles.
    ///
    /// ```swift
    /// let scroll = ScrollViewHandle("scroll"), content = ViewHandle("content")
    /// let page = Layout(name: "Article") {
    ///     View.scrollView(scroll) { View.view(content) }
    /// } constraints: {
    ///     scroll.edges == ViewHandle.root.edges
    ///     content.edges == scroll.contentLayoutGuide.edges
    ///     content.width == scroll.frameLayoutGuide.width
    ///     content.height == 1200
    /// }
    /// ```
    /// ``ViewHandle/root`` is the root view whatever its id.
    public init(name: String = "layout", screen: Screen = .iPhone15, direction: LayoutDirection = .leftToRight,
                root: View = View("root"), @ViewBuilder _ subviews: () -> [View],
                @ConstraintBuilder constraints: () -> [LayoutConstraint]) {
        var rootView = root
        rootView.subviews += subviews()
        let written = Layout.resolvingRootAlias(in: constraints(), root: rootView)
        self.init(name: name, screen: screen, root: rootView, constraints: written, direction: direction)
    }
}

extension Layout {
    /// The constraints with `ViewHandle.root` (the id `root`) given the root's real id, unless
    /// a view or guide is called `root`.
    static func resolvingRootAlias(in constraints: [LayoutConstraint], root: View) -> [LayoutConstraint] {
        let alias = AnchorGrammar.rootAlias
        let taken = root.allViews.contains { $0.id == alias || $0.layoutGuides.contains(alias) }
        let target = AnchorGrammar.resolvingRootAlias(alias, rootID: root.id, aliasIsTaken: taken)
        guard target != alias else { return constraints }
        return constraints.map { constraint in
            var renamed = constraint
            renamed.first.item = constraint.first.item.renamingOwner(alias, to: target)
            if let second = constraint.second { renamed.second?.item = second.item.renamingOwner(alias, to: target) }
            return renamed
        }
    }
}

extension LayoutItem {
    /// The same item with its view renamed when it is `old` (custom and internal guides are kept).
    func renamingOwner(_ old: String, to new: String) -> LayoutItem {
        switch self {
        case .view(old): return .view(new)
        case .safeArea(old): return .safeArea(new)
        case .layoutMargins(old): return .layoutMargins(new)
        case .contentLayoutGuide(old): return .contentLayoutGuide(new)
        case .frameLayoutGuide(old): return .frameLayoutGuide(new)
        default: return self
        }
    }
}
