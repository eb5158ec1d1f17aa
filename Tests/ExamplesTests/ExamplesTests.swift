import Testing
@testable import ScrollLayout
@testable import ScrollLayoutExamples

/// Each example's content size and key frames, computed by hand.
@Suite("Examples")
struct ExamplesTests {
    func solve(_ example: Example) throws -> (LayoutEngine, LayoutResult, [LayoutIssue]) {
        let engine = try LayoutEngine(example.layout)
        return (engine, engine.result, engine.diagnose().filter { $0.severity != .note })
    }

    /// 20 + 21 + 16 + 300 + 16 + 44 + 20 = 437.
    @Test func canonicalContainer() throws {
        let (_, result, problems) = try solve(.canonicalContainer)
        #expect(problems.isEmpty)
        #expect(result.scrollView("scroll")?.contentSize == Size(width: 393, height: 437))
        #expect(result.frame(of: "image") == Rect(x: 0, y: 57, width: 393, height: 300))
        #expect(result.frame(of: "button") == Rect(x: 16, y: 373, width: 90, height: 44))
    }

    /// 200 + 24 + 300 + 8 + 120 + 8 + 250 + 8 + 90 = 1008 in a 647-tall frame: 361 to scroll.
    @Test func drawers() throws {
        let (_, result, problems) = try solve(.drawers)
        #expect(problems.isEmpty)
        let scroll = try #require(result.scrollView("scroll"))
        #expect(scroll.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(scroll.contentSize == Size(width: 375, height: 1008))
        #expect(scroll.geometry.maximumOffset.y == 361)
        #expect(result.frame(of: "red") == Rect(x: 0, y: 224, width: 375, height: 300))
        #expect(result.frame(of: "footer") == Rect(x: 0, y: 918, width: 375, height: 90))
    }

    /// 667 × 375 landscape, keyboard 200: offsets 0…(500 + 200 − 375) = 325; the field
    /// (351…382) shows above the keyboard from y = 382 − (375 − 200) = 207.
    @Test func photoComment() throws {
        let (engine, result, problems) = try solve(.photoComment)
        #expect(problems.isEmpty)
        let scroll = try #require(result.scrollView("scroll"))
        #expect(scroll.contentSize == Size(width: 667, height: 500))
        #expect(scroll.geometry.adjustedContentInset.bottom == 200)
        #expect(scroll.geometry.maximumOffset.y == 325)
        #expect(result.frame(of: "photo") == Rect(x: 0, y: 0, width: 667, height: 300))
        #expect(result.frame(of: "nameLabel") == Rect(x: 238.5, y: 300, width: 190, height: 21))
        #expect(result.frame(of: "nameField") == Rect(x: 8, y: 351, width: 651, height: 31))
        #expect(Example.photoComment.notes(engine).last == "to show the text field ((8, 351, 651, 31)) above the keyboard, scroll to y = 207")
    }

    /// 5 × 311 + 4 × 12 = 1603 wide; offsets −32…(1603 + 32 − 375) = 1260; page k at 323k − 32.
    @Test func pagingGallery() throws {
        let (engine, result, problems) = try solve(.pagingGallery)
        #expect(problems.isEmpty)
        let gallery = try #require(result.scrollView("gallery"))
        #expect(gallery.contentSize == Size(width: 1603, height: 420))
        #expect(gallery.geometry.minimumOffset.x == -32 && gallery.geometry.maximumOffset.x == 1260)
        #expect(result.frame(of: "card2") == Rect(x: 646, y: 0, width: 311, height: 420))
        #expect(Example.pagingGallery.notes(engine) == [
            "page offsets: -32, 291, 614, 937, 1260 (offset range x -32…1260)",
            "a flick released at x = 400 moving right settles at x = 614",
        ])
    }

    /// Fit scale 393 / 3000 = 0.131: 393 × 262, centred by (852 − 262) / 2 = 295 above and below.
    @Test func zoomablePhoto() throws {
        let (_, result, problems) = try solve(.zoomablePhoto)
        #expect(problems.isEmpty)
        let scroll = try #require(result.scrollView("scroll"))
        #expect(abs(scroll.contentSize.width - 393) < 1e-9 && abs(scroll.contentSize.height - 262) < 1e-9)
        #expect(abs(scroll.geometry.adjustedContentInset.top - 295) < 1e-9)
        #expect(scroll.geometry.scrolls == AxisPair(horizontal: false, vertical: false))
    }

    /// One error, at the line where the chain stops, with the fix.
    @Test func brokenChain() throws {
        let (_, result, problems) = try solve(.brokenChain)
        #expect(result.scrollView("scroll")?.contentSize == Size(width: 393, height: 0))
        #expect(problems.map(\.rule) == [.scrollContentHeightAmbiguous])
        #expect(problems.first?.fix?.description == "add `comments.bottom == content.bottom - 20`")
        let origin = try #require(problems.first?.origin)
        guard case .source(let file, let line, let column) = origin else {
            Issue.record("expected a Swift source origin, got \(origin)")
            return
        }
        #expect(file.hasSuffix("Examples/Sources/ScrollLayoutExamples/BrokenChain.swift") && file.hasPrefix("/"))
        #expect(line == 32 && column > 1)
        // The issue prints where it happened, in a form editors open.
        #expect(problems.first?.description.hasPrefix("\(file):32:\(column): error: Scrollable content height is ambiguous") == true)
        let fixed = try LayoutEngine(Example.brokenChain.layout.applying(try #require(problems.first?.fix)))
        #expect(fixed.result.scrollView("scroll")?.contentSize == Size(width: 393, height: 1098))
    }
}
