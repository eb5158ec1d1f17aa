import Cassowary
import Testing
@testable import ScrollLayout

/// The "drawer" pattern: a vertical stack pinned to a scroll view's content guide, as
/// wide as the frame guide; the arranged views decide the content size.
@Suite("Stack views in scroll views")
struct StackInScrollViewTests {
    static let heights: [Double] = [120, 44, 300, 60, 88]

    func drawerLayout(distribution: StackDistribution, marginsRelative: Bool = false, spacing: Double = 10) -> Layout {
        let views = Self.heights.enumerated().map { index, height in
            View("item\(index)", kind: .imageView, intrinsicContentSize: IntrinsicSize(height: height))
        }
        var stack = View("stack", kind: .stackView, subviews: views)
        stack.stack?.axis = .vertical
        stack.stack?.spacing = spacing
        stack.stack?.distribution = distribution
        stack.stack?.isLayoutMarginsRelativeArrangement = marginsRelative
        stack.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 20, right: 16)
        stack.insetsLayoutMarginsFromSafeArea = false
        var scroll = View("scroll", kind: .scrollView, subviews: [stack])
        scroll.scroll?.contentInsetAdjustmentBehavior = .never
        return Layout(screen: .iPhone15, root: plain("root", [scroll]), constraints:
            edges(.view("scroll"), .view("root")) + edges(.view("stack"), .contentLayoutGuide("scroll"))
            + [c(.view("stack"), .width, .equal, .frameLayoutGuide("scroll"), .width)])
    }

    /// contentSize.height = Σ heights + spacings (+ margins), for every distribution that keeps
    /// the natural heights when the stack's height is free.
    @Test(arguments: [StackDistribution.fill, .fillProportionally, .equalSpacing], [false, true])
    func contentHeightIsTheSum(distribution: StackDistribution, marginsRelative: Bool) throws {
        let result = try cleanEngine(drawerLayout(distribution: distribution, marginsRelative: marginsRelative)).result
        let margins = marginsRelative ? 32.0 : 0
        let expected = Self.heights.reduce(0, +) + 4 * 10 + margins
        let size = try #require(result.scrollView("scroll")?.contentSize)
        #expect(abs(size.height - expected) < 1e-6)
        #expect(size.width == 393)
    }

    /// fillEqually: every view as tall as the tallest (compression resistance), so 5 × 300.
    @Test func fillEquallyContentHeight() throws {
        let result = try cleanEngine(drawerLayout(distribution: .fillEqually)).result
        #expect(abs((result.scrollView("scroll")?.contentSize.height ?? 0) - (5 * 300 + 40)) < 1e-6)
    }

    /// equalCentering: equal distances between centres, at least `spacing` between edges, as
    /// small as possible: the widest pair (300 and 60) sets the distance, 190; the content is
    /// 60 + 4 × 190 + 44 = 864 tall.
    @Test func equalCenteringContentHeight() throws {
        let result = try cleanEngine(drawerLayout(distribution: .equalCentering)).result
        #expect(abs((result.scrollView("scroll")?.contentSize.height ?? 0) - 864) < 1e-6)
    }

    /// A margins-relative stack at the top of `.never` content overlaps the status bar, so its
    /// safe area (and, with `insetsLayoutMarginsFromSafeArea`, its margins) grows by 59 there.
    @Test func marginsFollowTheSafeAreaInsideNeverContent() throws {
        var layout = drawerLayout(distribution: .fill, marginsRelative: true)
        layout.root.subviews[0].subviews[0].insetsLayoutMarginsFromSafeArea = true
        let result = try cleanEngine(layout).result
        let expected = Self.heights.reduce(0, +) + 40 + 32 + 59
        #expect(abs((result.scrollView("scroll")?.contentSize.height ?? 0) - expected) < 1e-6)
    }

    /// Hiding a view shrinks the content by exactly its height plus one spacing; showing it
    /// restores both.
    @Test(arguments: [StackDistribution.fill, .equalSpacing, .fillProportionally])
    func hidingShrinksByHeightPlusSpacing(distribution: StackDistribution) throws {
        var engine = try cleanEngine(drawerLayout(distribution: distribution))
        let before = try #require(engine.result.scrollView("scroll")?.contentSize.height)
        try engine.setHidden(true, for: "item2")
        let hidden = try #require(engine.result.scrollView("scroll")?.contentSize.height)
        #expect(abs(before - hidden - (300 + 10)) < 1e-6)
        try engine.setHidden(false, for: "item2")
        #expect(abs((engine.result.scrollView("scroll")?.contentSize.height ?? 0) - before) < 1e-6)
    }

    /// A hide and a show come to a few solver operations (the links below the view re-attached,
    /// its hiding constraints added and removed), nothing rebuilt; replayed on a fresh solver
    /// holding the engine's constraints, they give the heights and positions the engine gives.
    @Test func hideAndShowAreAFewSolverOperations() throws {
        var engine = try cleanEngine(drawerLayout(distribution: .fill))
        var solver = Cassowary.Solver()
        for constraint in engine.solverConstraintsInInstallOrder { try solver.add(constraint) }
        func expectSameValues(_ state: String) {
            for index in Self.heights.indices {
                guard let rectangle = engine.itemVariables("item\(index)") else { Issue.record("item\(index) has no variables"); continue }
                #expect(abs(solver.value(of: rectangle.height) - engine.value(rectangle.height)) < 1e-9, "\(state) item\(index)")
                #expect(abs(solver.value(of: rectangle.y) - engine.value(rectangle.y)) < 1e-9, "\(state) item\(index)")
            }
        }
        let hiding = try engine.solverOperations { engine in try engine.setHidden(true, for: "item2") }
        solver.replay(hiding)
        expectSameValues("hidden")
        #expect(engine.value(try #require(engine.itemVariables("item2")).height) == 0)
        let showing = try engine.solverOperations { engine in try engine.setHidden(false, for: "item2") }
        solver.replay(showing)
        expectSameValues("shown")
        for operations in [hiding, showing] {
            #expect(!operations.isEmpty && operations.count <= 8)
            for operation in operations {
                if case .removeAll = operation { Issue.record("a toggle rebuilt the solver") }
            }
        }
    }

    /// Changing spacing, inserting and removing arranged views touch only the stack's own
    /// constraints: every other constraint keeps its identity.
    @Test func changesTouchOnlyTheStack() throws {
        var engine = try cleanEngine(drawerLayout(distribution: .fill))
        let others = Set(engine.allConstraints.filter { !$0.origin.description.hasPrefix("stack(") }.map(\.id))
        var configuration = try #require(engine.layout.root.allViews.first { $0.id == "stack" }?.stack)
        configuration.spacing = 20
        try engine.setStackConfiguration(configuration, for: "stack")
        #expect(engine.result.scrollView("scroll")?.contentSize.height == Self.heights.reduce(0, +) + 80)
        try engine.addArrangedSubview(View("banner", kind: .imageView, intrinsicContentSize: IntrinsicSize(height: 50)), to: "stack", at: 1)
        #expect(engine.result.scrollView("scroll")?.contentSize.height == Self.heights.reduce(0, +) + 50 + 100)
        #expect(engine.result.frame(of: "banner")?.minY == 140)
        try engine.removeArrangedSubview("banner", from: "stack")
        #expect(engine.result.scrollView("scroll")?.contentSize.height == Self.heights.reduce(0, +) + 80)
        try engine.removeView("banner")
        let after = Set(engine.allConstraints.filter { !$0.origin.description.hasPrefix("stack(") }.map(\.id))
        #expect(others.isSubset(of: after))
        #expect(engine.result.view("banner") == nil)
    }

    /// Fill under pressure (§7.4): the lowest compression resistance shrinks first, then the
    /// next; with room to spare the lowest hugging stretches; ties go to the lowest index.
    @Test func fillUnderPressure() throws {
        func solve(height: Double, resistance: [Priority], hugging: [Priority], expecting: [LayoutIssue.Rule] = []) throws -> [Double] {
            let views = (0..<3).map { index -> View in
                var view = View("v\(index)", kind: .label, intrinsicContentSize: IntrinsicSize(width: 50, height: 100))
                view.compressionResistancePriority.vertical = resistance[index]
                view.contentHuggingPriority.vertical = hugging[index]
                return view
            }
            var stack = View("stack", kind: .stackView, subviews: views)
            stack.stack?.axis = .vertical
            let layout = Layout(screen: screen(300, 600), root: plain("root", [stack]), constraints: [
                c("stack", .top, .equal, "root", .top), c("stack", .leading, .equal, "root", .leading),
                c("stack", .height, .equal, nil, nil, height),
            ])
            let result = try cleanEngine(layout, expecting: expecting).result
            return (0..<3).map { ((result.frame(of: "v\($0)")?.height ?? -1) * 1000).rounded() / 1000 }
        }
        // 60 too little: v1 (lowest resistance) gives it all.
        #expect(try solve(height: 240, resistance: [750, 700, 740], hugging: [250, 250, 250]) == [100, 40, 100])
        // 160 too little: v1 goes to 0, then v2 (next lowest) gives the other 60.
        #expect(try solve(height: 140, resistance: [750, 700, 740], hugging: [250, 250, 250]) == [100, 0, 40])
        // Equal resistance: the first shrinks first.
        #expect(try solve(height: 240, resistance: [750, 750, 750], hugging: [250, 250, 250], expecting: [.ambiguousLayout]) == [40, 100, 100])
        // Room to spare: the lowest hugging stretches; ties: the first.
        #expect(try solve(height: 330, resistance: [750, 750, 750], hugging: [251, 251, 200]) == [100, 100, 130])
        #expect(try solve(height: 330, resistance: [750, 750, 750], hugging: [250, 250, 250]) == [130, 100, 100])
    }

    /// Generated constraints carry UIKit's identifiers and priorities.
    @Test func identifiersAndPriorities() throws {
        var engine = try cleanEngine(drawerLayout(distribution: .equalSpacing))
        try engine.setHidden(true, for: "item1")
        let identifiers = Set(engine.allConstraints.compactMap(\.identifier))
        for expected in ["UISV-canvas-connection", "UISV-spacing", "UISV-hiding", "UISV-spacing-hidden",
                         "UISV-distributing-edge", "UISV-fill-equally", "UISV-canvas-fit", "UISV-alignment"] {
            #expect(identifiers.contains(expected), "missing \(expected)")
        }
        let hiding = engine.allConstraints.first { $0.identifier == "UISV-hiding" }
        #expect(hiding?.priority == 999.999)
        #expect(engine.allConstraints.first { $0.identifier == "UISV-canvas-fit" }?.priority == 49)
        #expect(hiding?.origin.description == "stack(stack).hiding(item1)")
    }
}
