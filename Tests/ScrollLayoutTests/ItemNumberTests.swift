import Testing
@testable import ScrollLayout

/// The view tree's item numbers: given in depth-first order, released when a view goes and given
/// again to views added later, without one view's variables or place reaching another.
@Suite("Item numbers")
struct ItemNumberTests {
    /// A scroll view whose content holds a chain of three views; the middle one has a custom
    /// guide that the last view hangs from.
    func chain() -> Layout {
        var middle = label("b", height: 30)
        middle.layoutGuides = ["bGuide"]
        let content = plain("content", [label("a", height: 20), middle, label("c", height: 40)])
        let scroll = View("scroll", kind: .scrollView, subviews: [content])
        var constraints = edges(.view("scroll"), .view("root")) + edges(.view("content"), .contentLayoutGuide("scroll"))
        constraints.append(c(.view("content"), .width, .equal, .frameLayoutGuide("scroll"), .width))
        for id in ["a", "b", "c"] {
            constraints.append(c(id, .leading, .equal, "content", .leading, 8))
            constraints.append(c(id, .trailing, .equal, "content", .trailing, -8))
        }
        constraints += [
            c("a", .top, .equal, "content", .top, 10),
            c("b", .top, .equal, "a", .bottom, 5),
            c(.guide("bGuide"), .top, .equal, .view("b"), .bottom, 7),
            c(.guide("bGuide"), .height, .equal, nil, .height, 12),
            c(.guide("bGuide"), .leading, .equal, .view("b"), .leading),
            c(.guide("bGuide"), .width, .equal, .view("b"), .width),
            c(.view("c"), .top, .equal, .guide("bGuide"), .bottom),
            c("content", .bottom, .equal, "c", .bottom, 10),
        ]
        return Layout(screen: screen(320, 480), root: plain("root", [scroll]), constraints: constraints)
    }

    /// Numbers follow depth-first order, a custom guide right after its view; a guide's place
    /// is its own rectangle and its owner's view.
    @Test func numbersFollowTheTree() throws {
        let tree = try LayoutEngine(chain()).tree
        let order = ["root", "scroll", "content", "a", "b", "bGuide", "c"]
        #expect(order.map { tree.number(of: $0)?.position } == Array(0..<order.count))
        #expect(order.allSatisfy { tree.number(of: $0).map(tree.name(of:)) == $0 })
        let guide = try #require(tree.place(of: .guide("bGuide")))
        #expect(guide.rect == tree.number(of: "bGuide") && guide.owner == tree.number(of: "b") && !guide.isScrollView)
        #expect(tree.viewNumber(of: "bGuide") == nil)
        #expect(tree.place(of: .view("scroll"))?.isScrollView == true)
        #expect(tree.commonAncestor("a", "c") == "content")
        #expect(tree.enclosingScrollView(of: "c") == "scroll")
        #expect(tree.ancestors(of: "b") == ["content", "scroll", "root"])
    }

    /// A removed view's and guide's numbers go to the views added next; the layout then solves
    /// as a fresh engine solves the same layout, and nothing of the removed views is left.
    @Test func releasedNumbersAreGivenAgain() throws {
        var engine = try LayoutEngine(chain())
        let released = try [#require(engine.tree.number(of: "b")), #require(engine.tree.number(of: "bGuide"))]
        try engine.removeView("b")
        #expect(engine.tree.number(of: "b") == nil && engine.tree.number(of: "bGuide") == nil)
        #expect(engine.itemVariables("b") == nil && engine.itemVariables("bGuide") == nil)

        var replacement = label("d", height: 50)
        replacement.layoutGuides = ["dGuide"]
        try engine.addSubview(replacement, to: "content", at: 1)
        let given = try [#require(engine.tree.number(of: "d")), #require(engine.tree.number(of: "dGuide"))]
        #expect(Set(given) == Set(released))
        for constraint in [
            c("d", .leading, .equal, "content", .leading, 8), c("d", .trailing, .equal, "content", .trailing, -8),
            c("d", .top, .equal, "a", .bottom, 5),
            c(.guide("dGuide"), .top, .equal, .view("d"), .bottom, 3), c(.guide("dGuide"), .height, .equal, nil, .height, 6),
            c(.guide("dGuide"), .leading, .equal, .view("d"), .leading), c(.guide("dGuide"), .width, .equal, .view("d"), .width),
            c(.view("c"), .top, .equal, .guide("dGuide"), .bottom),
        ] {
            try engine.add(constraint)
        }
        let fresh = try LayoutEngine(engine.layout)
        for id in ["root", "scroll", "content", "a", "d", "c"] {
            #expect(engine.result.frame(of: id) == fresh.result.frame(of: id), "\(id)")
        }
        // a (10 + 20), d (5 + 50), the guide (3 + 6), c (40), the bottom 10.
        #expect(engine.result.scrollView("scroll")?.contentSize.height == 144)
        #expect(engine.result.frame(of: "c")?.minY == 94)
        #expect(engine.registryInvariantViolations.isEmpty)
        #expect(engine.solverInvariantViolations.isEmpty)
    }

    /// A margins guide is kept by its view's number: when the view goes, its guide's variables
    /// and insets go with it, and the view given the same number later has its own margins.
    @Test func marginsGuidesLeaveWithTheirView() throws {
        // A box, and a view beside it placed at the box's margins.
        func boxed(_ id: String, margin: Double) -> (box: View, beside: View, constraints: [LayoutConstraint]) {
            var box = plain(id)
            box.layoutMargins = EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
            let beside = LayoutItem.view(id + "Beside")
            return (box, plain(id + "Beside"), [
                c(id, .leading, .equal, "root", .leading, 20), c(id, .top, .equal, "root", .top, 30),
                c(id, .width, .equal, nil, .width, 100), c(id, .height, .equal, nil, .height, 100),
                c(beside, .leading, .equal, .layoutMargins(id), .leading), c(beside, .top, .equal, .layoutMargins(id), .top),
                c(beside, .width, .equal, nil, .width, 10), c(beside, .height, .equal, nil, .height, 10),
            ])
        }
        let b = boxed("b", margin: 4)
        var engine = try LayoutEngine(Layout(screen: screen(320, 480), root: plain("root", [b.box, b.beside]), constraints: b.constraints))
        #expect(engine.result.frame(of: "bBeside") == Rect(x: 24, y: 34, width: 10, height: 10))
        let released = try #require(engine.tree.number(of: "b"))
        try engine.removeView("bBeside")
        try engine.removeView("b")
        #expect(engine.guideInsets.isEmpty && engine.variables.madeGuides.isEmpty)

        // The box added next takes the box's number (the last released).
        let d = boxed("d", margin: 9)
        try engine.addSubview(d.box, to: "root")
        try engine.addSubview(d.beside, to: "root")
        #expect(engine.tree.number(of: "d") == released)
        for constraint in d.constraints { try engine.add(constraint) }
        #expect(engine.result.frame(of: "dBeside") == Rect(x: 29, y: 39, width: 10, height: 10))
        let fresh = try LayoutEngine(engine.layout)
        #expect(engine.result.frame(of: "dBeside") == fresh.result.frame(of: "dBeside"))
        #expect(engine.guideInsets == [NumberedGuide(view: released, kind: .margins): EdgeInsets(top: 9, left: 9, bottom: 9, right: 9)])
        #expect(engine.registryInvariantViolations.isEmpty && engine.solverInvariantViolations.isEmpty)
    }

    /// A view added with a guide id the tree holds, or with a guide named like a view, is
    /// refused and changes nothing.
    @Test func repeatedIDsAreRefusedOnInsert() throws {
        var engine = try LayoutEngine(chain())
        let before = engine.result.views.map(\.frame)
        var guideClash = plain("d")
        guideClash.layoutGuides = ["bGuide"]
        #expect(throws: LayoutError.duplicateID("bGuide")) { try engine.addSubview(guideClash, to: "content") }
        var viewClash = plain("e")
        viewClash.layoutGuides = ["a"]
        #expect(throws: LayoutError.duplicateID("a")) { try engine.addSubview(viewClash, to: "content") }
        #expect(throws: LayoutError.duplicateID("bGuide")) { try engine.addSubview(plain("bGuide"), to: "content") }
        #expect(engine.tree.number(of: "d") == nil && engine.tree.number(of: "e") == nil)
        #expect(engine.result.views.map(\.frame) == before)
    }

    /// A removed id can come back as a new view (a fresh number, or a released one).
    @Test func aRemovedIDCanComeBack() throws {
        var engine = try LayoutEngine(chain())
        try engine.removeView("c")
        try engine.addSubview(label("c", height: 25), to: "content")
        try engine.add(c("c", .top, .equal, "b", .bottom, 4))
        try engine.add(c("c", .leading, .equal, "content", .leading))
        try engine.add(c("c", .width, .equal, nil, .width, 100))
        try engine.add(c("content", .bottom, .equal, "c", .bottom))
        #expect(engine.result.frame(of: "c") == Rect(x: 0, y: 69, width: 100, height: 25))
        #expect(engine.tree.parent(of: "c") == "content")
        #expect(engine.tree.isDescendant("c", of: "scroll"))
    }
}
