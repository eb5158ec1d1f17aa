import Cassowary

/// Why an anchor has its value: the number, whether the constraints determine it, the
/// constraints it rests on (with their origins), two witnesses when it is ambiguous and, for a
/// scroll view's content size, the arithmetic along the chain that makes it.
public struct AnchorExplanation: Sendable {
    /// One term of a chain sum: a constant of a constraint or a size that is fixed.
    public struct Term: Sendable, Hashable {
        /// The amount.
        public var value: Double
        /// What it is: `title.height`, `` `image.top == title.bottom + 16` ``.
        public var label: String
    }

    /// The anchor explained.
    public var anchor: Anchor
    /// Its value: positions relative to the superview's bounds origin (a scroll view's content
    /// origin for its subviews), sizes as they are.
    public var value: Double
    /// The same position in root coordinates (sizes: the size).
    public var absoluteValue: Double
    /// False when two equally good solutions give it different values.
    public var isDetermined: Bool
    /// Two values it could take, when it is not determined.
    public var witnesses: (low: Double, high: Double)?
    /// The constraints its value rests on, in the order they were added.
    public var constraints: [LayoutConstraint]
    /// For a content guide's size: the terms along the chain from one edge to the other.
    public var chain: [Term]
    /// For a content guide's size that is not determined: where the chain stops and what
    /// would close it, as `check` says it (the message, then the fix).
    public var chainStop: [String] = []

    /// Lines for people.
    public var lines: [String] {
        var result = ["\(anchor) = \(formatNumber(value))" + (value != absoluteValue ? " (\(formatNumber(absoluteValue)) in root coordinates)" : "")]
        if let witnesses {
            result.append("not determined: it could be \(formatNumber(witnesses.low)) or \(formatNumber(witnesses.high)), both satisfying every constraint equally well")
        }
        if !chain.isEmpty {
            result.append("= " + chain.map { "\(formatNumber($0.value)) (\($0.label))" }.joined(separator: " + "))
        }
        result += chainStop
        if !constraints.isEmpty {
            result.append("rests on:")
            for constraint in constraints {
                var line = "  \(constraint)"
                if let identifier = constraint.identifier { line += " '\(identifier)'" }
                if constraint.origin != .unspecified { line += "  (\(constraint.origin))" }
                result.append(line)
            }
        }
        return result
    }
}

extension LayoutEngine {
    /// Explains an anchor's value: see ``AnchorExplanation``.
    /// - Throws: ``LayoutError/unknownItem(_:constraint:)`` when the item is not in the layout.
    public func explain(_ anchor: Anchor) throws(LayoutError) -> AnchorExplanation {
        let probe = LayoutConstraint(anchor, .equal, anchor)
        guard tree.contains(anchor.item) else { throw .unknownItem(anchor.item, constraint: probe) }
        if case .contentLayoutGuide(let id) = anchor.item, tree[id]?.view.kind.isScrollView != true {
            throw .notAScrollView(anchor.item, constraint: probe)
        }
        let owner = tree.ownerView(of: anchor.item)
        // Seen from the item itself, a scroll view's edges are its frame. A guide no constraint
        // uses yet is read through its view, at the insets it would have now.
        var interpreter = self.interpreter
        if case .guide(let key) = interpreter.resolve(anchor, seenFrom: owner).rect, guideInsets[key] == nil {
            var insets = guideInsets
            insets[key] = computedInsets(key)
            interpreter = AnchorInterpreter(tree: tree, variables: variables, direction: base.direction, guideInsets: insets)
        }
        guard let expression = interpreter.expression(of: anchor, seenFrom: owner) else {
            throw .unknownItem(anchor.item, constraint: probe)
        }
        let absolute = value(expression)
        var relative = expression
        if !anchor.attribute.isDimension, let owner, let parent = tree[owner]?.parent, let p = itemVariables(parent) {
            let isContentGuide: Bool
            if case .contentLayoutGuide = anchor.item { isContentGuide = true } else { isContentGuide = false }
            if !isContentGuide { relative = relative - Expression(p.position(anchor.attribute.axis)) }
        }
        let value = self.value(relative)
        let ambiguity = solver.ambiguity(of: relative)
        let witnesses = ambiguity.map { (LayoutEngine.evaluate(relative, in: $0.low), LayoutEngine.evaluate(relative, in: $0.high)) }
        let constraints = solver.dependencies(of: relative).compactMap(registry.layoutConstraint(of:))
        var chain: [AnchorExplanation.Term] = []
        if case .contentLayoutGuide(let id) = anchor.item, anchor.attribute.isDimension, ambiguity == nil {
            chain = contentChain(of: id, axis: anchor.attribute == .width ? .horizontal : .vertical)
        }
        var explanation = AnchorExplanation(anchor: anchor, value: value, absoluteValue: absolute, isDetermined: ambiguity == nil,
                                            witnesses: witnesses, constraints: constraints, chain: chain)
        if case .contentLayoutGuide(let id) = anchor.item, anchor.attribute.isDimension, ambiguity != nil {
            // Where the chain stops, as the diagnostics found it for this scroll view and axis.
            let rule: LayoutIssue.Rule = anchor.attribute == .width ? .scrollContentWidthAmbiguous : .scrollContentHeightAmbiguous
            if let issue = diagnose().first(where: { $0.rule == rule && $0.items.first == .view(id) }) {
                explanation.chainStop = ["why: " + issue.message] + (issue.fix.map { ["fix: \($0)"] } ?? [])
            }
        }
        return explanation
    }

    /// The terms along the chain from a content guide's start to its end, when one exists; a
    /// container whose size is fixed is opened up to show the chain inside it.
    func contentChain(of id: String, axis: Axis) -> [AnchorExplanation.Term] {
        let graph = ChainGraph(engine: self, scrollView: id, axis: axis)
        var probe = AmbiguityProbe(solver)
        return chainTerms(graph: graph, from: ChainNode(item: .content, side: .start), to: ChainNode(item: .content, side: .end),
                          probe: &probe, depth: 0) ?? []
    }

    /// The terms of a walk between two nodes, or nil when the walk does not get there.
    func chainTerms(graph: ChainGraph, from start: ChainNode, to end: ChainNode, probe: inout AmbiguityProbe, depth: Int) -> [AnchorExplanation.Term]? {
        var walker = graph
        let reached = walker.reach(from: start, engine: self, probe: &probe)
        guard reached[end] != nil else { return nil }
        let position: [ChainSide: Double] = [.start: 0, .center: 0.5, .end: 1]
        var terms: [AnchorExplanation.Term] = []
        for (node, step) in reached.path(to: end) {
            if let link = step.link {
                let delta = link.a == step.from ? link.offset : -link.offset
                if abs(delta) > 1e-9, let constraint = ChainGraph.constraint(of: link, in: self) { terms.append(.init(value: delta, label: "`\(constraint)`")) }
                continue
            }
            guard node.item == step.from.item, case .view(let view) = node.item, let v = itemVariables(view) else { continue }
            // A container from edge to edge: show the chain inside it when there is one.
            if depth < 32, step.from.side == .start, node.side == .end, tree[view]?.children.isEmpty == false {
                var inner = graph
                inner.flexible.insert(node.item)
                if let nested = chainTerms(graph: inner, from: step.from, to: node, probe: &probe, depth: depth + 1) {
                    terms += nested
                    continue
                }
            }
            let size = value(graph.axis == .horizontal ? v.width : v.height)
            let fraction = (position[node.side] ?? 0) - (position[step.from.side] ?? 0)
            // A size read off the document (a label's text, a stored frame) is marked as such.
            let estimated = tree[view]?.view.intrinsicSizeIsEstimated[graph.axis] == true ? ", an estimate from the document" : ""
            terms.append(.init(value: size * fraction, label: "\(view).\(graph.axis == .horizontal ? "width" : "height")" + (abs(fraction) == 1 ? "" : " × \(formatNumber(fraction))") + estimated))
        }
        return terms
    }
}
