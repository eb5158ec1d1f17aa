import Testing
@testable import ScrollLayout

/// UIKitRules.md §2 and §3.
@Suite("Priorities and intrinsic sizes")
struct PriorityAndIntrinsicTests {
    /// §2.2: w == 100 @750, w == 200 @250, w <= 150 → 100; the first at @200 → 150.
    @Test func exactPriorities() throws {
        let root = plain("root", [plain("v")])
        let preferred = c("v", .width, .equal, nil, nil, 100, priority: 750)
        var engine = try cleanEngine(Layout(screen: screen(400, 400), root: root, constraints: [
            preferred, c("v", .width, .equal, nil, nil, 200, priority: 250), c("v", .width, .lessThanOrEqual, nil, nil, 150),
            c("v", .left, .equal, "root", .left), c("v", .top, .equal, "root", .top), c("v", .height, .equal, nil, nil, 1),
        ]))
        #expect(engine.result.frame(of: "v")?.width == 100)
        try engine.setPriority(200, for: preferred.id)
        #expect(engine.result.frame(of: "v")?.width == 150)
    }

    /// §3.4: a label of intrinsic width 100 (hugging 251, compression 750) between 10-point
    /// insets of a container of width W.
    @Test(arguments: [(120.0, 100.0), (200.0, 180.0), (90.0, 70.0)])
    func labelAgainstARequiredChain(container: Double, expected: Double) throws {
        let root = plain("c", [label("label", width: 100, height: 20)])
        let layout = Layout(screen: screen(container, 100), root: root, constraints: [
            c("label", .leading, .equal, "c", .leading, 10), c("label", .trailing, .equal, "c", .trailing, -10),
            c("label", .top, .equal, "c", .top),
        ])
        let result = try cleanEngine(layout).result
        #expect(abs((result.frame(of: "label")?.width ?? 0) - expected) < 0.001)
    }

    /// §3.4: two labels side by side with 40 points to spare: the lower hugging stretches.
    @Test func lowerHuggingStretches() throws {
        var first = label("first", width: 100, height: 20)
        first.contentHuggingPriority.horizontal = 250
        let second = label("second", width: 60, height: 20)
        let root = plain("c", [first, second])
        let layout = Layout(screen: screen(200, 100), root: root, constraints: [
            c("first", .leading, .equal, "c", .leading), c("second", .leading, .equal, "first", .trailing),
            c("second", .trailing, .equal, "c", .trailing), c("first", .top, .equal, "c", .top),
            c("second", .top, .equal, "c", .top),
        ])
        let result = try cleanEngine(layout).result
        #expect(result.frame(of: "first")?.width == 140)
        #expect(result.frame(of: "second")?.width == 60)
    }

    /// Changing an intrinsic size re-solves incrementally.
    @Test func intrinsicSizeChange() throws {
        let root = plain("c", [label("label", width: 80, height: 21)])
        var engine = try cleanEngine(Layout(screen: screen(300, 300), root: root, constraints: [
            c("label", .leading, .equal, "c", .leading, 16), c("label", .top, .equal, "c", .top, 16),
        ]))
        #expect(close(engine.result.frame(of: "label"), Rect(x: 16, y: 16, width: 80, height: 21)))
        try engine.setIntrinsicContentSize(IntrinsicSize(width: 120, height: 42), for: "label")
        #expect(close(engine.result.frame(of: "label"), Rect(x: 16, y: 16, width: 120, height: 42)))
    }

    /// Several intrinsic sizes changed as one layout pass sees them: the broken constraint is
    /// retried after the last change, and the engine ends as a fresh engine of the new layout
    /// does; a batch with an unknown view or an invalid size changes nothing.
    @Test func intrinsicSizesChangedTogether() throws {
        // Two labels whose heights are their intrinsic heights (required), made equal: with
        // 20 and 30 the equality is broken; with 40 and 40 it holds.
        func rigid(_ id: String, height: Double) -> View {
            var view = label(id, width: 50, height: height)
            view.contentHuggingPriority = AxisPair(horizontal: 1000, vertical: 1000)
            view.compressionResistancePriority = AxisPair(horizontal: 1000, vertical: 1000)
            return view
        }
        let layout = Layout(screen: screen(300, 300), root: plain("c", [rigid("a", height: 20), rigid("b", height: 30)]), constraints: [
            c("a", .leading, .equal, "c", .leading, 10), c("a", .top, .equal, "c", .top, 10),
            c("b", .leading, .equal, "a", .trailing, 10), c("b", .top, .equal, "c", .top, 10),
            c("a", .height, .equal, "b", .height),
        ])
        var engine = try LayoutEngine(layout)
        #expect(engine.result.conflicts.count == 1)
        let before = engine.result.views.map(\.frame)
        let tall = IntrinsicSize(width: 50, height: 40)
        #expect(throws: LayoutError.unknownView("nowhere")) {
            try engine.setIntrinsicContentSizes([(viewID: "a", size: tall), (viewID: "nowhere", size: tall)])
        }
        #expect(throws: LayoutError.invalidIntrinsicSize(view: "b", IntrinsicSize(width: 50, height: -1))) {
            try engine.setIntrinsicContentSizes([(viewID: "a", size: tall), (viewID: "b", size: IntrinsicSize(width: 50, height: -1))])
        }
        #expect(engine.result.views.map(\.frame) == before && engine.result.conflicts.count == 1)

        try engine.setIntrinsicContentSizes([(viewID: "a", size: tall), (viewID: "b", size: tall)])
        #expect(engine.result.conflicts.isEmpty)
        #expect(close(engine.result.frame(of: "a"), Rect(x: 10, y: 10, width: 50, height: 40)))
        #expect(close(engine.result.frame(of: "b"), Rect(x: 70, y: 10, width: 50, height: 40)))
        let fresh = try LayoutEngine(engine.layout)
        #expect(engine.result.views.map(\.frame) == fresh.result.views.map(\.frame))
        #expect(engine.registryInvariantViolations.isEmpty && engine.solverInvariantViolations.isEmpty)
    }

    /// UIKit's default priorities per kind (§3.2).
    @Test func defaultPriorities() {
        #expect(View("l", kind: .label).contentHuggingPriority == AxisPair(horizontal: 251, vertical: 251))
        #expect(View("v").contentHuggingPriority == AxisPair(horizontal: 250, vertical: 250))
        #expect(View("s", kind: .switchControl).contentHuggingPriority.vertical == 750)
        #expect(View("p", kind: .progressView).contentHuggingPriority == AxisPair(horizontal: 250, vertical: 750))
        #expect(View("b", kind: .button).compressionResistancePriority == AxisPair(horizontal: 750, vertical: 750))
    }
}
