import Foundation
import Testing
@testable import ScrollLayout
@testable import LayoutDocuments

/// Every fix the corpus produces, applied to the layout it is about and checked again from
/// scratch on the same screens: its issue is gone, no other warning or error appears, and no
/// view loses its size.
@Suite("Corpus fixes", .enabled(if: IBCorpus.root != nil, Comment(rawValue: IBCorpus.skipped)))
struct CorpusFixTests {
    @Test func everyFixHolds() throws {
        let root = try #require(IBCorpus.root)
        let files = try LayoutDocument.expand([root.path]).filter(LayoutDocument.isInterfaceBuilder)
        var applied = 0
        for file in files {
            let document = try LayoutDocument.load(path: file)
            let report = DocumentReport.make(path: file)
            for (index, entry) in report.entries.enumerated() {
                let scene = index < document.scenes.count ? document.scenes[index] : nil
                let screens = DocumentReport.checkedScreens(for: entry.layout, scene: scene, screens: [])
                let before = Set(entry.issues.filter { $0.severity != .note }.map(\.subject))
                for issue in entry.issues {
                    guard let fix = issue.fix else { continue }
                    let fixed = entry.layout.applying(fix)
                    let engine = try LayoutEngine(fixed)
                    var after = LayoutChecker(screens: screens, verifiesFixes: false).check(engine)
                    if let scene { after = scene.weighingAmbiguity(after) }
                    let place = "\(file.split(separator: "/").last ?? ""): \(issue.rule.rawValue) fixed by \(fix)"
                    #expect(!after.contains { $0.subject == issue.subject && $0.severity >= issue.severity }, "\(place): the issue remains")
                    let added = after.filter { $0.severity != .note && !before.contains($0.subject) }
                    #expect(added.isEmpty, "\(place): new \(added.map(\.description))")
                    #expect(!LayoutChecker.squashes(before: entry.result, after: engine.result), "\(place): squashes a view")
                    applied += 1
                }
            }
        }
        print("Corpus fixes: \(applied) applied and re-checked")
        #expect(applied >= 10)
    }
}
