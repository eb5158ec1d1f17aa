import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// Every writer renders the same projection of an issue: a DSL issue points at its Swift file
/// in all of them, not at the name the report was made under.
@Suite("Issue projection")
struct IssueProjectionTests {
    /// A DSL-style layout whose last view has no bottom link, declared at App/Page.swift:12.
    static var report: DocumentReport {
        let origin = ConstraintOrigin.source(file: "App/Page.swift", line: 12, column: 9)
        let root = View("root", subviews: [View("scroll", kind: .scrollView, subviews: [
            View("title", kind: .label, intrinsicContentSize: IntrinsicSize(width: 100, height: 21)),
        ])])
        func pin(_ a: Attribute, _ item: LayoutItem, _ b: Attribute) -> LayoutConstraint {
            LayoutConstraint(Anchor(.view("scroll"), a), .equal, Anchor(item, b), origin: origin)
        }
        let constraints = [pin(.top, .view("root"), .top), pin(.bottom, .view("root"), .bottom),
                           pin(.leading, .view("root"), .leading), pin(.trailing, .view("root"), .trailing),
                           LayoutConstraint(Anchor(.view("title"), .top), .equal, Anchor(.contentLayoutGuide("scroll"), .top), origin: origin),
                           LayoutConstraint(Anchor(.view("title"), .leading), .equal, Anchor(.contentLayoutGuide("scroll"), .leading), origin: origin),
                           LayoutConstraint(Anchor(.view("title"), .width), .equal, Anchor(.frameLayoutGuide("scroll"), .width), origin: origin)]
        let layout = Layout(name: "Page", screen: .iPhone15, root: root, constraints: constraints)
        return DocumentReport.make(layouts: [layout], path: "Page")
    }

    /// The DSL records absolute paths (`#filePath`); reports show them relative to the current
    /// directory when they lie inside it, and as given otherwise.
    @Test func swiftPathsAreShownRelativeToTheCurrentDirectory() {
        let here = FileManager.default.currentDirectoryPath
        #expect(DocumentReport.displayPath(here + "/Sources/App/Page.swift") == "Sources/App/Page.swift")
        #expect(DocumentReport.displayPath("/elsewhere/Page.swift") == "/elsewhere/Page.swift")
        #expect(DocumentReport.displayPath("App/Page.swift") == "App/Page.swift")
        #expect(DocumentReport.relativizingPaths(in: "`a.top == b.top` (\(here)/Sources/App/Page.swift:3:5)")
                == "`a.top == b.top` (Sources/App/Page.swift:3:5)")
    }

    @Test func everyWriterPointsAtTheSwiftFile() throws {
        let report = IssueProjectionTests.report
        let issue = try #require(report.issues.first { $0.rule == .scrollContentHeightAmbiguous })
        let projected = ProjectedIssue(issue, path: report.path)
        #expect(projected.location.path == "App/Page.swift" && projected.location.position?.line == 12)
        #expect(XcodeReportWriter.write([report]).contains("App/Page.swift:12:9: error: Scrollable content height is ambiguous"))
        #expect(TextReportWriter(includeViews: false).writeIssues([report]).contains("App/Page.swift:12:9: error:"))
        #expect(GitHubReportWriter.write([report]).contains("::error file=App/Page.swift,line=12,col=9,title=scroll-content-height-ambiguous::"))
        let sarif = SARIFReportWriter.write([report])
        #expect(sarif.contains("\"uri\": \"App/Page.swift\"") || sarif.contains("\"uri\":\"App/Page.swift\""))
        let json = JSONReportWriter.write([report])
        #expect(json.contains("\"file\": \"App/Page.swift\"") || json.contains("\"file\":\"App/Page.swift\""))
    }

    /// Every writer says which screens an issue happens on: SARIF in the result's property bag.
    @Test func sarifNamesTheScreens() throws {
        let sarif = SARIFReportWriter.write([IssueProjectionTests.report])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
        #expect((result["properties"] as? [String: Any])?["screens"] as? [String] == ["iPhone 15"])
    }

    /// A content height that rests on a view the app's code decides says so in `report`, and
    /// the note says so in JSON.
    @Test func contentThatRestsOnCodeSaysSo() throws {
        var photo = View("photo", kind: .imageView)
        photo.decidedByCode = "the app sets its image"
        photo.translatesAutoresizingMaskIntoConstraints = false
        photo.frame = Rect(x: 0, y: 0, width: 393, height: 200)
        let root = View("root", subviews: [View("scroll", kind: .scrollView, subviews: [photo])])
        let constraints = [Attribute.top, .bottom, .leading, .trailing].flatMap { edge in [
            LayoutConstraint(Anchor(.view("scroll"), edge), .equal, Anchor(.view("root"), edge)),
            LayoutConstraint(Anchor(.view("photo"), edge), .equal, Anchor(.contentLayoutGuide("scroll"), edge)),
        ] } + [LayoutConstraint(Anchor(.view("photo"), .width), .equal, Anchor(.frameLayoutGuide("scroll"), .width))]
        let report = DocumentReport.make(layouts: [Layout(name: "Photo", screen: .iPhone15, root: root, constraints: constraints)], path: "Photo")
        let text = TextReportWriter(includeViews: false).write([report])
        #expect(text.contains("content rests on       decided by the app's code: \"photo\": the app sets its image\n"))
        #expect(JSONReportWriter.write([report]).contains("\"restsOn\": \"decided by the app's code: \\\"photo\\\": the app sets its image\""))
    }
}
