import Foundation
import Testing
@testable import ScrollLayout
@testable import LayoutDocuments

/// `export`: layout files written from documents read back into layouts that solve to the same
/// frames, on every corpus document and the examples.
@Suite("Export")
struct ExportTests {
    /// The largest difference between two results' frames, over the views of the first.
    static func largestDifference(_ a: LayoutResult, _ b: LayoutResult) -> Double {
        var worst = 0.0
        for view in a.views {
            guard let other = b.frame(of: view.id) else { return .infinity }
            worst = max(worst, abs(view.frame.minX - other.minX), abs(view.frame.minY - other.minY),
                        abs(view.frame.width - other.width), abs(view.frame.height - other.height))
        }
        return worst
    }

    /// Each layout of a document against its exported layout file: the same views, frames within 0.01 pt.
    static func roundTrip(_ path: String) throws -> (layouts: Int, worst: Double) {
        let document = try LayoutDocument.load(path: path)
        let files = try LayoutExporter.files(for: path, format: .layout)
        #expect(files.count == document.layouts.count)
        var worst = 0.0
        for (layout, file) in zip(document.layouts, files) {
            let original = try LayoutEngine(layout).result
            let exported = try LayoutFile.decode(file.text, path: file.name)
            let result = try LayoutEngine(exported).result
            #expect(result.views.count == original.views.count, "\(file.name)")
            worst = max(worst, largestDifference(original, result), largestDifference(result, original))
            // The layout file says what the document leaves to code.
            #expect(exported.constraints.filter(\.isPlaceholder).count == layout.constraints.filter(\.isPlaceholder).count)
            #expect(exported.root.allViews.compactMap(\.customClass).sorted() == layout.root.allViews.compactMap(\.customClass).sorted())
        }
        return (document.layouts.count, worst)
    }

    /// A stack made in code arranges every subview (`arrangedSubviewIDs == nil`); the layout
    /// file must list them under "arrangedSubviews" and the Swift must name them all, or the
    /// exported stack arranges nothing and every view in it becomes ambiguous.
    @Test func codeMadeStackStaysArranged() throws {
        let items = (0..<3).map { View("item\($0)", kind: .label, intrinsicContentSize: IntrinsicSize(width: 200, height: 20 + Double($0) * 8)) }
        var stack = View("stack", kind: .stackView, subviews: items)
        stack.stack?.axis = .vertical
        stack.stack?.spacing = 8
        #expect(stack.stack?.arrangedSubviewIDs == nil)
        var constraints: [LayoutConstraint] = []
        for edge in [Attribute.top, .leading, .trailing] {
            constraints.append(LayoutConstraint(Anchor(.view("stack"), edge), .equal, Anchor(.view("root"), edge)))
        }
        let layout = Layout(name: "stack", screen: .iPhone15, root: View("root", subviews: [stack]), constraints: constraints)
        let original = try LayoutEngine(layout).result
        #expect(original.frame(of: "item2") == Rect(x: 0, y: 20 + 8 + 28 + 8, width: 393, height: 36))
        let text = LayoutFileWriter.write(layout)
        let exported = try LayoutEngine(try LayoutFile.decode(text, path: "stack.layout.json"))
        #expect(ExportTests.largestDifference(original, exported.result) <= 0.01)
        #expect(exported.diagnose().filter { $0.severity == .error }.isEmpty)
        let swift = SwiftLayoutWriter.stackSettings(try #require(stack.stack), subviews: items.map(\.id))
        #expect(swift.contains("$0.stack?.arrangedSubviewIDs = [\"item0\", \"item1\", \"item2\"]"))
    }

    @Test func examplesRoundTrip() throws {
        let folder = LayoutFileTests.root.appendingPathComponent("Examples/Layouts").path
        for path in try LayoutDocument.expand([folder]) {
            let (_, worst) = try ExportTests.roundTrip(path)
            #expect(worst <= 0.01, "\(path): \(worst)")
        }
    }

    @Test(.enabled(if: IBCorpus.root != nil, Comment(rawValue: IBCorpus.skipped)))
    func corpusRoundTrip() throws {
        var layouts = 0
        // Both corpus folders (the second when it is there): every document exported and read
        // back solves to the same frames.
        for (name, path) in try IBCorpus.documents() {
            let (count, worst) = try ExportTests.roundTrip(path)
            layouts += count
            #expect(worst <= 0.01, "\(name): frames differ by \(worst)")
        }
        #expect(layouts >= (IBCorpus.extra == nil ? 120 : 600))
    }

    /// Every corpus document exported to layout files; on each file, for each rule with a
    /// fixable issue, `check --fix --rule R` leaves no fixable issue of R, adds no warning or
    /// error, and squashes no view.
    @Test(.enabled(if: IBCorpus.root != nil, Comment(rawValue: IBCorpus.skipped)))
    func fixEveryRuleOnExportedCorpus() throws {
        let root = try #require(IBCorpus.root)
        var fixed = 0
        for path in try LayoutDocument.expand([root.path]).filter(LayoutDocument.isInterfaceBuilder) {
            for file in try LayoutExporter.files(for: path, format: .layout) {
                let layout = try LayoutFile.decode(file.text, path: file.name)
                let engine = try LayoutEngine(layout)
                let before = LayoutChecker().check(engine)
                let rules = Set(before.filter { $0.fix != nil }.map(\.rule))
                for rule in rules {
                    let outcome = try LayoutFileFixer(rules: [rule]).fix(text: file.text, path: file.name)
                    #expect(!outcome.changes.isEmpty, "\(file.name) \(rule.rawValue): nothing applied; \(outcome.refused)")
                    let after = try LayoutFile.decode(outcome.text, path: file.name)
                    let afterEngine = try LayoutEngine(after)
                    let remaining = LayoutChecker().check(afterEngine)
                    #expect(!remaining.contains { $0.rule == rule && $0.fix != nil }, "\(file.name): \(rule.rawValue) still fixable")
                    let old = Set(before.filter { $0.severity != .note }.map(\.subject))
                    let added = remaining.filter { $0.severity != .note && !old.contains($0.subject) }
                    #expect(added.isEmpty, "\(file.name) \(rule.rawValue): new \(added.map(\.description))")
                    #expect(!LayoutChecker.squashes(before: engine.result, after: afterEngine.result), "\(file.name) \(rule.rawValue): squashed")
                    fixed += outcome.changes.count
                }
            }
        }
        print("Exported corpus: \(fixed) fixes applied with check --fix --rule")
        #expect(fixed >= 10)
    }
}
