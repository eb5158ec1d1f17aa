import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// The headless Chromium the browser tests use, and whether its absence fails them.
enum HeadlessBrowser {
    /// `SCROLL_LAYOUT_BROWSER`, or a Chromium on the PATH.
    static var path: String? {
        if let given = ProcessInfo.processInfo.environment["SCROLL_LAYOUT_BROWSER"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// True when a missing browser is a failure rather than a skip (`.ci/run` sets it).
    static let required = ProcessInfo.processInfo.environment["SCROLL_LAYOUT_REQUIRE_BROWSER"] == "1"

    /// Why the suite is skipped, and how to run it.
    static let skipped = "browser tests skipped: no headless Chromium (install chromium-headless-shell, or set SCROLL_LAYOUT_BROWSER)"
}

/// The HTML inspector in a real browser: headless Chromium loads each page (the examples, and
/// two corpus documents when the corpus is there), runs its script, and the test reads the
/// DOM it leaves: every view's box where its frame says, the deep-linked view's panel with its
/// constraints and their locations, the issues naming their views, and a screenshot that is
/// not blank. Without a browser the suite is skipped and says so, unless
/// `SCROLL_LAYOUT_REQUIRE_BROWSER=1` (as `.ci/run` sets): then it fails and says how to get one.
@Suite("HTML inspector in a browser", .enabled(if: HeadlessBrowser.path != nil || HeadlessBrowser.required,
                                              Comment(rawValue: HeadlessBrowser.skipped)))
struct HTMLInspectorBrowserTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The browser, or nil after recording that there is none (the test fails: it never passes
    /// without having looked).
    func requireBrowser(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard let browser = HeadlessBrowser.path else {
            Issue.record("no headless Chromium: install one (`apt-get install -y chromium-headless-shell`, as .ci/run does) or set SCROLL_LAYOUT_BROWSER",
                         sourceLocation: sourceLocation)
            return nil
        }
        return browser
    }

    /// Runs the browser with arguments; its standard output.
    func browse(_ browser: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1300,950"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The value of an attribute of the element whose `data-id` is `id`.
    func attribute(_ name: String, ofView id: String, in dom: String) -> String? {
        guard let start = dom.range(of: "data-id=\"\(HTMLInspector.escape(id))\"") else { return nil }
        let tagStart = dom[..<start.lowerBound].lastIndex(of: "<") ?? start.lowerBound
        guard let tagEnd = dom[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = dom[tagStart..<tagEnd]
        guard let value = tag.range(of: "\(name)=\"") else { return nil }
        return tag[value.upperBound...].prefix { $0 != "\"" }.description
    }

    /// Where a view is drawn at rest: its absolute frame moved by the resting offsets of the
    /// scroll views around it.
    func expectedBox(_ view: LayoutResult.ViewFrame, in result: LayoutResult) -> Rect {
        var rect = view.absoluteFrame
        var current = view.parentID
        while let parent = current {
            if let scroll = result.scrollView(parent) {
                rect = rect.offsetBy(dx: -scroll.geometry.minimumOffset.x, dy: -scroll.geometry.minimumOffset.y)
            }
            current = result.view(parent)?.parentID
        }
        return rect
    }

    static var documents: [String] {
        var paths = ["Layouts/Article.layout.json", "Layouts/BrokenChain.layout.json", "Layouts/Carousel.layout.json",
                     "Layouts/Feed.layout.json", "Layouts/SignUpForm.layout.json", "InterfaceBuilder/Settings.storyboard",
                     "InterfaceBuilder/Profile.storyboard", "InterfaceBuilder/Gallery.xib"].map { root + "/Examples/" + $0 }
        if let corpus = ProcessInfo.processInfo.environment["SCROLL_LAYOUT_CORPUS"],
           let files = try? LayoutDocument.expand([corpus]).filter(LayoutDocument.isInterfaceBuilder) {
            // The two documents with the most views: the busiest scenes.
            let counted = files.compactMap { path -> (String, Int)? in
                guard let document = try? LayoutDocument.load(path: path) else { return nil }
                return (path, document.layouts.map { $0.root.allViews.count }.max() ?? 0)
            }
            paths += counted.sorted { $0.1 > $1.1 }.prefix(2).map(\.0)
        }
        return paths
    }

    @Test(arguments: documents)
    func pageInABrowser(path: String) throws {
        guard let browser = requireBrowser() else { return }
        let report = DocumentReport.make(path: path)
        let entry = try #require(report.entries.first, "\(path) has no layout")
        let page = HTMLInspector().render(report)
        #expect(!page.contains("<script src") && !page.contains("<link") && !page.contains("http://") && !page.contains("https://"),
                "the page must be self-contained")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(UUID().uuidString).html").path
        try page.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // Deep link to the view with the most constraints written by the user.
        let user = entry.engine.allConstraints.filter { !$0.origin.isGenerated }
        let placed = entry.result.views.filter { $0.parentID != nil }
        let chosen = try #require(placed.max { a, b in
            user.filter { $0.first.item.ownerID == a.id }.count < user.filter { $0.first.item.ownerID == b.id }.count
        })
        let dom = try browse(browser, ["--dump-dom", "file://\(file)#view=\(chosen.id)"])
        #expect(dom.contains("id=\"screen\""), "the script did not run")
        // Every view where its frame says, at rest (opened without a view to scroll to).
        let atRest = try browse(browser, ["--dump-dom", "file://\(file)"])
        for view in placed {
            let expected = expectedBox(view, in: entry.result)
            guard let box = attribute("data-box", ofView: view.id, in: atRest) else {
                Issue.record("\(view.id) is not drawn")
                continue
            }
            let numbers = box.split(separator: " ").compactMap { Double($0) }
            #expect(numbers.count == 4, "\(view.id): data-box \(box)")
            guard numbers.count == 4 else { continue }
            let drawn = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            let close = abs(drawn.minX - expected.minX) < 0.05 && abs(drawn.minY - expected.minY) < 0.05
                && abs(drawn.width - expected.width) < 0.05 && abs(drawn.height - expected.height) < 0.05
            #expect(close, "\(view.id) drawn at \(drawn), its frame is \(expected)")
        }
        // The deep-linked view's panel: its constraints with where each was written.
        #expect(dom.contains("<section id=\"panel\" data-view=\"\(HTMLInspector.escape(chosen.id))\">"))
        for constraint in user.filter({ $0.first.item.ownerID == chosen.id }).prefix(3) {
            let origin = DocumentReport.displayPath(constraint.origin.description)
            #expect(dom.contains(HTMLInspector.escape(constraint.description) + " <span class=\"loc\">" + HTMLInspector.escape(origin) + "</span>"),
                    "panel of \(chosen.id) lacks `\(constraint)` at \(origin)")
        }
        // Each issue names its views.
        let issues = dom.components(separatedBy: "<li class=\"issue\"").dropFirst()
        #expect(issues.count == entry.issues.count)
        for (item, issue) in zip(issues, entry.issues) {
            let views = issue.items.map(\.ownerID).filter { entry.result.view($0) != nil }
            let unique = views.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            #expect(item.hasPrefix(" data-views=\"\(HTMLInspector.escape(unique.joined(separator: " ")))\""), "issue \(issue.rule) links \(item.prefix(80))")
        }
    }

    /// A screenshot of the expected size that is not blank (far more to compress than an empty
    /// page of the same size).
    @Test func screenshotIsNotBlank() throws {
        guard let browser = requireBrowser() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = DocumentReport.make(path: HTMLInspectorBrowserTests.root + "/Examples/Layouts/BrokenChain.layout.json")
        try HTMLInspector().render(report).write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
        try "<!DOCTYPE html><html><body></body></html>".write(toFile: folder + "/blank.html", atomically: true, encoding: .utf8)
        _ = try browse(browser, ["--screenshot=\(folder)/page.png", "file://\(folder)/page.html#view=comments"])
        _ = try browse(browser, ["--screenshot=\(folder)/blank.png", "file://\(folder)/blank.html"])
        let shot = try Data(contentsOf: URL(fileURLWithPath: folder + "/page.png"))
        let blank = try Data(contentsOf: URL(fileURLWithPath: folder + "/blank.png"))
        // PNG: the signature, then IHDR with the width and height as big-endian 32-bit numbers.
        #expect(shot.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        func number(_ data: Data, at offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(number(shot, at: 16) == 1300 && number(shot, at: 20) == 950)
        #expect(shot.count > 10 * blank.count, "the screenshot is \(shot.count) bytes, a blank page \(blank.count)")
    }

    /// The SVG pictures' labels, measured by the browser, never overlap, and every label sits
    /// inside its view: on the examples and the corpus's busiest documents.
    @Test(arguments: documents)
    func svgLabelsDoNotOverlap(path: String) throws {
        guard let browser = requireBrowser() else { return }
        let report = DocumentReport.make(path: path)
        let entry = try #require(report.entries.first)
        let svg = SVGRenderer().render(entry)
        let check = """
            <script>
            const labels = [...document.querySelectorAll('text.label, text.leader-label')].map(t => [t, t.getBoundingClientRect()]);
            let problems = [];
            labels.forEach(([t, r], i) => {
              labels.slice(i + 1).forEach(([u, q]) => {
                if (r.left < q.right - 0.5 && q.left < r.right - 0.5 && r.top < q.bottom - 0.5 && q.top < r.bottom - 0.5)
                  problems.push(t.textContent + ' / ' + u.textContent);
              });
              if (!t.classList.contains('label')) return;
              const box = t.parentNode.querySelector('rect').getBoundingClientRect();
              // A label above its view (a container sharing its corner) sits on its top edge.
              const top = t.classList.contains('above') ? box.top - r.height - 2 : box.top - 0.5;
              const bottom = t.classList.contains('above') ? box.top + 0.5 : box.bottom + 0.5;
              if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < top || r.bottom > bottom)
                problems.push(t.textContent + ' outside its view');
            });
            document.body.setAttribute('data-labels', labels.length);
            document.body.setAttribute('data-problems', problems.join(' | '));
            </script>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString).html").path
        try ("<!DOCTYPE html><html><body style=\"margin:0\">" + svg + check + "</body></html>").write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let dom = try browse(browser, ["--dump-dom", "file://\(file)"])
        #expect(dom.contains("data-problems=\"\""), "\(path): \(dom.components(separatedBy: "data-problems=\"").dropFirst().first?.prefix(300) ?? "no result")")
        #expect(!dom.contains("data-labels=\"0\""), "\(path): no label drawn")
    }

    /// Scrolling as UIKit would: the paging carousel (pages of 375, offsets 0…750) asked for
    /// x = 400 snaps to the page at 375, so the second card is where the first was; asked for
    /// 2 000 it stops at the last page.
    @Test(arguments: [(400.0, 375.0), (2000, 750), (100, 0)])
    func scrollingSnapsToPages(requested: Double, expected: Double) throws {
        guard let browser = requireBrowser() else { return }
        let report = DocumentReport.make(path: HTMLInspectorBrowserTests.root + "/Examples/Layouts/Carousel.layout.json")
        let entry = try #require(report.entries.first)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-\(UUID().uuidString).html").path
        try HTMLInspector().render(report).write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let dom = try browse(browser, ["--dump-dom", "file://\(file)#scroll=carousel:\(formatNumber(requested)),0"])
        for id in ["card1", "card2", "card3"] {
            let frame = try #require(entry.result.view(id)).absoluteFrame
            let box = try #require(attribute("data-box", ofView: id, in: dom)).split(separator: " ").compactMap { Double($0) }
            #expect(box.count == 4 && abs(box[0] - (frame.minX - expected)) < 0.05, "\(id) at \(box), expected x \(frame.minX - expected)")
        }
        #expect(dom.contains("translate(-\(formatNumber(expected))px, 0px)") || (expected == 0 && dom.contains("translate(0px, 0px)")))
    }

    /// A stack of cards in a scroll view, the second hidden: the hidden card and what it holds
    /// are drawn as hidden (under the visible cards, no name inside), and `#view=` on the last
    /// card's title scrolls the page to show it.
    @Test func hiddenCardsAndDeepLinks() throws {
        guard let browser = requireBrowser() else { return }
        let cards = (1...4).map { index in
            #"{ "id": "card\#(index)"\#(index == 2 ? #", "hidden": true"# : ""), "subviews": [ { "id": "title\#(index)", "kind": "label", "text": "Card \#(index)", "intrinsicSize": { "width": 120, "height": 21 } } ] }"#
        }
        let text = """
            { "screen": "iPhone SE", "root": { "id": "root", "subviews": [
              { "id": "scroll", "kind": "scrollView", "contentInsetAdjustmentBehavior": "never", "subviews": [
                { "id": "stack", "kind": "stackView", "axis": "vertical", "spacing": 12, "arrangedSubviews": [\(cards.joined(separator: ", "))] } ] } ] },
              "constraints": ["scroll.edges == root.safeArea.edges", "stack.edges == scroll.contentLayoutGuide.edges", "stack.width == scroll.frameLayoutGuide.width",
                              \((1...4).map { #""card\#($0).height == 300", "title\#($0).top == card\#($0).top + 8", "title\#($0).leading == card\#($0).leading + 8""# }.joined(separator: ", "))] }
            """
        let report = DocumentReport.make(layouts: [try LayoutFile.decode(text, path: "cards.layout.json")], path: "cards.layout.json")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cards-\(UUID().uuidString).html").path
        try HTMLInspector().render(report).write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let dom = try browse(browser, ["--dump-dom", "file://\(file)#view=title4"])
        for id in ["card2", "title2"] {
            let classes = try #require(attribute("class", ofView: id, in: dom))
            #expect(classes.contains("hidden-view"), "\(id): \(classes)")
        }
        #expect(!dom.contains(">Card 2<") && !dom.contains(">title2<"), "a view inside a hidden one is named")
        // 4 × 300 + 3 × 12 − 2 × 312 (the hidden card) … the page scrolls to its end, 277, to show card 4's title.
        #expect(dom.contains("translate(0px, -277px)"), "\(dom.components(separatedBy: "scroll-content").dropFirst().first?.prefix(200) ?? "")")
        // The SVG: the hidden subtree first (under the visible views), outlined, unnamed inside.
        let svg = SVGRenderer().render(try #require(report.entries.first))
        let hiddenAt = try #require(svg.range(of: "data-id=\"title2\""))
        let visibleAt = try #require(svg.range(of: "data-id=\"card3\""))
        #expect(hiddenAt.lowerBound < visibleAt.lowerBound)
        #expect(svg.contains("<g class=\"view hidden\" data-id=\"title2\""))
        #expect(!svg.contains(">Card 2<"))
    }
}
