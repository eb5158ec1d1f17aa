import Testing
@testable import ScrollLayout

/// Short constraint builders for tests: `c("a", .top, .equal, "b", .bottom, 8)`.
func c(_ first: LayoutItem, _ a: Attribute, _ relation: LayoutRelation = .equal, _ second: LayoutItem? = nil,
       _ b: Attribute? = nil, _ constant: Double = 0, multiplier: Double = 1, priority: Priority = .required) -> LayoutConstraint {
    LayoutConstraint(Anchor(first, a), relation, second.map { Anchor($0, b ?? a) }, multiplier: multiplier,
                     constant: constant, priority: priority)
}

/// `c` with view ids.
func c(_ first: String, _ a: Attribute, _ relation: LayoutRelation = .equal, _ second: String? = nil,
       _ b: Attribute? = nil, _ constant: Double = 0, multiplier: Double = 1, priority: Priority = .required) -> LayoutConstraint {
    c(.view(first), a, relation, second.map { .view($0) }, b, constant, multiplier: multiplier, priority: priority)
}

/// All four edges of `a` equal to those of `b`, with insets (the grammar's `edges` compound).
func edges(_ a: LayoutItem, _ b: LayoutItem, inset: Double = 0) -> [LayoutConstraint] {
    AnchorGrammar.Compound.edges.members.map { attribute, sign in c(a, attribute, .equal, b, attribute, sign * inset) }
}

/// A view with an intrinsic size.
func label(_ id: String, width: Double? = nil, height: Double? = nil) -> View {
    View(id, kind: .label, intrinsicContentSize: IntrinsicSize(width: width, height: height))
}

/// A plain view with subviews.
func plain(_ id: String, _ subviews: [View] = []) -> View {
    View(id, subviews: subviews)
}

/// Rectangles equal within a thousandth of a point.
func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
        && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// Sizes equal within a thousandth of a point.
func close(_ a: Size?, _ b: Size) -> Bool {
    guard let a else { return false }
    return abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// A screen of the given size without insets.
func screen(_ width: Double, _ height: Double, insets: EdgeInsets = .zero) -> Screen {
    Screen(width: width, height: height, safeAreaInsets: insets)
}

/// Builds an engine for a layout that UIKit lays out unambiguously, and expects diagnostics to
/// find no error and no warning in it (notes are fine): the "no false alarms" check that every
/// clean layout of the engine's tests goes through. `expecting` lists the rules of the problems
/// a layout is built to have (a stack squeezed on purpose).
func cleanEngine(_ layout: Layout, expecting: [LayoutIssue.Rule] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutEngine {
    let engine = try LayoutEngine(layout)
    let problems = engine.diagnose().filter { $0.severity != .note }
    #expect(problems.map(\.rule) == expecting, "false alarm: \(problems)", sourceLocation: sourceLocation)
    return engine
}
