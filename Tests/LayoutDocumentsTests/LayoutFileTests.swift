import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// Layout files: decoding, compounds, and one clear error with its position for bad input.
@Suite("Layout files")
struct LayoutFileTests {
    /// The package root, to read the examples.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func decode(_ text: String) throws(DocumentError) -> Layout { try LayoutFile.decode(text, path: "t.layout.json") }

    /// A file around some views and constraints.
    func file(_ subviews: String, _ constraints: [String], extra: String = "") -> String {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ",\n    ")
        return "{\n  \"screen\": \"iPhone 15\",\(extra)\n  \"root\": { \"id\": \"root\", \"subviews\": [\(subviews)] },\n  \"constraints\": [\n    \(list)\n  ]\n}"
    }

    @Test func articleExample() throws {
        let path = LayoutFileTests.root.appendingPathComponent("Examples/Layouts/Article.layout.json").path
        let document = try LayoutDocument.load(path: path)
        let layout = try #require(document.layouts.first)
        #expect(layout.name == "Article")
        #expect(layout.screen == .iPhone15)
        // scroll.edges and content.edges expand to four constraints each.
        #expect(layout.constraints.count == 4 + 4 + 1 + 1 + 1 + 1 + 2 + 1 + 3)
        let result = try LayoutEngine(layout).result
        #expect(result.scrollView("scroll")?.contentSize == Size(width: 393, height: 437))
        #expect(result.frame(of: "button") == Rect(x: 16, y: 373, width: 90, height: 44))
        let titleTop = try #require(layout.constraints.first { $0.first == Anchor(.view("title"), .top) })
        #expect(titleTop.origin == .layoutFile(path: path, line: 18, column: 6))
        #expect(layout.root.allViews.first { $0.id == "title" }?.origin == .layoutFile(path: path, line: 8, column: 9))
        #expect(layout.root.allViews.first { $0.id == "title" }?.title == "Title")
    }

    @Test func compoundsExpand() throws {
        let layout = try decode(file(#"{ "id": "a" }, { "id": "b" }"#, [
            "a.edges == root.safeArea.edges + 16", "b.size == 44", "b.center == a.center", "b.horizontalEdges == a.horizontalEdges - 4",
        ]))
        let described = layout.constraints.map(\.description)
        #expect(described == [
            "a.top == root.safeArea.top + 16", "a.leading == root.safeArea.leading + 16",
            "a.bottom == root.safeArea.bottom - 16", "a.trailing == root.safeArea.trailing - 16",
            "b.width == 44", "b.height == 44", "b.centerX == a.centerX", "b.centerY == a.centerY",
            "b.leading == a.leading - 4", "b.trailing == a.trailing + 4",
        ])
        let result = try LayoutEngine(layout).result
        #expect(result.frame(of: "a") == Rect(x: 16, y: 75, width: 361, height: 727))
        #expect(result.frame(of: "b") == Rect(x: 174.5, y: 416.5, width: 44, height: 44))
    }

    @Test func objectsRootAliasAndProperties() throws {
        let text = """
            {
              "name": "custom", "direction": "rightToLeft",
              "screen": { "width": 320, "height": 480, "safeArea": { "top": 20 } },
              "root": { "id": "main", "layoutMargins": 12, "subviews": [
                { "id": "stack", "kind": "stackView", "axis": "vertical", "alignment": "top", "spacing": 4,
                  "arrangedSubviews": [ { "id": "x", "kind": "label", "intrinsicSize": { "height": 20 }, "verticalHuggingPriority": "high" } ],
                  "subviews": [ { "id": "badge", "frame": { "x": 1, "y": 2, "width": 3, "height": 4 } } ] },
                { "id": "scroll", "kind": "scrollView", "contentInset": { "bottom": 10 }, "isPagingEnabled": true }
              ] },
              "constraints": [ { "constraint": "stack.top == root.top", "priority": 999, "identifier": "pin", "active": false } ]
            }
            """
        let layout = try decode(text)
        #expect(layout.name == "custom" && layout.direction == .rightToLeft)
        #expect(layout.screen.size == Size(width: 320, height: 480) && layout.screen.safeAreaInsets.top == 20)
        #expect(layout.root.layoutMargins == EdgeInsets(all: 12))
        let stack = try #require(layout.root.subviews.first)
        #expect(stack.stack?.arrangedSubviewIDs == ["x"] && stack.subviews.map(\.id) == ["x", "badge"])
        #expect(stack.stack?.alignment == .leading && stack.stack?.axis == .vertical && stack.stack?.spacing == 4)
        #expect(stack.subviews[0].contentHuggingPriority.vertical == .defaultHigh)
        #expect(stack.subviews[1].translatesAutoresizingMaskIntoConstraints && stack.subviews[1].frame == Rect(x: 1, y: 2, width: 3, height: 4))
        let scroll = layout.root.subviews[1].scroll
        #expect(scroll?.contentInset == EdgeInsets(top: 0, left: 0, bottom: 10, right: 0) && scroll?.isPagingEnabled == true)
        let pin = try #require(layout.constraints.first)
        #expect(pin.first.item == .view("stack") && pin.second?.item == .view("main"))
        #expect(pin.priority == 999 && pin.identifier == "pin" && !pin.isActive)
    }

    /// An edge set in an inequality means what it means in the DSL: `>=` keeps the view at
    /// least the inset inside on every side (so the trailing and bottom members read `<=`), and
    /// the file's constraints are the DSL's, member for member.
    @Test func edgeInequalitiesMatchTheDSL() throws {
        let layout = try decode(file(#"{ "id": "a" }"#, ["a.edges >= root.edges + 16", "a.horizontalEdges <= root.horizontalEdges + 8"]))
        let fromFile = layout.constraints.map(\.description)
        let a = ViewHandle("a")
        let dsl = Layout(screen: .iPhone15) { View.view(a) } constraints: {
            a.edges >= ViewHandle.root.edges + 16
            a.horizontalEdges <= ViewHandle.root.horizontalEdges + 8
        }
        #expect(fromFile == dsl.constraints.map(\.description))
        #expect(fromFile == ["a.top >= root.top + 16", "a.leading >= root.leading + 16", "a.bottom <= root.bottom - 16", "a.trailing <= root.trailing - 16",
                             "a.leading <= root.leading + 8", "a.trailing >= root.trailing - 8"])
    }

    /// A stack with only `subviews` arranges nothing, as UIKit's `addSubview` does.
    @Test func plainSubviewsOfAStackAreNotArranged() throws {
        let layout = try decode(file(#"{ "id": "s", "kind": "stackView", "subviews": [ { "id": "v" } ] }"#, []))
        #expect(layout.root.subviews.first?.stack?.arrangedSubviewIDs == [])
    }

    @Test(arguments: [
        (#"{ "id": "a" }"#, ["a.top == root.top", "stak.top == root.top"], "6:6", "unknown item `stak`"),
        (#"{ "id": "stack" }"#, ["stack.tpo == root.top"], "5:12", "unknown attribute `tpo` (did you mean `top`?)"),
        (#"{ "id": "a" }"#, ["a.edges == root.size"], "5:22", "`edges` can only be related to `edges`, not `size`"),
        (#"{ "id": "a" }"#, ["a.contentLayoutGuide.top == root.top"], "5:6", "`a` is not a scroll view, so it has no contentLayoutGuide"),
        (#"{ "id": "a" }"#, ["a.top == root.top @2000"], "5:25", "priority 2000 is outside 1...1000 in `a.top == root.top @2000`"),
        (#"{ "id": "a", "hiden": true }"#, [], "3:53", "unknown key \"hiden\" in view \"a\" (did you mean `hidden`?)"),
        (#"{ "id": "a", "kind": "lable" }"#, [], "3:61", "unknown kind \"lable\" (did you mean `label`?); other names are custom classes laid out as plain views"),
        (#"{ "id": "a", "spacing": 8 }"#, [], "3:53", "\"spacing\" is a stack-view property, but \"a\" is a view"),
        (#"{ "id": "a" }, { "id": "a" }"#, [], "3:63", "the id \"a\" is already used at line 3; ids must be unique"),
        (#"{ "id": "a", "intrinsicSize": { "height": -1 } }"#, [], "3:82", "\"intrinsicSize.height\" cannot be negative (-1)"),
        (#"{ "id": "a", "hidden": "yes" }"#, [], "3:63", "\"hidden\" must be true or false; found a string"),
        (#"{ "kind": "label" }"#, [], "3:40", "this view has no \"id\""),
        (#"{ "id": "a b" }"#, [], "3:48", "the id \"a b\" can only use letters, digits, '_' and '-' (it must be usable in a constraint)"),
    ])
    func errors(subviews: String, constraints: [String], position: String, message: String) {
        do {
            _ = try decode(file(subviews, constraints))
            Issue.record("decoded")
        } catch {
            #expect(error.kind == .invalid)
            #expect(error.position?.description == position)
            #expect(error.message == message)
        }
    }

    @Test func topLevelErrors() {
        func message(_ text: String) -> String? {
            do { _ = try decode(text); return nil } catch { return "\(error.position?.description ?? "-") \(error.message)" }
        }
        #expect(message("[]") == "1:1 a layout file is a JSON object with \"screen\", \"root\" and \"constraints\"; found an array")
        #expect(message(#"{"screen": "iPhone15 Pro Maxx", "root": {"id": "r"}}"#) == "1:12 unknown screen \"iPhone15 Pro Maxx\" (did you mean `iPhone 15 Pro Max`?); use a preset name or { \"width\": …, \"height\": … }")
        #expect(message(#"{"screen": "iPhone 15"}"#) == "1:1 the layout has no \"root\" view")
        #expect(message(#"{"root": {"id": "r"}, "constrains": []}"#) == "1:23 unknown key \"constrains\" in the layout (did you mean `constraints`?)")
        #expect(message(#"{"root": {"id": "r"}, "constraints": "a.top == r.top"}"#) == "1:38 \"constraints\" must be an array of equations; found a string")
        #expect(message(#"{"root": {"id": "r"}, "constraints": [42]}"#) == "1:39 a constraint is an equation string such as \"title.top == root.safeArea.top + 16\"; found a number")
        #expect(message(#"{"screen": {"width": 0, "height": 10}, "root": {"id": "r"}}"#) == "1:22 \"width\" must be greater than 0 (0)")
    }

    /// Errors the engine finds (illegal pairs, negative sizes) point at the constraint's line.
    @Test func engineErrorsPointAtTheConstraint() throws {
        let layout = try decode(file(#"{ "id": "a" }"#, ["a.top == root.top", "a.top == root.width"]))
        do {
            _ = try LayoutEngine(layout)
            Issue.record("solved an illegal pair")
        } catch {
            let mapped = DocumentError(error, layout: layout, path: "t.layout.json")
            #expect(mapped.description == "t.layout.json:6:6: error: cannot relate a.top to root.width: a size cannot be related to a position, in a.top == root.width")
        }
        let negative = try decode(file(#"{ "id": "a" }"#, ["a.height == -5"]))
        do {
            _ = try LayoutEngine(negative)
            Issue.record("solved a negative size")
        } catch {
            #expect(DocumentError(error, layout: negative, path: "t.layout.json").description == "t.layout.json:5:6: error: a size cannot be negative: a.height == -5")
        }
    }
}
