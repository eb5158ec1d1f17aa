/// A complete layout description: a screen, a view tree whose root fills the screen, and the
/// constraints between the views and their guides.
public struct Layout: Hashable, Sendable {
    /// A name for reports.
    public var name: String
    /// The screen the root view fills.
    public var screen: Screen
    /// The root view (a view controller's view).
    public var root: View
    /// The constraints, in declaration order.
    public var constraints: [LayoutConstraint]
    /// Which side leading is on.
    public var direction: LayoutDirection

    /// A layout.
    public init(name: String = "layout", screen: Screen, root: View, constraints: [LayoutConstraint] = [],
                direction: LayoutDirection = .leftToRight) {
        self.name = name
        self.screen = screen
        self.root = root
        self.constraints = constraints
        self.direction = direction
    }
}
