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

    @Test func examplesRoundTrip() throws {
        let folder = LayoutFileTests.root.appendingPathComponent("Examples/Layouts").path
        for path in try LayoutDocument.expand([folder]) {
            let (_, worst) = try ExportTests.roundTrip(path)
            #expect(worst <= 0.01, "\(path): \(worst)")
        }
    }

    @Test(.enabled(if: IBCorpus.root != nil, "IB corpus not found at ../shared/corpus/ib"))
    func corpusRoundTrip() throws {
        let root = try #require(IBCorpus.root)
        var layouts = 0
        for path in try LayoutDocument.expand([root.path]).filter(LayoutDocument.isInterfaceBuilder) {
            let (count, worst) = try ExportTests.roundTrip(path)
            layouts += count
            #expect(worst <= 0.01, "\(path.split(separator: "/").last ?? ""): frames differ by \(worst)")
        }
        #expect(layouts >= 120)
    }

    /// Every corpus document exported to layout files; on each file, for each rule with a
    /// fixable issue, `check --fix --rule R` leaves no fixable issue of R, adds no warning or
    /// error, and squashes no view.
    @Test(.enabled(if: IBCorpus.root != nil, "IB corpus not found at ../shared/corpus/ib"))
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
                    let old = Set(before.filter { $0.severity != .note }.map(\.subjectKey))
                    let added = remaining.filter { $0.severity != .note && !old.contains($0.subjectKey) }
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
