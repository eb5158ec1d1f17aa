import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// A layout built in Swift turned into the pictures and the file the command makes.
@Suite("Pictures from Swift")
struct LayoutPicturesTests {
    /// A scroll view filling the screen around a 1 000-point tall view.
    static var layout: Layout {
        let root = View("root", subviews: [View("scroll", kind: .scrollView, subviews: [View("tall")])])
        func pin(_ a: String, _ attribute: Attribute, _ b: LayoutItem) -> LayoutConstraint {
            LayoutConstraint(Anchor(.view(a), attribute), .equal, Anchor(b, attribute))
        }
        return Layout(name: "Tall", screen: .iPhone15, root: root, constraints:
            [Attribute.top, .bottom, .leading, .trailing].flatMap { [pin("scroll", $0, .view("root")), pin("tall", $0, .contentLayoutGuide("scroll"))] }
            + [LayoutConstraint(Anchor(.view("tall"), .width), .equal, Anchor(.frameLayoutGuide("scroll"), .width)),
               LayoutConstraint(Anchor(.view("tall"), .height), .equal, nil, constant: 1000)])
    }

    @Test func svgHtmlAndLayoutFile() throws {
        let layout = LayoutPicturesTests.layout
        let svg = try layout.render(.svg)
        #expect(svg.hasPrefix("<svg") && svg.contains("data-id=\"tall\"") && svg.contains("scroll.contentSize 393×1000"))
        let html = try layout.render(.html, screens: [.iPhoneSE])
        #expect(html.contains("<!DOCTYPE html>") && html.contains("\"tall\"") && html.contains("iPhone SE"))
        // The file reads back to the same content size.
        let file = try LayoutFile.decode(layout.layoutFileText(), path: "Tall.layout.json")
        #expect(try LayoutEngine(file).result.scrollView("scroll")?.contentSize == Size(width: 393, height: 1000))
    }

    @Test func unsolvableLayoutThrows() {
        var layout = LayoutPicturesTests.layout
        layout.constraints.append(LayoutConstraint(Anchor(.view("nowhere"), .top), .equal, Anchor(.view("root"), .top)))
        #expect(throws: DocumentError.self) { try layout.render(.svg) }
    }
}
