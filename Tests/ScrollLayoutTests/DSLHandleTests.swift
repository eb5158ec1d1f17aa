import Testing
@testable import ScrollLayout

/// Typed view handles, declaration locations, and the DSL's inset, inequality, number and
/// activation operators, each checked on solved frames.
@Suite("DSL handles")
struct DSLHandleTests {
    let scroll = ScrollViewHandle("scroll"), content = ViewHandle("content"), photo = ViewHandle("photo")
    let list = StackViewHandle("list"), first = ViewHandle("first"), second = ViewHandle("second")

    /// Seed 004's pattern with handles: photo 300 tall, then a stack of two 21-pt labels 20
    /// below, 16 from the sides, 20 above the content's bottom. Content height
    /// 300 + 20 + (21 + 8 + 21) + 20 = 390 on a 375-wide iPhone SE.
    func article() -> Layout {
        Layout(name: "Typed", screen: .iPhoneSE) {
            View.scrollView(scroll, insetAdjustment: .never) {
                View.view(content) {
                    View.imageView(photo)
                    View.vstack(list, spacing: 8) {
                        View.label(first, "First", height: 21)
                        View.label(second, "Second", height: 21)
                    }
                }
            }
        } constraints: {
            scroll.edges == ViewHandle.root.edges
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            photo.top == content.top
            photo.horizontalEdges == content.horizontalEdges
            photo.height == 300
            list.top == photo.bottom + 20
            list.horizontalEdges == content.horizontalEdges + 16
            list.bottom == content.bottom - 20
        }
    }

    @Test func handlesBuildTheTreeAndReadTheResult() throws {
        let engine = try LayoutEngine(article())
        let result = engine.result
        #expect(result[photo].frame == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(result[list].frame == Rect(x: 16, y: 320, width: 343, height: 50))
        #expect(result[second].frame == Rect(x: 0, y: 29, width: 343, height: 21))
        #expect(result[scroll].contentSize == Size(width: 375, height: 390))
        #expect(result[scroll].frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(engine.diagnose().isEmpty)
    }

    /// `ViewHandle.root` is the root whatever its id.
    @Test func rootHandleFollowsARenamedRoot() throws {
        let card = ViewHandle("card")
        let layout = Layout(name: "Renamed", screen: .iPhoneSE, root: View("main")) {
            View.view(card)
        } constraints: {
            card.edges == ViewHandle.root.safeArea.edges + 10
        }
        let engine = try LayoutEngine(layout)
        #expect(engine.result[card].frame == Rect(x: 10, y: 30, width: 355, height: 627))
        // The same where handles and `v.` lookups mix.
        let mixed = Layout(name: "Mixed", screen: .iPhoneSE, root: View("main")) {
            View.view(card)
        } constraints: { v in
            card.edges == ViewHandle.root.safeArea.edges + 10
            v.card.width == v.root.width - 20
        }
        #expect(try LayoutEngine(mixed).result[card].frame == Rect(x: 10, y: 30, width: 355, height: 627))
    }

    /// The engine reads views back and changes them through handles.
    @Test func engineChangesThroughHandles() throws {
        var engine = try LayoutEngine(article())
        try engine.setHidden(true, for: second)
        #expect(engine.result[list].frame.height == 21)
        #expect(engine.result[scroll].contentSize.height == 361)
        try engine.addArrangedSubview(View.label("third", height: 30), to: list)
        #expect(engine.result[list].frame.height == 59)
        #expect(engine.view(photo)?.kind == .imageView)
        var configuration = try #require(engine.scrollConfiguration(of: scroll))
        #expect(!configuration.isPagingEnabled)
        configuration.isPagingEnabled = true
        try engine.setScrollConfiguration(configuration, for: scroll)
        #expect(engine.scrollConfiguration(of: scroll)?.isPagingEnabled == true)
        #expect(engine.stackConfiguration(of: list)?.arrangedSubviewIDs == ["first", "second", "third"])
        // A stack change aimed at a view that is not a stack says so.
        #expect(throws: LayoutError.wrongViewKind("photo", kind: .imageView, expected: "a stack view")) {
            try engine.addArrangedSubview(View("x"), to: "photo")
        }
    }

    /// A view made by a factory records its file, line and column, and an issue about it
    /// points there (it once printed `Layout: error: …` with no place).
    @Test func issuesAboutViewsPointAtTheirDeclaration() throws {
        let line = #line + 4
        let layout = Layout(name: "Sizeless", screen: .iPhoneSE) {
            View.vstack(list) {
                View.label(first, height: 21)
                View.view("blank")
            }
        } constraints: {
            list.top == ViewHandle.root.safeArea.top
            list.horizontalEdges == ViewHandle.root.horizontalEdges
        }
        let blank = try #require(layout.root.allViews.first { $0.id == "blank" })
        // Swift gives a call's default `#column` at its argument list: `View.view(` ends at 26.
        #expect(blank.origin == .source(file: #filePath, line: line, column: 26))
        let issues = try LayoutEngine(layout).diagnose()
        let sizeless = try #require(issues.first { $0.rule == .stackArrangedViewWithoutSize })
        #expect(sizeless.origin == blank.origin)
        #expect(sizeless.description.hasPrefix("\(#filePath):\(line):26"))
    }

    /// Two views with one id are refused with both declarations.
    @Test func duplicateViewIDsNameBothLines() {
        let line = #line + 2
        let layout = Layout(name: "Twice") {
            View.view("card")
            View.label("card", height: 21)
        }
        let expected = LayoutError.duplicateID("card", origins: [.source(file: #filePath, line: line, column: 22),
                                                                 .source(file: #filePath, line: line + 1, column: 23)])
        #expect(throws: expected) { try LayoutEngine(layout) }
        #expect(expected.description.contains("declared at \(#filePath):\(line):22 and \(#filePath):\(line + 1):23"))
    }

    /// `EdgeInsets` are physical (left and right anchors), `DirectionalEdgeInsets` follow the
    /// layout direction: with top 10, left/leading 20, bottom 30, right/trailing 40 on a
    /// 375 × 667 screen the card is 315 × 627 at x 20, except directional in right-to-left (x 40).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func edgeInsets(direction: LayoutDirection) throws {
        let physical = ViewHandle("physical"), directional = ViewHandle("directional")
        let layout = Layout(name: "Insets", screen: .iPhoneSE, direction: direction) {
            View.view(physical)
            View.view(directional)
        } constraints: {
            physical.edges == ViewHandle.root.edges + EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            directional.edges == ViewHandle.root.edges + DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        }
        let result = try LayoutEngine(layout).result
        #expect(result[physical].frame == Rect(x: 20, y: 10, width: 315, height: 627))
        #expect(result[directional].frame == Rect(x: direction == .leftToRight ? 20 : 40, y: 10, width: 315, height: 627))
        #expect(layout.constraints.prefix(4).map(\.first.attribute) == [.top, .left, .bottom, .right])
    }

    /// Inequalities on compounds. `inner.edges >= card.edges + 8` keeps `inner` at least 8
    /// inside `card` (wanting 500 × 500 at low priority, it fills the card less 8 a side);
    /// `frame.edges <= photo.edges` makes `frame` enclose `photo` (wanting no size, it equals
    /// it); `icon.size <= 64` and `>= Size(44, 30)` bound a size that wants 1000, and
    /// `dot.size >= 44` lifts one that wants 0.
    @Test func compoundInequalities() throws {
        let card = ViewHandle("card"), inner = ViewHandle("inner"), frame = ViewHandle("frame")
        let icon = ViewHandle("icon"), dot = ViewHandle("dot")
        let layout = Layout(name: "Bounds", screen: .iPhoneSE) {
            View.view(card) { View.view(inner) }
            View.imageView(photo)
            View.view(frame)
            View.view(icon)
            View.view(dot)
        } constraints: {
            card.top == ViewHandle.root.top + 100
            card.leading == ViewHandle.root.leading + 50
            card.size == Size(width: 200, height: 100)
            inner.edges >= card.edges + 8
            inner.center == card.center
            inner.size == 500 ~ .defaultLow
            photo.top == ViewHandle.root.top + 300
            photo.leading == ViewHandle.root.leading + 10
            photo.size == Size(width: 120, height: 80)
            frame.edges <= photo.edges
            frame.size == 0 ~ .defaultLow
            icon.top == ViewHandle.root.top
            icon.leading == ViewHandle.root.leading
            icon.size <= 64
            icon.size >= Size(width: 44, height: 30)
            icon.size == 1000 ~ .defaultLow
            dot.top == ViewHandle.root.top
            dot.trailing == ViewHandle.root.trailing
            dot.size >= 44
            dot.size == 0 ~ .defaultLow
        }
        let engine = try LayoutEngine(layout)
        let result = engine.result
        #expect(result[card].frame == Rect(x: 50, y: 100, width: 200, height: 100))
        #expect(result[inner].frame == Rect(x: 8, y: 8, width: 184, height: 84))
        #expect(result[frame].frame == Rect(x: 10, y: 300, width: 120, height: 80))
        #expect(result[icon].frame.size == Size(width: 64, height: 64))
        #expect(result[dot].frame == Rect(x: 331, y: 0, width: 44, height: 44))
        let relations = layout.constraints.filter { $0.first.item == inner.item && $0.second?.item == card.item }.map(\.relation)
        #expect(relations.prefix(4) == [.greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .lessThanOrEqual])
    }

    /// Factors first on positions, and `Int` and `Float` constants and factors.
    @Test func numbersOfEveryKind() throws {
        let marker = ViewHandle("marker"), bar = ViewHandle("bar")
        let gap = 8, half: Float = 0.5, rows = 3
        let layout = Layout(name: "Numbers", screen: .iPhoneSE) {
            View.view(marker)
            View.view(bar)
        } constraints: {
            marker.centerX == 0.5 * ViewHandle.root.centerX
            marker.top == ViewHandle.root.top + gap
            marker.size == gap * rows
            bar.top == marker.bottom + gap
            bar.leading == ViewHandle.root.leading + gap
            bar.width == ViewHandle.root.width * half - gap
            bar.height == 2 * gap
        }
        let result = try LayoutEngine(layout).result
        // centre 93.75, 24 wide: x 81.75; bar 375 · 0.5 − 8 = 179.5 wide, 16 tall, 8 below.
        #expect(result[marker].frame == Rect(x: 81.75, y: 8, width: 24, height: 24))
        #expect(result[bar].frame == Rect(x: 8, y: 40, width: 179.5, height: 16))
    }

    /// Switching between two groups in one call: deactivation first, so the two widths never
    /// conflict; an unknown handle changes nothing.
    @Test func activationGroups() throws {
        let card = ViewHandle("card")
        let narrow = ConstraintHandle("narrow"), wide = ConstraintHandle("wide")
        let layout = Layout(name: "Groups", screen: .iPhoneSE) {
            View.view(card)
        } constraints: {
            card.top == ViewHandle.root.top
            card.leading == ViewHandle.root.leading
            card.height == 50
            (card.width == 100).handle(narrow)
            (card.width == 300).handle(wide).inactive()
        }
        var engine = try LayoutEngine(layout)
        #expect(engine.result[card].frame.width == 100)
        try engine.activate(wide, deactivating: narrow)
        #expect(engine.result[card].frame.width == 300)
        #expect(engine.result.conflicts.isEmpty)
        #expect(throws: LayoutError.unknownIdentifier("tall")) { try engine.activate(narrow, deactivating: ConstraintHandle("tall")) }
        #expect(engine.result[card].frame.width == 300)
        try engine.activate(narrow, deactivating: wide)
        #expect(engine.result[card].frame.width == 100)
        try engine.deactivate(narrow)
        #expect(engine.constraints(for: narrow).allSatisfy { !$0.isActive })
    }

    /// The same constraint twice is kept (as UIKit does) and noted with both lines.
    @Test func duplicateConstraintsAreNoted() throws {
        let card = ViewHandle("card")
        let line = #line + 6
        let layout = Layout(name: "Twice", screen: .iPhoneSE) {
            View.view(card)
        } constraints: {
            card.edges == ViewHandle.root.edges + 8
            card.height == 100 ~ .defaultLow
            card.top == ViewHandle.root.top + 8
        }
        let issues = try LayoutEngine(layout).diagnose()
        let note = try #require(issues.first { $0.rule == .duplicateConstraint })
        #expect(note.severity == .note)
        #expect(note.constraints.map(\.origin) == [.source(file: #filePath, line: line - 2, column: 13),
                                                   .source(file: #filePath, line: line, column: 13)])
        #expect(note.details.joined(separator: "\n").contains("\(#filePath):\(line - 2):13"))
    }
}
