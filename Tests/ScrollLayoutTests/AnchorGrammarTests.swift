import TestSupport
import Testing
@testable import ScrollLayout

/// The one grammar of items, anchors and constraints: what is printed reads back.
@Suite("Anchor grammar")
struct AnchorGrammarTests {
    /// A layout with every kind of item: views, a scroll view, a custom guide.
    static let layout = Layout(
        name: "grammar", screen: .iPhone15,
        root: View("page", subviews: [
            View("scroll", kind: .scrollView, subviews: [View("content", subviews: [label("title"), View("ib-12-xy")])]),
            { var v = View("panel"); v.layoutGuides = ["spacer"]; return v }(),
        ]))

    /// The items a random constraint may use.
    static let items: [LayoutItem] = [
        .view("page"), .view("scroll"), .view("content"), .view("title"), .view("ib-12-xy"), .view("panel"), .guide("spacer"),
        .safeArea("page"), .layoutMargins("content"), .contentLayoutGuide("scroll"), .frameLayoutGuide("scroll"),
    ]

    /// A random legal constraint: a size with a size or a constant, or two positions of one axis
    /// (directional with directional, physical with physical), numbers at full precision.
    static func randomConstraint(_ random: inout SplitMix64) -> LayoutConstraint {
        func pick<T>(_ list: [T]) -> T { list[random.below(list.count)] }
        func number() -> Double {
            switch random.below(4) {
            case 0: return Double(random.below(41)) - 20
            case 1: return Double(random.below(2001) - 1000) / 8
            default: return (Double(random.next() % 2_000_001) - 1_000_000) / 7919.0
            }
        }
        let relation = pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let priority: Priority = random.chance(50) ? .required : Priority(Float(1 + random.below(998)) + pick([0, 0.5, 0.999]))
        let first = pick(items), second = pick(items)
        let families: [[Attribute]] = [
            [.width, .height],
            [.leading, .trailing, .centerX, .leadingMargin, .trailingMargin, .centerXWithinMargins],
            [.left, .right, .centerX, .leftMargin, .rightMargin],
            [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins],
        ]
        let family = pick(families)
        let a = pick(family)
        if family == [.width, .height], random.chance(30) {
            return LayoutConstraint(Anchor(first, a), relation, nil, constant: abs(number()), priority: priority)
        }
        let multiplier = random.chance(60) ? 1 : number()
        return LayoutConstraint(Anchor(first, a), relation, Anchor(second, pick(family)), multiplier: multiplier == 0 ? 2 : multiplier,
                                constant: number(), priority: priority)
    }

    @Test func printedEquationsReadBackExactly() throws {
        var random = SplitMix64(seed: 18)
        let names = ItemNames(AnchorGrammarTests.layout)
        for _ in 0..<2_000 {
            let constraint = AnchorGrammarTests.randomConstraint(&random)
            let parsed = try LayoutConstraint.parse(constraint.equation, names: names)
            try #require(parsed.count == 1, "\(constraint.equation)")
            #expect(parsed[0].isEquivalent(to: constraint), "\(constraint.equation) read back as \(parsed[0].equation)")
        }
    }

    @Test func roundedDescriptionsStillParse() throws {
        var random = SplitMix64(seed: 19)
        let names = ItemNames(AnchorGrammarTests.layout)
        for _ in 0..<500 {
            let constraint = AnchorGrammarTests.randomConstraint(&random)
            let parsed = try LayoutConstraint.parse(constraint.description, names: names)
            #expect(parsed.count == 1 && parsed[0].first == constraint.first && parsed[0].second == constraint.second
                    && parsed[0].relation == constraint.relation, "\(constraint.description)")
        }
    }

    @Test func compoundsExpandWithInsetSigns() throws {
        let names = ItemNames(AnchorGrammarTests.layout)
        let edges = try LayoutConstraint.parse("content.edges == scroll.contentLayoutGuide.edges + 16 @750", names: names)
        #expect(edges.map(\.equation) == [
            "content.top == scroll.contentLayoutGuide.top + 16 @750",
            "content.leading == scroll.contentLayoutGuide.leading + 16 @750",
            "content.bottom == scroll.contentLayoutGuide.bottom - 16 @750",
            "content.trailing == scroll.contentLayoutGuide.trailing - 16 @750",
        ])
        let size = try LayoutConstraint.parse("title.size == 24", names: names)
        #expect(size.map(\.equation) == ["title.width == 24", "title.height == 24"])
        // The DSL's compounds are the same expansion.
        let v = Views(rootID: "page")
        let dsl = (v.content.edges == v.scroll.contentLayoutGuide.edges + 16).priority(750).constraints
        #expect(dsl.map(\.equation) == edges.map(\.equation))
    }

    @Test func rootAliasGivesWayToAViewSoNamed() throws {
        var names = ItemNames(AnchorGrammarTests.layout)
        #expect(try LayoutConstraint.parse("title.top == root.safeArea.top", names: names)[0].second?.item == .safeArea("page"))
        names.kinds["root"] = .view
        #expect(try LayoutConstraint.parse("title.top == root.top", names: names)[0].second?.item == .view("root"))
        #expect(Views(rootID: "page")["root"].id == "page")
        #expect(Views(rootID: "page", ids: ["root"])["root"].id == "root")
    }

    @Test(arguments: [
        ("title.top == scrol.top", 13, "unknown item `scrol` (did you mean `scroll`?)"),
        ("title.top == content.contentLayoutGuide.top", 13, "`content` is not a scroll view, so it has no contentLayoutGuide"),
        ("title.top == spacer.safeArea.top", 13, "`spacer` is a layout guide; it has no .safeArea"),
        ("title.topp == content.top", 6, "unknown attribute `topp` (did you mean `top`?)"),
        ("title.center == 4", 6, "`center` is a set of positions and must be related to another item's `center`"),
        ("title.size == content.width", 22, "`size` can only be related to `size`, not `width`"),
    ])
    func errorsNameThePlace(text: String, offset: Int, message: String) {
        do {
            _ = try LayoutConstraint.parse(text, names: ItemNames(AnchorGrammarTests.layout))
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.offset == offset)
            #expect(error.message == message)
        }
    }
}
