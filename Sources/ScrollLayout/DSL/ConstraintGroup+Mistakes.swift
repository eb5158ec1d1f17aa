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
public func == (lhs: XPosition, rhs: Double) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func <= (lhs: XPosition, rhs: Double) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func >= (lhs: XPosition, rhs: Double) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func == (lhs: YPosition, rhs: Double) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func <= (lhs: YPosition, rhs: Double) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: a position needs a second anchor.
@available(*, unavailable, message: "a position needs a second anchor: write `a.top == b.top + 20`, not `a.top == 20`")
public func >= (lhs: YPosition, rhs: Double) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: compound anchors (edges, horizontalEdges, verticalEdges) only take ==.
@available(*, unavailable, message: "compound anchors (edges, horizontalEdges, verticalEdges) only take ==; write the edges one by one for an inequality")
public func <= <E>(lhs: EdgesExpression<E>, rhs: EdgesExpression<E>) -> ConstraintGroup { ConstraintGroup([]) }
/// Not a constraint: compound anchors (edges, horizontalEdges, verticalEdges) only take ==.
@available(*, unavailable, message: "compound anchors (edges, horizontalEdges, verticalEdges) only take ==; write the edges one by one for an inequality")
public func >= <E>(lhs: EdgesExpression<E>, rhs: EdgesExpression<E>) -> ConstraintGroup { ConstraintGroup([]) }

/// Not a constraint: a size compound with two numbers.
@available(*, unavailable, message: "size takes one number (a square: `size == 24`) or another size; set width and height separately for a rectangle")
public func == (lhs: SizeExpression, rhs: (Double, Double)) -> ConstraintGroup { ConstraintGroup([]) }
