import Testing
@testable import ScrollLayout

/// The equation grammar of layout files.
@Suite("Constraint equations")
struct ConstraintEquationTests {
    func parse(_ text: String) throws(EquationError) -> ConstraintEquation { try ConstraintEquationParser.parse(text) }

    @Test func forms() throws {
        let gap = try parse("title.top == header.bottom + 8")
        #expect(gap.first.id == "title" && gap.first.attribute == "top")
        #expect(gap.second?.id == "header" && gap.second?.attribute == "bottom")
        #expect(gap.relation == .equal && gap.constant == 8 && gap.multiplier == 1 && gap.priority == nil)

        let ratio = try parse("photo.height == photo.width * 0.75 @750")
        #expect(ratio.multiplier == 0.75 && ratio.priority == Priority(750) && ratio.constant == 0)

        let leading = try parse("a.width <= 0.5 * b.width - 10 @low")
        #expect(leading.relation == .lessThanOrEqual && leading.multiplier == 0.5 && leading.constant == -10 && leading.priority == .defaultLow)

        let constant = try parse("box.height >= 44 @required")
        #expect(constant.second == nil && constant.constant == 44 && constant.priority == .required)

        let guide = try parse("x.leading == scroll.contentLayoutGuide.leading - 16")
        #expect(guide.second?.id == "scroll" && guide.second?.guide == .contentLayoutGuide)

        let uikitName = try parse("x.top == root.safeAreaLayoutGuide.top")
        #expect(uikitName.second?.guide == .safeArea)

        let ibIDs = try parse("abc-12-xyz.top == root.top")
        #expect(ibIDs.first.id == "abc-12-xyz")
    }

    @Test func tightMinusIsAConstant() throws {
        let equation = try parse("a.top == b.bottom-8")
        #expect(equation.second?.attribute == "bottom" && equation.constant == -8)
    }

    @Test(arguments: [
        ("a.top = b.top", 6, "expected `==`, `<=` or `>=` (a single `=` is not a relation)"),
        ("a == b.top", 0, "`a` needs an attribute, e.g. `a.top`"),
        ("a.top == ", 9, "expected an item such as `title.top` or a number"),
        ("a.top == b.top @2000", 16, "priority 2000 is outside 1...1000"),
        ("a.top == b.top @hihg", 16, "unknown priority `hihg` (did you mean `high`?); use 1...1000 or one of defaultHigh, defaultLow, fittingSize, fittingSizeLevel, high, low, required"),
        ("a.top == b.top + x", 17, "expected a number"),
        ("", 0, "the constraint is empty; expected `item.attribute == …`"),
        ("a.b.c.top == d.top", 0, "`a.b.c` is not an item: write a view id, optionally followed by .safeArea, .layoutMargins, .contentLayoutGuide or .frameLayoutGuide"),
        ("a.top == b.top )", 15, "unexpected ')'; expected `+ constant`, `* multiplier`, `@priority` or the end"),
    ])
    func errors(text: String, offset: Int, message: String) {
        do {
            _ = try parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.offset == offset)
            #expect(error.message == message)
        }
    }
}

extension ConstraintEquationTests {
    @Test func idsStartingWithDigitsAreItems() throws {
        let equation = try parse("Ve5-7J-0me.width == 05a-jQ-JKT.frameLayoutGuide.width * -0.5 + 2")
        #expect(equation.second?.id == "05a-jQ-JKT" && equation.second?.guide == .frameLayoutGuide)
        #expect(equation.multiplier == -0.5 && equation.constant == 2)
        let number = try parse("a.width == 0.5 * b.width")
        #expect(number.multiplier == 0.5 && number.second?.id == "b")
    }
}

extension ConstraintEquationTests {
    /// Both readers of one text: bytes (what ASCII text takes) and characters.
    func bothWays(_ text: String) -> (bytes: Result<ConstraintEquation, EquationError>, characters: Result<ConstraintEquation, EquationError>) {
        var bytes = EquationReader(ASCIIEquationText(Array(text.utf8)))
        var characters = EquationReader(UnicodeEquationText(Array(text)))
        return (Result { () throws(EquationError) in try bytes.parseEquation() },
                Result { () throws(EquationError) in try characters.parseEquation() })
    }

    @Test func bytesAndCharactersReadASCIIAlike() {
        // Every prefix and every one-character deletion of a set of equations: valid ones,
        // numbers, exponents, guides, priorities and every kind of error on the way.
        let seeds = [
            "Ve5-7J-0me.width == 05a-jQ-JKT.frameLayoutGuide.width * -0.5 + 2",
            "a.width <= 0.5 * b.width - 10 @low", "box.height >= 4.4e1 @750",
            "x.leading == scroll.contentLayoutGuide.leading - 16", "a.top == b.bottom-8",
            "title.top == header.bottom + 8 @hihg", "a.top = b.top", "a.b.c.top == d.top )",
            "c_1.centerY == c_0.centerY * 2e-1 + .5\t@ 999",
        ]
        var texts: Set<String> = []
        for seed in seeds {
            let characters = Array(seed)
            for end in 0...characters.count { texts.insert(String(characters[..<end])) }
            for removed in characters.indices {
                var shorter = characters
                shorter.remove(at: removed)
                texts.insert(String(shorter))
            }
        }
        var compared = 0
        for text in texts.sorted() {
            let (bytes, characters) = bothWays(text)
            switch (bytes, characters) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(text)")
            case (.failure(let a), .failure(let b)): #expect(a == b, "\(text)")
            default: Issue.record("\(text): \(bytes) against \(characters)")
            }
            compared += 1
        }
        #expect(compared > 500)
    }

    @Test func nonASCIITextIsReadByCharacter() throws {
        let equation = try parse("étiquette.top == café.bottom + 8")
        #expect(equation.first.id == "étiquette" && equation.second?.id == "café" && equation.constant == 8)
        do {
            _ = try parse("étiquette.top == café.bottom ½")
            Issue.record("parsed a trailing ½")
        } catch {
            // Offsets count characters: the ½ is the 30th.
            #expect(error.offset == 29)
        }
    }
}
