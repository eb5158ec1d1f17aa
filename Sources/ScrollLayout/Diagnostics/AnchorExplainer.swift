import Cassowary

/// Works out an ``AnchorExplanation`` from a solved engine: the anchor's value, what it rests
/// on, its witnesses when ambiguous, and a content size's chain. Reads the engine only.
struct AnchorExplainer {
    /// The engine explained.
    let engine: LayoutEngine

    /// Explains an anchor's value: see ``AnchorExplanation``.
    /// - Throws: ``LayoutError/unknownItem(_:constraint:)`` when the item is not in the layout.
    func explain(_ anchor: Anchor) throws(LayoutError) -> AnchorExplanation {
        let probe = LayoutConstraint(anchor, .equal, anchor)
        guard engine.tree.contains(anchor.item) else { throw .unknownItem(anchor.item, constraint: probe) }
        if case .contentLayoutGuide(let id) = anchor.item, engine.tree[id]?.view.kind.isScrollView != true {
            throw .notAScrollView(anchor.item, constraint: probe)
        }
        let owner = engine.tree.ownerView(of: anchor.item)
        // Seen from the item itself, a scroll view's edges are its frame. A guide no constraint
        // uses yet is read through its view, at the insets it would have now.
        var interpreter = engine.interpreter
        if case .guide(let guide) = interpreter.resolve(anchor, seenFrom: owner).rect, engine.guideInsets[guide] == nil {
            var insets = engine.guideInsets
            insets[guide] = engine.computedInsets(engine.guideKey(guide))
            interpreter = AnchorInterpreter(tree: engine.tree, variables: engine.variables, direction: engine.base.direction, guideInsets: insets)
        }
        guard let expression = interpreter.expression(of: anchor, seenFrom: owner) else {
            throw .unknownItem(anchor.item, constraint: probe)
        }
        let absolute = engine.value(expression)
        var relative = expression
        if !anchor.attribute.isDimension, let owner, let parent = engine.tree[owner]?.parent, let p = engine.itemVariables(parent) {
            let isContentGuide: Bool
            if case .contentLayoutGuide = anchor.item { isContentGuide = true } else { isContentGuide = false }
            if !isContentGuide { relative = relative - Expression(p.position(anchor.attribute.axis)) }
        }
        let value = engine.value(relative)
        let ambiguity = engine.solver.ambiguity(of: relative)
        let witnesses = ambiguity.map { (LayoutEngine.evaluate(relative, in: $0.low), LayoutEngine.evaluate(relative, in: $0.high)) }
        let constraints = engine.solver.dependencies(of: relative).compactMap(engine.registry.layoutConstraint(of:))
        var chain: [AnchorExplanation.Term] = []
        if case .contentLayoutGuide(let id) = anchor.item, anchor.attribute.isDimension, ambiguity == nil {
            chain = contentChain(of: id, axis: anchor.attribute == .width ? .horizontal : .vertical)
        }
        var explanation = AnchorExplanation(anchor: anchor, value: value, absoluteValue: absolute, isDetermined: ambiguity == nil,
                                            witnesses: witnesses, constraints: constraints, chain: chain)
        if case .contentLayoutGuide(let id) = anchor.item, anchor.attribute.isDimension, ambiguity != nil {
            // Where the chain stops, as the diagnostics found it for this scroll view and axis.
            let rule: LayoutIssue.Rule = anchor.attribute == .width ? .scrollContentWidthAmbiguous : .scrollContentHeightAmbiguous
            if let issue = engine.diagnose().first(where: { $0.rule == rule && $0.items.first == .view(id) }) {
                explanation.chainStop = ["why: " + issue.message] + (issue.fix.map { ["fix: \($0)"] } ?? [])
            }
        }
        return explanation
    }

    /// The terms along the chain from a content guide's start to its end, when one exists; a
    /// container whose size is fixed is opened up to show the chain inside it.
    func contentChain(of id: String, axis: Axis) -> [AnchorExplanation.Term] {
        let graph = ChainGraph(engine: engine, scrollView: id, axis: axis)
        var probe = AmbiguityProbe(engine.solver)
        return chainTerms(graph: graph, from: ChainNode(item: .content, side: .start), to: ChainNode(item: .content, side: .end),
                          probe: &probe, depth: 0) ?? []
    }

    /// The terms of a walk between two nodes, or nil when the walk does not get there.
    func chainTerms(graph: ChainGraph, from start: ChainNode, to end: ChainNode, probe: inout AmbiguityProbe, depth: Int) -> [AnchorExplanation.Term]? {
        var walker = graph
        let reached = walker.reach(from: start, engine: engine, probe: &probe)
        guard reached[end] != nil else { return nil }
        let position: [ChainSide: Double] = [.start: 0, .center: 0.5, .end: 1]
        var terms: [AnchorExplanation.Term] = []
        for (node, step) in reached.path(to: end) {
            if let link = step.link {
                let delta = link.a == step.from ? link.offset : -link.offset
                if abs(delta) > 1e-9, let constraint = ChainGraph.constraint(of: link, in: engine) { terms.append(.init(value: delta, label: "`\(constraint)`")) }
                continue
            }
            guard node.item == step.from.item, case .view(let view) = node.item, let v = engine.itemVariables(view) else { continue }
            // A container from edge to edge: show the chain inside it when there is one.
            if depth < 32, step.from.side == .start, node.side == .end, engine.tree[view]?.children.isEmpty == false {
                var inner = graph
                inner.flexible.insert(node.item)
                if let nested = chainTerms(graph: inner, from: step.from, to: node, probe: &probe, depth: depth + 1) {
                    terms += nested
                    continue
                }
            }
            let size = engine.value(graph.axis == .horizontal ? v.width : v.height)
            let fraction = (position[node.side] ?? 0) - (position[step.from.side] ?? 0)
            // A size read off the document (a label's text, a stored frame) is marked as such.
            let estimated = engine.tree[view]?.view.intrinsicSizeIsEstimated[graph.axis] == true ? ", an estimate from the document" : ""
            terms.append(.init(value: size * fraction, label: "\(view).\(graph.axis == .horizontal ? "width" : "height")" + (abs(fraction) == 1 ? "" : " × \(formatNumber(fraction))") + estimated))
        }
        return terms
    }
}
