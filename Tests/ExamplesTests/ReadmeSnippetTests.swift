import Foundation
import Testing
import ScrollLayout
import LayoutDocuments

func article() throws -> LayoutEngine {
    let scroll = ScrollViewHandle("scroll")        // each view declared once: a typo does not compile
    let content = ViewHandle("content"), title = ViewHandle("title")
    let image = ViewHandle("image"), button = ViewHandle("button")

    let page = Layout(name: "Article", screen: .iPhone15) {
        View.scrollView(scroll, insetAdjustment: .never) {
            View.view(content) {
                View.label(title, "Title", width: 120, height: 21)
                View.imageView(image)
                View.button(button, "Read more", width: 90, height: 44)
            }
        }
    } constraints: {
        scroll.edges == ViewHandle.root.edges
        content.edges == scroll.contentLayoutGuide.edges
        content.width == scroll.frameLayoutGuide.width
        title.top == content.top + 20
        title.leading == content.leading + 16
        image.top == title.bottom + 16
        image.horizontalEdges == content.horizontalEdges
        image.height == 300 ~ .high
        button.top == image.bottom + 16
        button.leading == title.leading
        button.bottom == content.bottom - 20
    }
    let engine = try LayoutEngine(page)
    print(engine.result[scroll].contentSize)       // 393×437
    print(engine.diagnose())                       // []: nothing to fix
    let picture = try page.render(.html)           // the interactive inspector, one self-contained page
    let file = page.layoutFileText()               // the same layout as a file `scroll-layout check` reads
    print(picture.count, file.count)
    return engine
}

import Cassowary

func solverExample() throws -> Double {
    var solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.add(x + 2 * y == 100)
    try solver.add((x >= 10).strength(.strong))
    try solver.add((y == 0).strength(.weak))
    print(solver.value(of: x))                     // 100

    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(20, for: y)            // re-solved incrementally
    print(solver.value(of: x))                     // 60

    try solver.add(x <= 80)
    do {
        try solver.add(x >= 90)
    } catch .unsatisfiable(let constraint, let conflicts) {
        print(constraint, conflicts)               // x >= 90 [x <= 80]: a minimal conflicting set
    }
    return solver.value(of: x)
}

/// The README's Swift code, compiled as written (a test compares the text with the README), with
/// the values its comments promise.
@Suite("README snippets")
struct ReadmeSnippetTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// Every ```swift block of the README that is not marked as a manifest is in this file,
    /// character for character: what the README shows is what compiles here.
    @Test func everySnippetIsCompiledHere() throws {
        let readme = try String(contentsOf: ReadmeSnippetTests.readme, encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst()
        var compiled = 0
        for (index, block) in blocks.enumerated() {
            let before = readme.components(separatedBy: "```swift\n")[index]
            if before.hasSuffix("-->\n"), before.split(separator: "\n").last?.hasPrefix("<!-- not compiled") == true { continue }
            let code = block.components(separatedBy: "```").first ?? ""
            #expect(source.contains(code), "README snippet \(index + 1) is not compiled as written:\n\(code.prefix(200))")
            compiled += 1
        }
        #expect(compiled == 2)
    }

    @Test func articleAsPromised() throws {
        let engine = try article()
        #expect(engine.result.scrollView("scroll")?.contentSize == Size(width: 393, height: 437))
        #expect(engine.result.frame(of: "button") == Rect(x: 16, y: 373, width: 90, height: 44))
        #expect(engine.diagnose().isEmpty)
    }

    @Test func solverAsPromised() throws {
        #expect(try solverExample() == 60)
    }
}
