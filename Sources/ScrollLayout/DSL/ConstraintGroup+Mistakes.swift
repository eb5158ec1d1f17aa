// Mistakes with anchors, turned into readable errors on the line that makes them. Without
// these, a wrong pairing inside a `constraints: { v in … }` builder gives "failed to produce
// diagnostic for expression" at the `Layout(` line; with them the compiler names the
// operator's line and says what is wrong. They can never be called (they are unavailable), so
// their bodies only satisfy the type checker. Scripts/check-compile-failures checks the messages.


/// Not a constraint: a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines).
@available(*, unavailable, message: "a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines)")
public func == (lhs: XPosition, rhs: YPosition) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines).
@available(*, unavailable, message: "a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines)")
public func <= (lhs: XPosition, rhs: YPosition) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines).
@available(*, unavailable, message: "a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines)")
public func >= (lhs: XPosition, rhs: YPosition) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines).
@available(*, unavailable, message: "a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines)")
public func == (lhs: YPosition, rhs: XPosition) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines).
@available(*, unavailable, message: "a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines)")
public func <= (lhs: YPosition, rhs: XPosition) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines).
@available(*, unavailable, message: "a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one (top, bottom, centerY, baselines)")
public func >= (lhs: YPosition, rhs: XPosition) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func == (lhs: XPosition, rhs: Length) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func <= (lhs: XPosition, rhs: Length) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func >= (lhs: XPosition, rhs: Length) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func == (lhs: Length, rhs: XPosition) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func <= (lhs: Length, rhs: XPosition) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func >= (lhs: Length, rhs: XPosition) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func == (lhs: YPosition, rhs: Length) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func <= (lhs: YPosition, rhs: Length) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func >= (lhs: YPosition, rhs: Length) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func == (lhs: Length, rhs: YPosition) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func <= (lhs: Length, rhs: YPosition) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position cannot be related to a size (width, height).
@available(*, unavailable, message: "a position cannot be related to a size (width, height): relate positions to positions and sizes to sizes")
public func >= (lhs: Length, rhs: YPosition) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func == (lhs: XPosition, rhs: some LayoutNumber) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func <= (lhs: XPosition, rhs: some LayoutNumber) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func >= (lhs: XPosition, rhs: some LayoutNumber) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func == (lhs: YPosition, rhs: some LayoutNumber) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func <= (lhs: YPosition, rhs: some LayoutNumber) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func >= (lhs: YPosition, rhs: some LayoutNumber) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a size compound with two numbers.
@available(*, unavailable, message: "size takes one number (a square: `size == 24`), a Size (`size == Size(width: 100, height: 50)`) or another size")
public func == (lhs: SizeExpression, rhs: (Double, Double)) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: two different edge sets.
@available(*, unavailable, message: "both sides must name the same edges: edges with edges, horizontalEdges with horizontalEdges, verticalEdges with verticalEdges")
public func == <E, F>(lhs: EdgesExpression<E>, rhs: EdgesExpression<F>) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a centre compound with an inequality.
@available(*, unavailable, message: "center only takes ==; write centerX and centerY one by one for an inequality")
public func <= (lhs: CenterExpression, rhs: CenterExpression) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a centre compound with an inequality.
@available(*, unavailable, message: "center only takes ==; write centerX and centerY one by one for an inequality")
public func >= (lhs: CenterExpression, rhs: CenterExpression) -> ConstraintGroup { ConstraintGroup([]) }

extension EdgesExpression {
    /// Not an inset: edge-by-edge insets need all four edges.
    @available(*, unavailable, message: "EdgeInsets go with edges (all four); add a number to horizontalEdges or verticalEdges")
    public static func + (lhs: EdgesExpression, rhs: EdgeInsets) -> EdgesExpression { lhs }
    /// Not an inset: edge-by-edge insets need all four edges.
    @available(*, unavailable, message: "DirectionalEdgeInsets go with edges (all four); add a number to horizontalEdges or verticalEdges")
    public static func + (lhs: EdgesExpression, rhs: DirectionalEdgeInsets) -> EdgesExpression { lhs }
}

extension ViewHandle {
    /// Not a guide of a plain view.
    @available(*, unavailable, message: "only a scroll view has a contentLayoutGuide: declare it with ScrollViewHandle")
    public var contentLayoutGuide: ItemReference { ItemReference(.contentLayoutGuide(id)) }
    /// Not a guide of a plain view.
    @available(*, unavailable, message: "only a scroll view has a frameLayoutGuide: declare it with ScrollViewHandle")
    public var frameLayoutGuide: ItemReference { ItemReference(.frameLayoutGuide(id)) }
}

extension View {
    /// Not a scroll view's handle.
    @available(*, unavailable, message: "a scroll view takes a ScrollViewHandle: declare it with ScrollViewHandle(\"…\")")
    public static func scrollView(_ handle: ViewHandle, insetAdjustment: ContentInsetAdjustmentBehavior = .automatic,
                                  @ViewBuilder _ subviews: () -> [View] = { [] }) -> View { View(handle.id) }
    /// Not a stack view's handle.
    @available(*, unavailable, message: "a stack view takes a StackViewHandle: declare it with StackViewHandle(\"…\")")
    public static func vstack(_ handle: ViewHandle, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                              spacing: Double = 0, @ViewBuilder _ arranged: () -> [View]) -> View { View(handle.id) }
    /// Not a stack view's handle.
    @available(*, unavailable, message: "a stack view takes a StackViewHandle: declare it with StackViewHandle(\"…\")")
    public static func hstack(_ handle: ViewHandle, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                              spacing: Double = 0, @ViewBuilder _ arranged: () -> [View]) -> View { View(handle.id) }
}
