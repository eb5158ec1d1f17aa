import Testing
import TestSupport
@testable import ScrollLayout

/// UIKitRules.md §7.6: three labels with intrinsic heights 20, 40, 30 and widths 100, 60,
/// 80, hugging 250 and compression resistance 750, in a vertical stack with spacing 8.
@Suite("Stack views: the worked examples")
struct StackViewTests {
    struct Example {
        var distribution: StackDistribution = .fill
        var alignment: StackAlignment = .fill
        var height: Double? = nil
        var hidden: Set<String> = []
        var customSpacing: [String: Double] = [:]
        var marginsRelative = false
        var hugging: [String: Priority] = [:]
        /// The rules of the problems the example has on purpose.
        var expecting: [LayoutIssue.Rule] = []
    }

    func solve(_ example: Example) throws -> LayoutResult {
        let sizes = [("v0", 100.0, 20.0), ("v1", 60.0, 40.0), ("v2", 80.0, 30.0)]
        let views = sizes.map { id, width, height -> View in
            var view = label(id, width: width, height: height)
            view.contentHuggingPriority = AxisPair(horizontal: 250, vertical: example.hugging[id] ?? 250)
            view.isHidden = example.hidden.contains(id)
            return view
        }
        var stack = View("stack", kind: .stackView, subviews: views)
        stack.stack?.axis = .vertical
        stack.stack?.spacing = 8
        stack.stack?.distribution = example.distribution
        stack.stack?.alignment = example.alignment
        stack.stack?.customSpacing = example.customSpacing
        stack.stack?.isLayoutMarginsRelativeArrangement = example.marginsRelative
        var constraints = [c("stack", .top, .equal, "root", .top), c("stack", .leading, .equal, "root", .leading)]
        if let height = example.height { constraints.append(c("stack", .height, .equal, nil, nil, height)) }
        let layout = Layout(screen: screen(400, 800), root: plain("root", [stack]), constraints: constraints)
        return try cleanEngine(layout, expecting: example.expecting).result
    }

    func heights(_ result: LayoutResult) -> [Double] {
        ["v0", "v1", "v2"].map { ((result.frame(of: $0)?.height ?? -1) * 1000).rounded() / 1000 }
    }

    func tops(_ result: LayoutResult) -> [Double] {
        ["v0", "v1", "v2"].map { ((result.frame(of: $0)?.minY ?? -1) * 1000).rounded() / 1000 }
    }

    @Test func example1FillFreeHeight() throws {
        let result = try solve(Example())
        #expect(heights(result) == [20, 40, 30])
        #expect(result.frame(of: "stack")?.height == 106)
        #expect(tops(result) == [0, 28, 76])
    }

    @Test func example2FillExtraSpaceStretchesTheFirst() throws {
        #expect(heights(try solve(Example(height: 150))) == [64, 40, 30])
    }

    @Test func example3LowestHuggingStretches() throws {
        #expect(heights(try solve(Example(height: 150, hugging: ["v2": 200]))) == [20, 40, 74])
    }

    @Test func example4FillDeficitShrinksTheFirst() throws {
        // UIKit gives way by position between equal resistances; the first is crushed to a
        // fifth, which the diagnostics report as the tie it is.
        #expect(heights(try solve(Example(height: 90, expecting: [.ambiguousLayout]))) == [4, 40, 30])
    }

    @Test func example5FillEquallyFree() throws {
        let result = try solve(Example(distribution: .fillEqually))
        #expect(heights(result) == [40, 40, 40])
        #expect(result.frame(of: "stack")?.height == 136)
    }

    @Test func example6FillEquallyPinned() throws {
        #expect(heights(try solve(Example(distribution: .fillEqually, height: 106))) == [30, 30, 30])
    }

    @Test func example7FillProportionallyFree() throws {
        let result = try solve(Example(distribution: .fillProportionally))
        #expect(heights(result) == [20, 40, 30])
        #expect(abs((result.frame(of: "stack")?.height ?? 0) - 106) < 1e-9)
    }

    @Test func example8FillProportionallyPinned() throws {
        #expect(heights(try solve(Example(distribution: .fillProportionally, height: 212))) == [40, 80, 76])
    }

    @Test func example9EqualSpacingPinned() throws {
        let result = try solve(Example(distribution: .equalSpacing, height: 150))
        #expect(heights(result) == [20, 40, 30])
        #expect(tops(result) == [0, 50, 120])
    }

    @Test func example10EqualSpacingFree() throws {
        let result = try solve(Example(distribution: .equalSpacing))
        #expect(result.frame(of: "stack")?.height == 106)
        #expect(tops(result) == [0, 28, 76])
    }

    @Test func example11EqualCenteringPinned() throws {
        let result = try solve(Example(distribution: .equalCentering, height: 200))
        #expect(heights(result) == [20, 40, 30])
        #expect(tops(result) == [0, 77.5, 170])
    }

    @Test func example12HiddenViewCollapses() throws {
        let result = try solve(Example(hidden: ["v1"]))
        #expect(result.frame(of: "stack")?.height == 58)
        #expect(result.frame(of: "v1")?.height == 0)
        #expect(tops(result)[2] == 28)
    }

    @Test func example13CustomSpacing() throws {
        #expect(try solve(Example(customSpacing: ["v0": 20])).frame(of: "stack")?.height == 118)
    }

    @Test func example14CustomSpacingOfAHiddenViewIsUnused() throws {
        #expect(try solve(Example(hidden: ["v0"], customSpacing: ["v0": 20])).frame(of: "stack")?.height == 78)
    }

    @Test func example15CenterAlignment() throws {
        let result = try solve(Example(alignment: .center))
        #expect(result.frame(of: "stack")?.width == 100)
        #expect(close(result.frame(of: "v1"), Rect(x: 20, y: 28, width: 60, height: 40)))
        #expect(close(result.frame(of: "v2"), Rect(x: 10, y: 76, width: 80, height: 30)))
    }

    @Test func example16FillAlignmentTakesTheWidest() throws {
        let result = try solve(Example())
        #expect(["v0", "v1", "v2"].map { result.frame(of: $0)?.width } == [100, 100, 100])
        #expect(result.frame(of: "stack")?.width == 100)
    }

    @Test func example17MarginsRelativeArrangement() throws {
        let result = try solve(Example(marginsRelative: true))
        #expect(result.frame(of: "stack")?.height == 122)
        #expect(result.frame(of: "stack")?.width == 116)
        #expect(close(result.frame(of: "v0"), Rect(x: 8, y: 8, width: 100, height: 20)))
    }

    @Test func example18HorizontalFillProportionally() throws {
        let views = [("a", 160.0), ("b", 80.0), ("c", 40.0)].map { label($0.0, width: $0.1, height: 20) }
        var stack = View("stack", kind: .stackView, subviews: views)
        stack.stack?.distribution = .fillProportionally
        let layout = Layout(screen: screen(400, 400), root: plain("root", [stack]), constraints: [
            c("stack", .top, .equal, "root", .top), c("stack", .leading, .equal, "root", .leading),
            c("stack", .width, .equal, nil, nil, 200),
        ])
        let result = try cleanEngine(layout).result
        let widths = ["a", "b", "c"].map { ((result.frame(of: $0)?.width ?? 0) * 100).rounded() / 100 }
        #expect(widths == [114.29, 57.14, 28.57])
    }

    /// Arranged views with no intrinsic length and no design-time frame (views made in code)
    /// take their natural length from their own size constraints, as UIKit's
    /// `systemLayoutSizeFitting` does: 100, 50 and 50 share a free stack as 1/2, 1/4, 1/4 with
    /// nothing in conflict (falling back to equal lengths made every own height a conflict).
    @Test func fillProportionallyReadsOwnSizeConstraints() throws {
        var stack = View("stack", kind: .stackView, subviews: [plain("a"), plain("b"), plain("c")])
        stack.stack?.axis = .vertical
        stack.stack?.distribution = .fillProportionally
        let layout = Layout(screen: screen(400, 800), root: plain("root", [stack]), constraints: [
            c("stack", .top, .equal, "root", .top), c("stack", .leading, .equal, "root", .leading),
            c("stack", .width, .equal, nil, nil, 200),
            c("a", .height, .equal, nil, nil, 100), c("b", .height, .equal, nil, nil, 50), c("c", .height, .equal, nil, nil, 50),
        ])
        var engine = try cleanEngine(layout)
        #expect(engine.result.frame(of: "stack")?.height == 200)
        func multipliers(_ engine: LayoutEngine) -> [Double] {
            let generated: [LayoutConstraint] = engine.registry.constraints(of: .stack("stack"))
            return generated.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.multiplier)
        }
        let first: [Double] = multipliers(engine)
        #expect(first == [0.5, 0.25, 0.25])
        // A changed own size makes the stack's shares again, as a fresh layout of it would.
        let b = try #require(layout.constraints.first { $0.first.item == .view("b") && $0.first.attribute == .height })
        try engine.setConstant(150, for: b.id)
        let fresh = try LayoutEngine(engine.layout)
        let changed: [Double] = multipliers(engine)
        let rebuilt: [Double] = multipliers(fresh)
        let expected: [Double] = [100.0 / 300, 150.0 / 300, 50.0 / 300]
        #expect(changed == rebuilt)
        #expect(changed == expected)
        #expect(engine.diagnose().filter { $0.severity != .note }.isEmpty)
    }

    /// Other alignments place views across the axis as §7.5 says.
    @Test(arguments: [(StackAlignment.leading, [0.0, 0, 0]), (.trailing, [0, 40, 20])])
    func edgeAlignments(alignment: StackAlignment, xs: [Double]) throws {
        let result = try solve(Example(alignment: alignment))
        #expect(["v0", "v1", "v2"].map { result.frame(of: $0)?.minX ?? -1 } == xs)
        #expect(["v0", "v1", "v2"].map { result.frame(of: $0)?.width ?? -1 } == [100, 60, 80])
    }
}

extension StackViewTests {
    /// Hiding and showing views of fill and fill-equally stacks (in the middle: only the window
    /// between the visible neighbours is regenerated; first or last: the whole stack); after
    /// every change the frames (hidden views' placement in their gap included) equal those of a
    /// fresh engine built from the layout.
    @Test(arguments: [StackDistribution.fill, .fillEqually], [StackAlignment.fill, .center])
    func windowedHidingMatchesAFreshLayout(distribution: StackDistribution, alignment: StackAlignment) throws {
        var engine = try LayoutEngine(labelStack(24, distribution: distribution, alignment: alignment) {
            $0.customSpacing = ["item5": 20, "item11": 3]
        })
        var random = SplitMix64(seed: 42)
        var hidden = Set<String>()
        for step in 0..<120 {
            // Any view, the first and last too (those regenerate the whole stack).
            let id = "item\(random.below(24))"
            let hide = !hidden.contains(id)
            try engine.setHidden(hide, for: id)
            if hide { hidden.insert(id) } else { hidden.remove(id) }
            let fresh = try LayoutEngine(engine.layout)
            let difference = engine.result.largestDifference(from: fresh.result)
            #expect(difference < 1e-6, "step \(step): \(id) hidden \(hide), frames differ by \(difference)")
            if difference >= 1e-6 { return }
        }
    }
}

extension StackViewTests {
    /// A change of a long stack's first visible view re-aligns every arranged view: the engine
    /// then installs everything again in a fresh engine's order instead of replacing the
    /// alignments one by one. Frames, and the broken constraint of a conflict the layout holds
    /// (a width the fill alignment cannot give), equal those of a fresh engine at every step.
    @Test(arguments: [StackAlignment.fill, .leading, .center, .trailing])
    func firstViewChangesOfALongStackMatchAFreshLayout(alignment: StackAlignment) throws {
        var layout = labelStack(60, distribution: .fill, alignment: alignment)
        let impossibleWidth = LayoutConstraint(Anchor(.view("item7"), .width), .equal, nil, constant: 500)
        layout.constraints.append(impossibleWidth)
        var engine = try LayoutEngine(layout)
        #expect(engine.result.conflicts.map(\.broken.id) == [impossibleWidth.id])
        // (view, hidden, whether the first visible view changes)
        let steps = [("item0", true, true), ("item1", true, true), ("item0", false, true), ("item59", true, false),
                     ("item1", false, false), ("item0", true, true)]
        for (id, hide, firstChanges) in steps {
            try engine.setHidden(hide, for: id)
            let fresh = try LayoutEngine(engine.layout)
            let difference = engine.result.largestDifference(from: fresh.result)
            #expect(difference < 1e-6, "\(id) hidden \(hide): frames differ by \(difference)")
            #expect(engine.result.conflicts.map(\.broken.id) == fresh.result.conflicts.map(\.broken.id))
            #expect(engine.solverInvariantViolations.isEmpty)
            // Rebuilt as a fresh engine builds it: the same constraints kept out of the rows as
            // definitions (one by one, re-aligned views' edges ended up in the rows).
            if firstChanges {
                let differing = definitions(engine).symmetricDifference(definitions(fresh))
                #expect(differing.isEmpty, "\(id) hidden \(hide): \(differing.count) differ, e.g. \(differing.sorted().prefix(3))")
            }
        }
        // The first visible view is item1 at the end: it sits at the top, item0 collapsed.
        #expect(engine.result.view("item1")?.frame.minY == 0)
        #expect(engine.result.view("item0")?.frame.size.height == 0)
    }

    /// The same rebuild with layout guides in play: the stack pinned to the root's safe area and
    /// arranging its views inside its own margins. A fresh engine makes a guide's constraints
    /// just before the first constraint that uses it, so the rebuild must too.
    @Test(arguments: [StackAlignment.fill, .center])
    func firstViewChangesWithGuidesMatchAFreshLayout(alignment: StackAlignment) throws {
        let layout = labelStack(40, distribution: .fill, alignment: alignment, pinnedTo: .safeArea("root")) {
            $0.isLayoutMarginsRelativeArrangement = true
        }
        var engine = try LayoutEngine(layout)
        // (view, hidden, whether the first visible view changes: then the solver is rebuilt)
        for (id, hide, firstChanges) in [("item0", true, true), ("item1", true, true), ("item0", false, true), ("item1", false, false)] {
            try engine.setHidden(hide, for: id)
            let fresh = try LayoutEngine(engine.layout)
            #expect(engine.result.largestDifference(from: fresh.result) < 1e-6)
            #expect(engine.solverInvariantViolations.isEmpty)
            if firstChanges {
                let differing = definitions(engine).symmetricDifference(definitions(fresh))
                #expect(differing.isEmpty, "\(id) hidden \(hide): \(differing.count) differ, e.g. \(differing.sorted().prefix(3))")
            }
        }
    }

    /// A vertical stack of `count` labels (intrinsic widths 100–140, heights 20–52) pinned to
    /// the top, leading and trailing edges of `container` (the root unless given).
    func labelStack(_ count: Int, distribution: StackDistribution, alignment: StackAlignment, pinnedTo container: LayoutItem = .view("root"),
                    configure: (inout StackViewConfiguration) -> Void = { _ in }) -> Layout {
        let views = (0..<count).map { index in
            View("item\(index)", kind: .label, intrinsicContentSize: IntrinsicSize(width: 100 + Double(index % 3) * 20, height: 20 + Double(index % 5) * 8))
        }
        var stack = View("stack", kind: .stackView, subviews: views)
        stack.stack?.axis = .vertical
        stack.stack?.spacing = 8
        stack.stack?.distribution = distribution
        stack.stack?.alignment = alignment
        if var configuration = stack.stack {
            configure(&configuration)
            stack.stack = configuration
        }
        let constraints = [Attribute.top, .leading, .trailing].map {
            LayoutConstraint(Anchor(.view("stack"), $0), .equal, Anchor(container, $0))
        }
        return Layout(name: "stack-\(count)", screen: .iPhone15, root: View("root", subviews: [stack]), constraints: constraints)
    }

    /// The constraints an engine's solver keeps as definitions, as text.
    func definitions(_ engine: LayoutEngine) -> Set<String> {
        Set(engine.registry.unorderedEntries.compactMap { entry in
            guard let installed = entry.solverConstraint, engine.solver.definedVariable(of: installed) != nil else { return nil }
            return "\(entry.spec)"
        })
    }
}

extension StackViewTests {
    /// Only a stack's arrangement reads whether a view is hidden: hiding a view no stack
    /// arranges moves nothing (Auto Layout lays hidden views out), hiding a stack view leaves
    /// its own arrangement's constraints as they are, and a stack arranged in another stack
    /// collapses there (every step equal to a fresh engine): the outer stack is 20 + 8 + 30 + 8 + 40 = 106 tall, and 40 with the inner stack
    /// hidden (one visible view, no spacing). The hidden inner stack keeps 8 points: its own
    /// spacing is required, its hiding 999.999, and its labels give way (compression 750).
    @Test func hidingAViewNoStackArrangesMovesNothing() throws {
        var inner = View("inner", kind: .stackView, subviews: [label("a", width: 50, height: 20), label("b", width: 50, height: 30)])
        inner.stack?.axis = .vertical
        inner.stack?.spacing = 8
        var outer = View("outer", kind: .stackView, subviews: [inner, label("c", width: 50, height: 40)])
        outer.stack?.axis = .vertical
        outer.stack?.spacing = 8
        let box = plain("box")
        let constraints = [
            c("outer", .top, .equal, "root", .top), c("outer", .leading, .equal, "root", .leading),
            c("box", .top, .equal, "outer", .bottom, 10), c("box", .leading, .equal, "root", .leading),
            c("box", .width, .equal, nil, nil, 30), c("box", .height, .equal, nil, nil, 30),
        ]
        var engine = try LayoutEngine(Layout(screen: screen(400, 800), root: plain("root", [outer, box]), constraints: constraints))
        let shown = engine.result
        #expect(shown.frame(of: "outer")?.height == 106)

        try engine.setHidden(true, for: "box")
        #expect(engine.result.largestDifference(from: shown) == 0)
        #expect(engine.result.views.first { $0.id == "box" }?.isHidden == true)
        try engine.setHidden(true, for: "box")  // no change: nothing to do
        try engine.setHidden(false, for: "box")
        #expect(engine.result.largestDifference(from: shown) == 0)

        try engine.setHidden(true, for: "inner")
        let collapsed = engine.result
        #expect(collapsed.frame(of: "outer")?.height == 40)
        #expect(collapsed.frame(of: "inner")?.height == 8)
        #expect(collapsed.frame(of: "box")?.minY == 50)
        let fresh = try LayoutEngine(engine.layout)
        #expect(collapsed.largestDifference(from: fresh.result) < 1e-9)
        try engine.setHidden(false, for: "inner")
        #expect(engine.result.largestDifference(from: shown) < 1e-9)
        #expect(engine.solverInvariantViolations.isEmpty)
    }
}
