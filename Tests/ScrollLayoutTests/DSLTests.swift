import Testing
@testable import ScrollLayout

/// The Swift DSL builds exactly the model a layout built by hand has.
@Suite("DSL")
struct DSLTests {
    /// Constraints compared by what they say (identity and origin aside).
    func same(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isEquivalent(to: $1) }
    }

    @Test func relations() {
        let v = Views()
        func one(@ConstraintBuilder _ body: () -> [LayoutConstraint]) -> [LayoutConstraint] { body() }
        let built = one {
            v.title.top == v.header.bottom + 8
            v.title.leading >= v.root.leadingMargin
            v.title.trailing <= v.root.trailing - 16
            v.photo.height == v.photo.width * 0.75
            v.badge.width >= 24
            v.badge.height <= 40 ~ .high
            v.a.width == v.b.width * 0.5 + 10 ~ 750
            v.a.top + 4 == v.b.top
            v.a.centerY == v.b.centerY
            v.a.firstBaseline == v.b.lastBaseline
        }
        #expect(same(built, [
            c("title", .top, .equal, "header", .bottom, 8),
            c("title", .leading, .greaterThanOrEqual, "root", .leadingMargin),
            c("title", .trailing, .lessThanOrEqual, "root", .trailing, -16),
            c("photo", .height, .equal, "photo", .width, 0, multiplier: 0.75),
            c("badge", .width, .greaterThanOrEqual, nil, nil, 24),
            c("badge", .height, .lessThanOrEqual, nil, nil, 40, priority: .high),
            c("a", .width, .equal, "b", .width, 10, multiplier: 0.5, priority: 750),
            c("a", .top, .equal, "b", .top, -4),
            c("a", .centerY, .equal, "b", .centerY),
            c("a", .firstBaseline, .equal, "b", .lastBaseline),
        ]))
    }

    @Test func compoundsAndGuides() {
        let v = Views(rootID: "main")
        func one(@ConstraintBuilder _ body: () -> [LayoutConstraint]) -> [LayoutConstraint] { body() }
        let built = one {
            v.scroll.edges == v.root.safeArea.edges
            v.content.edges == v.scroll.contentLayoutGuide.edges + 16
            v.content.horizontalEdges == v.scroll.frameLayoutGuide.horizontalEdges
            v.content.verticalEdges == v.scroll.layoutMargins.verticalEdges.inset(8)
            v.badge.size == 24
            v.a.size == v.b.size * 0.5
            v.spinner.center == v.root.center
        }
        #expect(same(built, [
            c(.view("scroll"), .top, .equal, .safeArea("main"), .top), c(.view("scroll"), .leading, .equal, .safeArea("main"), .leading),
            c(.view("scroll"), .bottom, .equal, .safeArea("main"), .bottom), c(.view("scroll"), .trailing, .equal, .safeArea("main"), .trailing),
            c(.view("content"), .top, .equal, .contentLayoutGuide("scroll"), .top, 16),
            c(.view("content"), .leading, .equal, .contentLayoutGuide("scroll"), .leading, 16),
            c(.view("content"), .bottom, .equal, .contentLayoutGuide("scroll"), .bottom, -16),
            c(.view("content"), .trailing, .equal, .contentLayoutGuide("scroll"), .trailing, -16),
            c(.view("content"), .leading, .equal, .frameLayoutGuide("scroll"), .leading),
            c(.view("content"), .trailing, .equal, .frameLayoutGuide("scroll"), .trailing),
            c(.view("content"), .top, .equal, .layoutMargins("scroll"), .top, 8),
            c(.view("content"), .bottom, .equal, .layoutMargins("scroll"), .bottom, -8),
            c("badge", .width, .equal, nil, nil, 24), c("badge", .height, .equal, nil, nil, 24),
            c("a", .width, .equal, "b", .width, 0, multiplier: 0.5), c("a", .height, .equal, "b", .height, 0, multiplier: 0.5),
            c("spinner", .centerX, .equal, "main", .centerX), c("spinner", .centerY, .equal, "main", .centerY),
        ]))
    }

    /// Every constraint records the file and line it was written on.
    @Test func sourceLocations() {
        let v = Views()
        func one(@ConstraintBuilder _ body: () -> [LayoutConstraint]) -> [LayoutConstraint] { body() }
        let line = #line + 2
        let built = one {
            v.a.top == v.b.top
                  v.a.edges == v.b.edges
        }
        // The full path (it opens from any directory) and the column where the relation starts.
        // Typed apart from the assertion: an untyped array literal joined by `+` inside
        // `#expect` took the type checker about 100 ms, as long as the DSL gate allows.
        let first: [ConstraintOrigin] = [.source(file: #filePath, line: line, column: 13)]
        let edges = [ConstraintOrigin](repeating: .source(file: #filePath, line: line + 1, column: 19), count: 4)
        #expect(built.map(\.origin) == first + edges)
        #expect(built[0].origin.description == "\(#filePath):\(line):13")
    }

    /// The view tree: factories, modifiers, and control flow in the builder.
    @Test func viewTree() {
        let showBadge = true
        let comments = ["c1", "c2"]
        let mode: Int? = 2
        let layout = Layout(name: "Tree", screen: .iPhoneSE) {
            View.scrollView("scroll", insetAdjustment: .never) {
                View.vstack("stack", spacing: 8) {
                    View.label("title", "Hello", width: 120, height: 21)
                    View.imageView("photo").hugging(200, .vertical)
                    for id in comments { View.label(id, height: 21) }
                    if showBadge { View.view("badge") } else { View.view("noBadge") }
                    if let mode { View.button("more\(mode)", width: 80, height: 44).hidden() }
                }.stack { $0.customSpacing["title"] = 16 }
            }.scroll { $0.isPagingEnabled = true }
        }
        let scroll = layout.root.subviews[0]
        #expect(layout.name == "Tree" && layout.screen == .iPhoneSE && layout.root.id == "root")
        #expect(scroll.kind == .scrollView && scroll.scroll?.contentInsetAdjustmentBehavior == .never && scroll.scroll?.isPagingEnabled == true)
        let stack = scroll.subviews[0]
        #expect(stack.stack?.axis == .vertical && stack.stack?.spacing == 8 && stack.stack?.customSpacing == ["title": 16])
        #expect(stack.stack?.arrangedSubviewIDs == ["title", "photo", "c1", "c2", "badge", "more2"])
        #expect(stack.subviews[0].title == "Hello" && stack.subviews[0].intrinsicContentSize == IntrinsicSize(width: 120, height: 21))
        #expect(stack.subviews[1].contentHuggingPriority.vertical == 200)
        #expect(stack.subviews[5].isHidden && stack.subviews[5].kind == .button)
    }

    /// Handles change constraints later, incrementally; a missing id is an error with the line.
    /// A compound's handle keeps UIKit's inset sense on every member: changing the inset of
    /// `edges == safeArea.edges + 16` to 24 insets all four edges by 24 (it once gave bottom and
    /// trailing +24, hanging the card off the screen).
    @Test(arguments: [16.0, 24.0, 0.0])
    func compoundHandlesKeepTheInsetSense(inset: Double) throws {
        let edges = ConstraintHandle("edges"), sides = ConstraintHandle("sides"), rows = ConstraintHandle("rows")
        let layout = Layout(name: "Inset", screen: .iPhoneSE) {
            View.view("card")
            View.view("strip")
        } constraints: { v in
            (v.card.edges == v.root.safeArea.edges + 16).handle(edges)
            (v.strip.horizontalEdges == v.root.horizontalEdges + 16).handle(sides)
            (v.strip.verticalEdges == v.root.safeArea.verticalEdges + 16).handle(rows)
        }
        var engine = try LayoutEngine(layout)
        try engine.setConstant(inset, for: edges)
        try engine.setConstant(inset, for: sides)
        try engine.setConstant(inset, for: rows)
        // iPhone SE: 375 × 667, safe area top 20.
        let card = try #require(engine.result.frame(of: "card"))
        #expect(card == Rect(x: inset, y: 20 + inset, width: 375 - 2 * inset, height: 647 - 2 * inset))
        let strip = try #require(engine.result.frame(of: "strip"))
        #expect(strip == Rect(x: inset, y: 20 + inset, width: 375 - 2 * inset, height: 647 - 2 * inset))
        #expect(engine.diagnose().isEmpty)
    }

    /// Changing a compound's constant through its handle gives the frames of the same layout
    /// written with that constant from the start: edges (to the safe area and to the root),
    /// horizontal and vertical edges, and size.
    @Test(arguments: [-8.0, 0.0, 24.0])
    func compoundHandleMatchesWritingTheConstant(constant: Double) throws {
        let handles = (0..<5).map { ConstraintHandle("h\($0)") }
        func layout(_ c: Double, handled: Bool) -> Layout {
            func named(_ group: ConstraintGroup, _ index: Int) -> ConstraintGroup { handled ? group.handle(handles[index]) : group }
            return Layout(name: "Compounds", screen: .iPhone15) {
                View.view("a")
                View.view("b") { View.view("c") }
                View.view("d")
            } constraints: { v in
                named(v.a.edges == v.root.safeArea.edges + c, 0)
                v.b.top == v.root.top + 100
                v.b.leading == v.root.leading + 50
                named(v.b.size == v.a.size + c, 1)
                named(v.c.horizontalEdges == v.b.horizontalEdges + c, 2)
                named(v.c.verticalEdges == v.b.verticalEdges + c, 3)
                named(v.d.edges == v.root.edges + c, 4)
            }
        }
        var changed = try LayoutEngine(layout(16, handled: true))
        for handle in handles { try changed.setConstant(constant, for: handle) }
        let written = try LayoutEngine(layout(constant, handled: false))
        for id in ["a", "b", "c", "d"] {
            let frame = try #require(changed.result.frame(of: id))
            #expect(frame == written.result.frame(of: id), "\(id) after setConstant(\(constant))")
        }
    }

    /// Handles change constraints later; a constraint carries every handle given to it, and a
    /// later identifier keeps them. A change meant for a scroll view names the view's kind when
    /// it is not one.
    /// A factor may come first: `0.5 * width` is `width * 0.5`.
    @Test func factorFirst() throws {
        let layout = Layout {
            View.view("photo")
        } constraints: { v in
            v.photo.top == v.root.top
            v.photo.leading == v.root.leading
            v.photo.width == 0.5 * v.root.width
            v.photo.height == 0.75 * v.photo.width + 10
        }
        let frame = try #require(try LayoutEngine(layout).result.frame(of: "photo"))
        #expect(frame.size == Size(width: 196.5, height: 157.375))
    }

    /// Priority arithmetic as with UIKit's `UILayoutPriority`: a wish just below the default
    /// hugging loses to it.
    @Test func priorityArithmetic() throws {
        #expect(Priority.defaultHigh - 1 == Priority(749))
        #expect(Priority.defaultLow + 1 == Priority(251))
        let layout = Layout {
            View.label("title", width: 100, height: 21)
        } constraints: { v in
            v.title.top == v.root.top
            v.title.leading == v.root.leading
            v.title.width == 300 ~ .defaultLow - 1
        }
        #expect(try LayoutEngine(layout).result.frame(of: "title")?.width == 100)
    }

    @Test func handlesAndErrors() throws {
        let height = ConstraintHandle("height"), second = ConstraintHandle("second"), minimum = ConstraintHandle("minimum")
        let layout = Layout {
            View.view("box")
        } constraints: { v in
            v.box.top == v.root.top
            v.box.leading == v.root.leading
            v.box.width == 100
            (v.box.height == 50).handle(height).handle(second)
            (v.box.width >= 10).handle(minimum).identifier("debug")
        }
        var engine = try LayoutEngine(layout)
        try engine.setConstant(80, for: height)
        #expect(engine.result.frame(of: "box")?.height == 80)
        try engine.setConstant(90, for: second)
        #expect(engine.result.frame(of: "box")?.height == 90)
        #expect(engine.constraints(for: minimum).map(\.identifier) == ["debug"])
        try engine.setConstant(20, for: minimum)
        #expect(throws: LayoutError.wrongViewKind("box", kind: .view, expected: "a scroll view")) {
            try engine.setScrollConfiguration(ScrollViewConfiguration(), for: "box")
        }
        #expect(LayoutError.wrongViewKind("box", kind: .view, expected: "a scroll view").description == "'box' is a view, not a scroll view")
        #expect(LayoutError.wrongViewKind("photo", kind: .imageView, expected: "a stack view").description == "'photo' is an imageView, not a stack view")
        #expect(throws: LayoutError.unknownIdentifier("nope")) { try engine.setConstant(1, for: ConstraintHandle("nope")) }
        let line = #line + 4
        let typo = Layout {
            View.view("box")
        } constraints: { v in
            v.bxo.top == v.root.top
        }
        do {
            _ = try LayoutEngine(typo)
            Issue.record("solved a constraint on a missing view")
        } catch {
            #expect(error.description == "unknown item 'bxo' in bxo.top == root.top (\(#filePath):\(line):13)")
        }
    }

    /// `.changedByCode()` marks what the app holds and changes: a banner parked above the
    /// screen by such a constraint is the app's business, so the warning becomes a note.
    @Test func changedByCodeMakesANote() throws {
        func layout(changed: Bool) -> Layout {
            Layout(screen: .iPhone15) {
                View.view("banner")
            } constraints: { v in
                v.banner.leading == v.root.leading
                v.banner.width == 200
                v.banner.height == 60
                if changed { (v.banner.bottom == v.root.top + 20).changedByCode() } else { v.banner.bottom == v.root.top + 20 }
            }
        }
        #expect(layout(changed: true).constraints.filter(\.isChangedByCode).count == 1)
        #expect(try LayoutChecker().check(layout(changed: false)).map(\.severity) == [.warning])
        let settled = try LayoutChecker().check(layout(changed: true))
        #expect(settled.map(\.severity) == [.note])
        #expect(settled.first?.message.contains("decided by the app's code") == true)
    }
}
