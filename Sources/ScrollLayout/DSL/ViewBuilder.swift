/// Builds a list of subviews: views, `if`, `if let`, `switch`, `for … in`, and arrays of views.
@resultBuilder
public enum ViewBuilder {
    /// One view.
    public static func buildExpression(_ view: View) -> [View] { [view] }
    /// Several views (for instance made by `map`).
    public static func buildExpression(_ views: [View]) -> [View] { views }
    /// The statements of a block.
    public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [View]) -> [View] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [View]) -> [View] { part }
    /// A `for … in` loop.
    public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
    /// An `if #available`.
    public static func buildLimitedAvailability(_ part: [View]) -> [View] { part }
}

/// Builds a list of constraints and records, for each, the file, line and column it was written at,
/// so diagnostics point at the user's source.
@resultBuilder
public enum ConstraintBuilder {
    /// A relation (`a.top == b.bottom + 8`), stamped with its source location.
    public static func buildExpression(_ group: ConstraintGroup, file: String = #filePath, line: Int = #line,
                                       column: Int = #column) -> [LayoutConstraint] {
        group.constraints.map { constraint in
            var stamped = constraint
            stamped.origin = .source(file: file, line: line, column: column)
            return stamped
        }
    }
    /// Ready-made constraints (their origins are kept, or stamped when unspecified).
    public static func buildExpression(_ constraints: [LayoutConstraint], file: String = #filePath, line: Int = #line,
                                       column: Int = #column) -> [LayoutConstraint] {
        constraints.map { constraint in
            var stamped = constraint
            if stamped.origin == .unspecified { stamped.origin = .source(file: file, line: line, column: column) }
            return stamped
        }
    }
    /// The statements of a block.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// A `for … in` loop.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if #available`.
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

extension Layout {
    /// A layout declared in Swift: the root's subviews, then the constraints over the views by id.
    ///
    /// ```swift
    /// let page = Layout(name: "Article", screen: .iPhone15) {
    ///     View.scrollView("scroll") {
    ///         View.view("content") {
    ///             View.label("title", width: 120, height: 21)
    ///         }
    ///     }
    /// } constraints: { v in
    ///     v.scroll.edges == v.root.edges
    ///     v.content.edges == v.scroll.contentLayoutGuide.edges
    ///     v.content.width == v.scroll.frameLayoutGuide.width
    ///     v.title.top == v.content.top + 20
    ///     v.title.bottom == v.content.bottom - 20
    /// }
    /// ```
    public init(name: String = "layout", screen: Screen = .iPhone15, direction: LayoutDirection = .leftToRight,
                root: View = View("root"), @ViewBuilder _ subviews: () -> [View],
                @ConstraintBuilder constraints: (Views) -> [LayoutConstraint] = { _ in [] }) {
        var rootView = root
        rootView.subviews += subviews()
        let views = Views(rootID: rootView.id, ids: Set(rootView.allViews.flatMap { [$0.id] + $0.layoutGuides }))
        // `ViewHandle.root` may appear here too (handles and `v.` lookups mix).
        self.init(name: name, screen: screen, root: rootView,
                  constraints: Layout.resolvingRootAlias(in: constraints(views), root: rootView), direction: direction)
    }
}
