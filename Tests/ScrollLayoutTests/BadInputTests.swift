import Testing
@testable import ScrollLayout

/// Invalid layouts and changes give a clear error and leave the engine as it was.
@Suite("Bad input")
struct BadInputTests {
    let root = plain("root", [plain("a"), View("scroll", kind: .scrollView)])
    var base: [LayoutConstraint] {
        [c("a", .top, .equal, "root", .top), c("a", .leading, .equal, "root", .leading),
         c("a", .width, .equal, nil, nil, 50), c("a", .height, .equal, nil, nil, 50)]
    }

    func engine() throws -> LayoutEngine {
        try LayoutEngine(Layout(screen: screen(300, 300), root: root, constraints: base))
    }

    @Test func unknownItems() throws {
        var engine = try engine()
        let before = engine.result.views
        let ghost = c("a", .top, .equal, "ghost", .bottom)
        #expect(throws: LayoutError.unknownItem(.view("ghost"), constraint: ghost)) { try engine.add(ghost) }
        #expect(engine.result.views == before)
        #expect(LayoutError.unknownItem(.view("ghost"), constraint: ghost).description.contains("unknown item 'ghost'"))
        // Every kind of item, on either side: a guide of a missing view, a missing custom guide,
        // and an engine-made guide, which a layout may never name.
        let missing: [LayoutItem] = [.safeArea("ghost"), .layoutMargins("ghost"), .contentLayoutGuide("ghost"),
                                     .frameLayoutGuide("ghost"), .guide("ghost"), .internalGuide(.stackSpanner(stack: "a"))]
        for item in missing {
            let first = c(item, .top, .equal, .view("a"), .top)
            #expect(throws: LayoutError.unknownItem(item, constraint: first)) { try engine.add(first) }
            let second = c(.view("a"), .top, .equal, item, .top)
            #expect(throws: LayoutError.unknownItem(item, constraint: second)) { try engine.add(second) }
        }
        // A scroll view's guides are fine on a scroll view, and the tree's own guides on any view.
        for item: LayoutItem in [.contentLayoutGuide("scroll"), .frameLayoutGuide("scroll"), .safeArea("root"), .layoutMargins("a")] {
            var added = engine
            try added.add(c(.view("a"), .bottom, .lessThanOrEqual, item, .bottom))
        }
        #expect(engine.result.views == before)
    }

    @Test func illegalPairsNameBothAnchors() throws {
        var engine = try engine()
        let mixedAxes = c("a", .top, .equal, "root", .leading)
        #expect(throws: LayoutError.self) { try engine.add(mixedAxes) }
        do {
            try engine.add(mixedAxes)
        } catch {
            #expect(error.description.contains("a.top") && error.description.contains("root.leading"))
        }
        let sizeToPosition = c("a", .width, .equal, "root", .left)
        #expect(throws: LayoutError.illegalPair(sizeToPosition.first, sizeToPosition.second!, reason: "a size cannot be related to a position", constraint: sizeToPosition)) {
            try engine.add(sizeToPosition)
        }
        let leadingToLeft = c("a", .leading, .equal, "root", .left)
        #expect(throws: LayoutError.self) { try engine.add(leadingToLeft) }
        let positionToConstant = c("a", .top, .equal, nil, nil, 10)
        #expect(throws: LayoutError.positionNeedsSecondItem(positionToConstant.first, constraint: positionToConstant)) {
            try engine.add(positionToConstant)
        }
        let notScroll = c(.view("a"), .top, .equal, .contentLayoutGuide("a"), .top)
        #expect(throws: LayoutError.notAScrollView(.contentLayoutGuide("a"), constraint: notScroll)) { try engine.add(notScroll) }
        #expect(engine.layout.constraints.count == 4)
    }

    @Test func nonFiniteNumbersAndPriorities() throws {
        var engine = try engine()
        let nan = c("a", .width, .equal, nil, nil, .nan)
        #expect(throws: LayoutError.nonFinite(nan)) { try engine.add(nan) }
        let infinite = c("a", .width, .equal, "root", .width, multiplier: .infinity)
        #expect(throws: LayoutError.nonFinite(infinite)) { try engine.add(infinite) }
        // Printed as words, never "inf + -nan".
        var printed = infinite
        printed.constant = -.nan
        #expect(printed.description == "a.width == root.width * infinity + NaN")
        #expect("\(AxisPair(horizontal: Priority(251), vertical: Priority(750)))" == "horizontal 251, vertical 750")
        let zero = c("a", .width, .equal, nil, nil, 10, priority: 0)
        #expect(throws: LayoutError.invalidPriority(zero)) { try engine.add(zero) }
        let negative = c("a", .height, .equal, nil, nil, -5)
        #expect(throws: LayoutError.negativeSize(negative)) { try engine.add(negative) }
        #expect(throws: LayoutError.self) { try engine.setIntrinsicContentSize(IntrinsicSize(width: .nan), for: "a") }
        #expect(throws: LayoutError.invalidScreen(screen(-1, 10))) { try engine.setScreen(screen(-1, 10)) }
        #expect(close(engine.result.frame(of: "a"), Rect(x: 0, y: 0, width: 50, height: 50)))
    }

    @Test func requiredToOptionalOnAnActiveConstraint() throws {
        var engine = try engine()
        let width = base[2]
        let engineWidth = try #require(engine.layout.constraints.first { $0.isEquivalent(to: width) })
        #expect(throws: LayoutError.requiredPriorityChange(engineWidth, to: 750)) { try engine.setPriority(750, for: engineWidth.id) }
        try engine.setActive(false, for: engineWidth.id)
        try engine.setPriority(750, for: engineWidth.id)
        try engine.setActive(true, for: engineWidth.id)
        #expect(engine.result.frame(of: "a")?.width == 50)
    }

    @Test func duplicateAndEmptyIDs() {
        let twice = plain("root", [plain("a"), plain("a")])
        #expect(throws: LayoutError.duplicateID("a")) { try LayoutEngine(Layout(screen: screen(10, 10), root: twice)) }
        let empty = plain("root", [plain("")])
        #expect(throws: LayoutError.emptyID(parent: "root")) { try LayoutEngine(Layout(screen: screen(10, 10), root: empty)) }
        var guarded = plain("root", [plain("a")])
        guarded.layoutGuides = ["a"]
        #expect(throws: LayoutError.duplicateID("a")) { try LayoutEngine(Layout(screen: screen(10, 10), root: guarded)) }
    }

    /// The tree checks each view's numbers while it indexes it, but a repeated or empty id
    /// anywhere is still reported before an invalid number, and of two invalid views the first
    /// depth first (as when every view was checked after the whole tree was indexed).
    @Test func structureBeforeNumbersAndDepthFirst() {
        var badFrame = plain("b")
        badFrame.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        var badMargins = plain("c")
        badMargins.layoutMargins = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        let both = plain("root", [plain("a", [badMargins]), badFrame, plain("a")])
        #expect(throws: LayoutError.duplicateID("a")) { try LayoutEngine(Layout(screen: screen(10, 10), root: both)) }
        let depthFirst = plain("root", [plain("a", [badMargins]), badFrame])
        #expect(throws: LayoutError.invalidValue(view: "c", property: "layoutMargins")) {
            try LayoutEngine(Layout(screen: screen(10, 10), root: depthFirst))
        }
    }

    /// A constraint listed twice is refused, but any invalid constraint is reported first,
    /// wherever it is in the list (each is checked while it is installed).
    @Test func repeatedConstraints() {
        let width = c("a", .width, .equal, nil, nil, 10)
        let twice = Layout(screen: screen(100, 100), root: plain("root", [plain("a")]), constraints: [width, width])
        #expect(throws: LayoutError.duplicateConstraint(width)) { try LayoutEngine(twice) }
        var invalidLater = twice
        let stray = c("a", .top, .equal, "nowhere", .top)
        invalidLater.constraints.append(stray)
        #expect(throws: LayoutError.unknownItem(.view("nowhere"), constraint: stray)) { try LayoutEngine(invalidLater) }
    }

    @Test func unknownIDsInChanges() throws {
        var engine = try engine()
        let stray = c("a", .width, .equal, nil, nil, 1)
        #expect(throws: LayoutError.unknownConstraint(stray.id)) { try engine.setConstant(3, for: stray.id) }
        #expect(throws: LayoutError.unknownView("nope")) { try engine.setHidden(true, for: "nope") }
        #expect(throws: LayoutError.wrongViewKind("a", kind: .view, expected: "a scroll view")) { try engine.setScrollConfiguration(ScrollViewConfiguration(), for: "a") }
    }

    /// Conflicts are not errors: the most recent constraint is broken, reported with a minimal
    /// set, and restored when the conflict goes away.
    @Test func conflictsAreBrokenAndRestored() throws {
        var engine = try engine()
        let wider = c("a", .width, .equal, nil, nil, 80)
        try engine.add(wider)
        let conflict = try #require(engine.result.conflicts.first)
        #expect(conflict.broken == wider)
        #expect(conflict.conflicting.map(\.constant) == [50])
        #expect(engine.result.frame(of: "a")?.width == 50)
        let original = try #require(engine.layout.constraints.first { $0.isEquivalent(to: base[2]) })
        try engine.setActive(false, for: original.id)
        #expect(engine.result.conflicts.isEmpty)
        #expect(engine.result.frame(of: "a")?.width == 80)
    }
}
