import Cassowary

// The diagnostics pass over a solved layout.
//
// Rules run in a fixed order, each over the views in depth-first order, so the output is
// deterministic. Ambiguity is decided by the solver (two equally good solutions exist), never by
// counting constraints. Once a freedom is reported (a scroll view's content height, a view's
// height), a copy of the solver gets it pinned at its current value, so what follows from it is
// not reported again: one free content height gives one issue, not one per view below it.

/// One diagnostics run: the engine, its result, and a solver with reported freedoms pinned.
///
/// A class: one run is made, run once and read, never copied; as a struct of 3.4 KB (the
/// engine, three solvers, the result), every call of one of its non-mutating helpers from a
/// mutating rule copied the whole of it and retained every array inside, ten times per view on
/// each axis (a tenth of a 10 000-view `check`'s instructions in `memcpy` alone).
final class Diagnosis {
    /// The engine, read only.
    let engine: LayoutEngine
    /// What anchors mean (the engine's own interpreter).
    let interpreter: AnchorInterpreter
    /// The solved result.
    let result: LayoutResult
    /// The user's constraints in declaration order, found once: rules scan them per view.
    /// Read in place from the registry, one entry at a time.
    let userEntries: UserEntries
    /// The solver with every freedom already reported pinned at its current value.
    var pinned: Solver
    /// Fast ambiguity questions about `pinned`.
    var probe: AmbiguityProbe
    /// Fast ambiguity questions about the engine's own solution.
    var engineProbe: AmbiguityProbe
    /// The issues found so far.
    var issues: [LayoutIssue] = []
    /// Views whose size on an axis an issue already explains.
    var explainedSizes: Set<ViewAxis> = []
    /// Subtrees whose layout along an axis an issue already explains (content pinned to a
    /// scroll view's frame stretches or squeezes everything inside it): no freedom inside them
    /// along that axis is reported again.
    var explainedSubtrees: Set<ViewAxis> = []

    /// True when a view lies in a subtree whose layout along the axis an issue explains.
    func isExplained(_ id: String, axis: Axis) -> Bool {
        guard !explainedSubtrees.isEmpty else { return false }
        return ([id] + engine.tree.ancestors(of: id)).contains { explainedSubtrees.contains(ViewAxis(view: $0, axis: axis)) }
    }
    /// Each view's position in depth-first order.
    let orderIndex: [String: Int]
    /// The constraints of every tie already reported: a later freedom that rests on the same
    /// tie is the same issue.
    var reportedTies = Set<LayoutConstraint.ID>()
    /// Every chain graph's links (read in one pass, on first use).
    var chainLinks: [ChainGraph.Key: [ChainLink]]? = nil
    /// The chain graphs built so far: several rules walk the same scroll view's graph, and
    /// numbering its items again for each was a tenth of `check`.
    var chainGraphs: [ChainGraph.Key: ChainGraph] = [:]
    /// For each scroll view asked about, whether the constraints use its content rectangle.
    var contentUse: [String: Bool] = [:]
    /// The holding required equalities of two positions at multiplier 1, resolved, filed under
    /// each view they name, in declaration order (found in one pass on first use: the frame
    /// pins of every subview of every scroll view are asked for, and each question scanned
    /// every user constraint).
    var positionEqualities: [String: [PositionEquality]]? = nil
    /// For each scroll view and axis asked about, whether its content size rests on what its
    /// frame's size rests on (``isTiedToFrame(_:axis:)``).
    var tiedToFrame: [ViewAxis: Bool] = [:]
    /// For each scroll view and axis asked about, its content's overhang (nil: none), found by
    /// ``ContentOverhangRule/overhang(_:axis:_:)``.
    var overhangs: [ViewAxis: ContentOverhangRule.Overhang?] = [:]

    /// A holding required equality of two positions, with its resolved sides.
    struct PositionEquality {
        /// The constraint.
        var spec: LayoutConstraint
        /// Its first side, resolved.
        var first: ResolvedAnchor
        /// Its second side, resolved.
        var second: ResolvedAnchor
    }

    /// A view and an axis.
    struct ViewAxis: Hashable {
        var view: String
        var axis: Axis
    }

    init(engine: LayoutEngine) {
        // Every copy a rule changes to probe keeps the conflicts the layout reported.
        var engine = engine
        engine.reusesRefusals = true
        self.engine = engine
        self.interpreter = engine.interpreter
        var probe = AmbiguityProbe(engine.solver)
        // The diagnosis asks about every view: decided in one pass over the tableau.
        probe.decideAll()
        self.result = engine.result { probe.isDetermined($0) }
        self.userEntries = engine.registry.userEntriesInPlace
        self.pinned = engine.solver
        self.probe = probe
        self.engineProbe = probe
        var index: [String: Int] = [:]
        index.reserveCapacity(engine.tree.order.count)
        for (position, id) in engine.tree.order.enumerated() { index[id] = position }
        self.orderIndex = index
    }

    /// Runs every rule.
    func run() {
        checkConflicts()
        for scroll in result.scrollViews { checkScrollContent(scroll) }
        // Before the per-view rules: what a frame-pinned content squeezes is explained by it.
        PinnedToFrameRule().run(in: self)
        ContentOverhangRule().run(in: self)
        for scroll in result.scrollViews { checkScrollPitfalls(scroll) }
        UnreachableContentRule().run(in: self)
        OutsideVisibleAreaRule().run(in: self)
        checkStacks()
        checkAmbiguousViews()
        checkUnsatisfiedOptionals()
        checkDuplicates()
        checkSolverHealth()
    }

    /// Whether a problem's premise holds in this layout (see ``Premise``).
    func holds(_ premise: Premise) -> Bool {
        switch premise {
        case .outsideVisibleArea(let view, let axis): return OutsideVisibleAreaRule.holds(view: view, axis: axis, in: self)
        case .unreachable(let scrollView, let views, let axis): return UnreachableContentRule.holds(scrollView: scrollView, views: views, axis: axis, in: self)
        case .pinnedToFrame(let scrollView, let axis): return PinnedToFrameRule.holds(scrollView: scrollView, axis: axis, in: self)
        case .tiedToFrame(let scrollView, let axis): return tiedToFrameHolds(scrollView: scrollView, axis: axis)
        case .overhang(let scrollView, let axis): return ContentOverhangRule.holds(scrollView: scrollView, axis: axis, in: self)
        }
    }

    // MARK: Helpers

    /// The chain graph of a scroll view's content on one axis (built once per diagnosis).
    func chainGraph(_ scrollView: String, _ axis: Axis) -> ChainGraph {
        let key = ChainGraph.Key(scrollView: scrollView, axis: axis)
        if let built = chainGraphs[key] { return built }
        if chainLinks == nil { chainLinks = ChainGraph.links(engine: engine) }
        let graph = ChainGraph(scrollView: scrollView, axis: axis, links: chainLinks?[key] ?? [])
        chainGraphs[key] = graph
        return graph
    }

    /// Adds `expression == its current value` to the pinned solver.
    func pin(_ expression: Expression) {
        let value = LayoutEngine.evaluate(expression, in: pinned)
        // The probe holds a copy of `pinned`: let go of it first, so the add changes the
        // tableau's arrays in place rather than copying all of them (once per reported freedom).
        probe = AmbiguityProbe(Solver())
        try? pinned.add(Cassowary.Constraint(expression - value, .equal))
        probe = AmbiguityProbe(pinned)
    }

    /// A constraint as `text` with its origin, for details.
    func describe(_ constraint: LayoutConstraint) -> String {
        var text = "`\(constraint)`"
        if let identifier = constraint.identifier { text += " '\(identifier)'" }
        if constraint.origin != .unspecified { text += " (\(constraint.origin))" }
        return text
    }

    /// The origin to point at: the first place someone wrote (a Swift line, a layout-file
    /// line, an Interface Builder object), else the first rule that generated one.
    func firstOrigin(_ origins: [ConstraintOrigin]) -> ConstraintOrigin {
        origins.first { origin in
            switch origin {
            case .source, .layoutFile, .interfaceBuilder: return true
            case .generated, .unspecified: return false
            }
        } ?? origins.first { $0 != .unspecified } ?? .unspecified
    }

    /// Where a view was declared.
    func origin(ofView id: String) -> ConstraintOrigin { engine.tree[id]?.view.origin ?? .unspecified }

    /// The variables of a view.
    func variables(_ id: String) -> ItemVariables? { engine.itemVariables(id) }

    /// A view's size variable along an axis.
    func sizeVariable(_ id: String, _ axis: Axis) -> Variable? { engine.itemVariables(id)?.size(axis) }

    /// A view's position variable along an axis.
    func positionVariable(_ id: String, _ axis: Axis) -> Variable? { engine.itemVariables(id)?.position(axis) }

    /// The solver constraints' layout constraints.
    func layoutConstraints(_ list: [Cassowary.Constraint]) -> [LayoutConstraint] {
        list.compactMap(engine.registry.layoutConstraint(of:))
    }

    /// True for a constraint the user wrote (not one an importer derived, such as a table's rows).
    func isUser(_ constraint: LayoutConstraint) -> Bool { engine.registry[constraint.id]?.isUser == true && !constraint.origin.isGenerated }

    /// How far a constraint is from holding in the solution (0 when it holds).
    func violation(of id: LayoutConstraint.ID) -> Double? {
        guard let entry = engine.registry[id], let installed = entry.solverConstraint else { return nil }
        let difference = LayoutEngine.evaluate(installed.expression, in: engine.solver)
        switch installed.relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    /// The solved value of one side of a constraint, in root coordinates.
    func number(_ anchor: Anchor, seenFrom viewer: String?) -> Double? {
        interpreter.expression(of: anchor, seenFrom: viewer).map(engine.value)
    }

    /// The attribute names of an axis: start, end and size.
    static func names(_ axis: Axis, direction: LayoutDirection) -> (start: Attribute, end: Attribute, size: Attribute) {
        if axis == .vertical { return (.top, .bottom, .height) }
        return direction == .leftToRight ? (.leading, .trailing, .width) : (.left, .right, .width)
    }

    /// "height" or "width".
    static func dimensionName(_ axis: Axis) -> String { axis == .vertical ? "height" : "width" }

    /// The smallest spread, in points, between two witnesses of a tie that is worth reporting:
    /// a tie that can move a frame by less is invisible, and usually rests on a size estimated
    /// from a stored frame to within a point.
    static let visibleTieSpread = 1.0

    /// The largest miss of a broken constraint that is rounding, not a conflict: stored
    /// multipliers have three decimals, and a chain of them misses its design by hundredths.
    static let roundingMiss = 0.1

    /// A placeholder size for a view with none: a label's line, a row, a column.
    func placeholderSize(for id: String, axis: Axis) -> Double {
        if axis == .horizontal { return 100 }
        return engine.tree[id]?.view.kind == .label ? 21 : 44
    }
}
