import Cassowary
import Foundation
import ScrollLayout

/// Layout-engine workloads: a scroll view holding a chain of N views, and a stack of N
/// arranged views in a scroll view , reported as `RESULT` lines.
enum LayoutWorkloads {
    /// A scroll view whose content view holds a vertical chain of N views of varying heights.
    static func chainLayout(_ n: Int) -> (Layout, [LayoutConstraint]) {
        let views = (0..<n).map { View("v\($0)") }
        let scroll = View("scroll", kind: .scrollView, subviews: [View("content", subviews: views)])
        var constraints: [LayoutConstraint] = []
        func pin(_ a: LayoutItem, _ x: Attribute, _ b: LayoutItem?, _ y: Attribute, _ k: Double = 0) -> LayoutConstraint {
            LayoutConstraint(Anchor(a, x), .equal, b.map { Anchor($0, y) }, constant: k)
        }
        let root = LayoutItem.view("root"), content = LayoutItem.view("content")
        let guide = LayoutItem.contentLayoutGuide("scroll"), frame = LayoutItem.frameLayoutGuide("scroll")
        for edge in [Attribute.top, .leading, .bottom, .trailing] {
            constraints.append(pin(.view("scroll"), edge, root, edge))
            constraints.append(pin(content, edge, guide, edge))
        }
        constraints.append(pin(content, .width, frame, .width))
        var heights: [LayoutConstraint] = []
        for index in 0..<n {
            let item = LayoutItem.view("v\(index)")
            constraints.append(pin(item, .leading, content, .leading, 16))
            constraints.append(pin(item, .trailing, content, .trailing, -16))
            constraints.append(index == 0 ? pin(item, .top, content, .top, 8) : pin(item, .top, .view("v\(index - 1)"), .bottom, 8))
            let height = pin(item, .height, nil, .height, 44 + Double(index % 7) * 10)
            heights.append(height)
            constraints.append(height)
        }
        constraints.append(pin(content, .bottom, .view("v\(n - 1)"), .bottom, 8))
        return (Layout(name: "chain-\(n)", screen: .iPhone15, root: View("root", subviews: [scroll]), constraints: constraints), heights)
    }

    /// A vertical stack of N arranged views pinned to a scroll view's content guide.
    static func stackLayout(_ n: Int) -> Layout {
        let views = (0..<n).map { View("item\($0)", kind: .label, intrinsicContentSize: IntrinsicSize(width: 200, height: 20 + Double($0 % 5) * 8)) }
        var stack = View("stack", kind: .stackView, subviews: views)
        stack.stack?.axis = .vertical
        stack.stack?.spacing = 8
        let scroll = View("scroll", kind: .scrollView, subviews: [stack])
        var constraints: [LayoutConstraint] = []
        for edge in [Attribute.top, .leading, .bottom, .trailing] {
            constraints.append(LayoutConstraint(Anchor(.view("scroll"), edge), .equal, Anchor(.view("root"), edge)))
            constraints.append(LayoutConstraint(Anchor(.view("stack"), edge), .equal, Anchor(.contentLayoutGuide("scroll"), edge)))
        }
        constraints.append(LayoutConstraint(Anchor(.view("stack"), .width), .equal, Anchor(.frameLayoutGuide("scroll"), .width)))
        return Layout(name: "stack-\(n)", screen: .iPhone15, root: View("root", subviews: [scroll]), constraints: constraints)
    }

    /// The time a fresh solver takes to add the constraints a laid-out engine holds, in the
    /// order the engine adds them: the solver's share of a first layout, on the same system.
    static func solverAloneSeconds(_ engine: LayoutEngine) -> Double {
        let constraints = engine.solverConstraintsInInstallOrder
        return BenchmarkReport.seconds {
            var solver = Solver()
            for constraint in constraints { try? solver.add(constraint) }
        }
    }

    /// The solver's own edit on the same system as a stack's hide/show toggle: a fresh solver
    /// holding the engine's constraints, the toggled view's height an edit variable above its
    /// content priorities, suggested 0 and its intrinsic height in turn, which moves the same
    /// positions below it as hiding and showing the view does (suggestions only: the toggle
    /// reads nothing either). Seconds per suggestion.
    static func solverEditSeconds(_ engine: LayoutEngine, viewID: String, height: Double, edits: Int) -> Double {
        guard let variable = engine.heightVariable(of: viewID) else { return .nan }
        var solver = Solver()
        for constraint in engine.solverConstraintsInInstallOrder { try? solver.add(constraint) }
        guard (try? solver.addEditVariable(variable, strength: Strength(999))) != nil else { return .nan }
        return BenchmarkReport.seconds {
            for k in 0..<edits { try? solver.suggestValue(k % 2 == 0 ? 0 : height, for: variable) }
        } / Double(edits)
    }

    /// The solver's share of `toggles` hides and shows of the view `viewID`: the operations the
    /// engine makes on its solver for them, recorded on the engine (which they change, as the
    /// toggles do) and replayed on a fresh solver holding the engine's constraints as they were
    /// before. Seconds per toggle, the replay alone timed.
    static func solverShareOfToggles(_ engine: inout LayoutEngine, viewID: String, toggles: Int) -> Double {
        var solver = Solver()
        for constraint in engine.solverConstraintsInInstallOrder { try? solver.add(constraint) }
        let operations = engine.solverOperations { engine in
            for k in 0..<toggles { try? engine.setHidden(k % 2 == 0, for: viewID) }
        }
        return BenchmarkReport.seconds { solver.replay(operations) } / Double(toggles)
    }

    /// `name=median name_range=min-max` (`first_layout_ratio`: a first layout over the solver
    /// alone; `toggle_ratio`: a toggle over the solver's edit on the same system): the ratio of
    /// each sample of `numerator` to the sample of `denominator` taken right after it, their
    /// median and range. A ratio of the two medians paired samples from different moments: this
    /// machine switches between speeds 1.6× apart within a run, and the same build's L1-10000
    /// ratio read 1.61 to 2.26 in five runs that way.
    static func pairedRatio(_ numerator: [Double], _ denominator: [Double], named name: String) -> String {
        let ratios = zip(numerator, denominator).compactMap { $1 > 0 ? $0 / $1 : nil }.sorted()
        guard let low = ratios.first, let high = ratios.last else { return "" }
        let format = { (value: Double) in String(format: "%.2f", value) }
        return "\(name)=\(format(ratios[ratios.count / 2])) \(name)_range=\(format(low))-\(format(high))"
    }

    static func runChain(n: Int, samples: Int) {
        let (layout, heights) = chainLayout(n)
        var build: [Double] = [], heightChange: [Double] = [], screenChange: [Double] = [], result: [Double] = []
        var solverAlone: [Double] = []
        let changes = n >= 10000 ? 20 : 100
        var contentHeight = 0.0
        for _ in 0..<samples {
            var engine: LayoutEngine?
            build.append(BenchmarkReport.seconds { engine = try? LayoutEngine(layout) })
            // Taken out of the optional, not copied: a copy would make the first change copy
            // every array of the solver (19 ms of the first height change at 10 000 views).
            guard var solved = engine.take() else { return }
            solverAlone.append(solverAloneSeconds(solved))
            result.append(BenchmarkReport.seconds { contentHeight = solved.result.scrollView("scroll")?.contentSize.height ?? 0 })
            let middle = heights[n / 2]
            heightChange.append(BenchmarkReport.seconds {
                for k in 0..<changes { try? solved.setConstant(60 + Double(k % 2) * 100, for: middle.id) }
            } / Double(changes))
            screenChange.append(BenchmarkReport.seconds {
                for k in 0..<changes {
                    try? solved.setScreen(Screen(name: "w", width: 320 + Double(k % 5) * 40, height: 852, safeAreaInsets: EdgeInsets(top: 59, bottom: 34)))
                }
            } / Double(changes))
        }
        var expected = 8.0
        for index in 0..<n { expected += 52 + Double(index % 7) * 10 }
        let extra = "views=\(n) content_height=\(BenchmarkReport.format(contentHeight)) expected=\(BenchmarkReport.format(expected))"
        BenchmarkReport.report("L1-\(n)", "first_layout", build, unit: "ms", scale: 1e3, extra: extra)
        BenchmarkReport.report("L1-\(n)", "solver_alone", solverAlone, unit: "ms", scale: 1e3, extra: pairedRatio(build, solverAlone, named: "first_layout_ratio"))
        BenchmarkReport.report("L1-\(n)", "result", result, unit: "ms", scale: 1e3)
        BenchmarkReport.report("L1-\(n)", "height_change", heightChange, unit: "us/op", scale: 1e6)
        BenchmarkReport.report("L1-\(n)", "screen_width_change", screenChange, unit: "us/op", scale: 1e6)
    }

    static func runStack(n: Int, samples: Int) {
        let layout = stackLayout(n)
        var build: [Double] = [], toggle: [Double] = [], toggleFirst: [Double] = [], solverAlone: [Double] = [], solverEdit: [Double] = []
        var solverShare: [Double] = []
        var firstHide: [Double] = []
        let toggles = n >= 10000 ? 20 : 100
        var heights = (shown: 0.0, hidden: 0.0)
        for _ in 0..<samples {
            var engine: LayoutEngine?
            build.append(BenchmarkReport.seconds { engine = try? LayoutEngine(layout) })
            // Taken out of the optional, not copied: a copy would make the first change copy
            // every array of the solver (19 ms of the first height change at 10 000 views).
            guard var solved = engine.take() else { return }
            solverAlone.append(solverAloneSeconds(solved))
            heights.shown = solved.result.scrollView("scroll")?.contentSize.height ?? 0
            // The first hide after a first layout brings the stack's hiding priorities into the
            // solver: it is reported apart, and the steady-state mean is over the toggles after
            // it, the ones the solver's share below replays.
            firstHide.append(BenchmarkReport.seconds { try? solved.setHidden(true, for: "item\(n / 2)") })
            try? solved.setHidden(false, for: "item\(n / 2)")
            toggle.append(BenchmarkReport.seconds {
                for k in 0..<toggles { try? solved.setHidden(k % 2 == 0, for: "item\(n / 2)") }
            } / Double(toggles))
            solverEdit.append(solverEditSeconds(solved, viewID: "item\(n / 2)", height: 20 + Double((n / 2) % 5) * 8, edits: toggles))
            solverShare.append(solverShareOfToggles(&solved, viewID: "item\(n / 2)", toggles: toggles))
            try? solved.setHidden(true, for: "item\(n / 2)")
            heights.hidden = solved.result.scrollView("scroll")?.contentSize.height ?? 0
            // The first visible view re-targets every view's alignment: the engine rebuilds
            // the solver, a first layout's worth of solver work.
            toggleFirst.append(BenchmarkReport.seconds {
                for k in 0..<2 { try? solved.setHidden(k % 2 == 0, for: "item0") }
            } / 2)
        }
        let extra = "views=\(n) content_height=\(BenchmarkReport.format(heights.shown)) hidden=\(BenchmarkReport.format(heights.hidden))"
        BenchmarkReport.report("L2-\(n)", "first_layout", build, unit: "ms", scale: 1e3, extra: extra)
        BenchmarkReport.report("L2-\(n)", "solver_alone", solverAlone, unit: "ms", scale: 1e3, extra: pairedRatio(build, solverAlone, named: "first_layout_ratio"))
        BenchmarkReport.report("L2-\(n)", "hide_show_toggle", toggle, unit: "us/op", scale: 1e6)
        BenchmarkReport.report("L2-\(n)", "first_hide", firstHide, unit: "us", scale: 1e6)
        BenchmarkReport.report("L2-\(n)", "solver_edit", solverEdit, unit: "us/op", scale: 1e6, extra: pairedRatio(toggle, solverEdit, named: "toggle_ratio"))
        BenchmarkReport.report("L2-\(n)", "toggle_solver_share", solverShare, unit: "us/op", scale: 1e6,
                               extra: pairedRatio(toggle, solverShare, named: "toggle_pipeline_ratio"))
        BenchmarkReport.report("L2-\(n)", "hide_show_first_view", toggleFirst, unit: "ms/op", scale: 1e3)
    }

    /// D1: diagnosing a clean chain of N views, the same chain with its last link missing, and
    /// a stack of N arranged views (well under a second at N = 1000).
    static func runDiagnostics(n: Int, samples: Int) {
        let (clean, _) = chainLayout(n)
        var broken = clean
        broken.constraints.removeLast()
        let stack = stackLayout(n)
        var times: [String: [Double]] = [:]
        var counts: [String: Int] = [:]
        for (name, layout) in [("clean_chain", clean), ("broken_chain", broken), ("stack", stack)] {
            guard let engine = try? LayoutEngine(layout) else { return }
            for _ in 0..<samples {
                var found = 0
                times[name, default: []].append(BenchmarkReport.seconds { found = engine.diagnose().filter { $0.severity != .note }.count })
                counts[name] = found
            }
        }
        for name in ["clean_chain", "broken_chain", "stack"] {
            BenchmarkReport.report("D1-\(n)", name, times[name] ?? [], unit: "ms", scale: 1e3,
                                   extra: "views=\(n) problems=\(counts[name] ?? -1)")
        }
    }
}
