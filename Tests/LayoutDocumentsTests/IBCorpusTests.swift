import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// The Interface Builder corpus (real documents whose stored frames Apple's engine computed),
/// found through `$SCROLL_LAYOUT_CORPUS`, or nil when it is not there.
enum IBCorpus {
    /// The corpus folder, from `$SCROLL_LAYOUT_CORPUS` (it lives outside the repository: its
    /// documents carry other projects' licenses); nil when unset or missing.
    static let root: URL? = {
        guard let path = ProcessInfo.processInfo.environment["SCROLL_LAYOUT_CORPUS"], !path.isEmpty else { return nil }
        let folder = URL(fileURLWithPath: path)
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()

    /// Why corpus tests are skipped, and how to run them.
    static let skipped = "IB corpus tests skipped: set SCROLL_LAYOUT_CORPUS to the corpus's ib folder (Scripts/fetch-corpus builds it; Documentation/Corpus.md)"

    /// True when a missing corpus is a failure rather than a skip (`SCROLL_LAYOUT_REQUIRE_CORPUS=1`).
    static let required = ProcessInfo.processInfo.environment["SCROLL_LAYOUT_REQUIRE_CORPUS"] == "1"

    static func path(_ relative: String) -> String { (root?.appendingPathComponent(relative).path) ?? relative }

    /// The second folder, `ib-extra`, beside the first (documents from other repositories):
    /// nil when it is not there.
    static let extra: URL? = {
        guard let root else { return nil }
        let folder = root.deletingLastPathComponent().appendingPathComponent("ib-extra")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()

    /// Every document of both folders, each with its folder's name (`ib/…`, `ib-extra/…`).
    static func documents() throws -> [(name: String, path: String)] {
        var result: [(name: String, path: String)] = []
        for folder in [root, extra].compactMap({ $0 }) {
            let files = try LayoutDocument.expand([folder.path]).filter(LayoutDocument.isInterfaceBuilder)
            result += files.map { (folder.lastPathComponent + "/" + String($0.dropFirst(folder.path.count + 1)), $0) }
        }
        return result
    }
}

/// The Interface Builder corpus as an oracle: stored frames and the hand-derived content sizes.
@Suite("IB corpus", .enabled(if: IBCorpus.root != nil, Comment(rawValue: IBCorpus.skipped)))
struct IBCorpusTests {
    /// Every element with an id and a stored frame, outside what Xcode flagged misplaced or
    /// ambiguous, counted: laid out within 0.51 pt (1 pt for Xcode 5–7 files) of its stored
    /// frame, differing, or not laid out (each with its reason). Every document reads.
    @Test func storedFramesMatch() throws {
        let root = try #require(IBCorpus.root)
        let files = try LayoutDocument.expand([root.path]).filter(LayoutDocument.isInterfaceBuilder)
        #expect(files.count == 38)
        var compared = 0, matched = 0, missing = 0
        var listing: [String] = []
        for file in files {
            let report = DocumentReport.make(path: file, compareFrames: true)
            #expect(report.error == nil, "\(file): \(report.error?.description ?? "")")
            let name = file.split(separator: "/").last ?? ""
            for entry in report.entries {
                guard let comparison = entry.frameComparison else { continue }
                compared += comparison.compared
                matched += comparison.matched
                missing += comparison.notLaidOut.count
                for mismatch in comparison.mismatches where !mismatch.isMisplaced {
                    listing.append("\(name): \(mismatch.id) stored \(mismatch.stored) solved \(mismatch.solved)")
                }
                for element in comparison.notLaidOut { listing.append("\(name): \(element.id) not laid out: \(element.reason)") }
            }
        }
        let rate = Double(matched) / Double(max(compared, 1))
        print("IB corpus: \(matched) of \(compared) views match their stored frames (\(String(format: "%.2f", rate * 100))%), \(missing) not laid out")
        for line in listing { print("  \(line)") }
        #expect(compared == 839)
        #expect(missing <= 3)
        #expect(rate >= 0.97)
    }

    /// The same count on both corpus folders (`ib-extra` beside the first when it is there),
    /// each and together: a floor that falls when a change breaks what the rules already match.
    @Test(.enabled(if: IBCorpus.extra != nil, Comment(rawValue: IBCorpus.skipped)))
    func storedFramesMatchOnBothFolders() throws {
        var totals: [String: (compared: Int, matched: Int)] = [:]
        for (name, path) in try IBCorpus.documents() {
            let folder = String(name.prefix { $0 != "/" })
            let report = DocumentReport.make(path: path, compareFrames: true)
            #expect(report.error == nil, "\(name): \(report.error?.description ?? "")")
            for entry in report.entries {
                guard let comparison = entry.frameComparison else { continue }
                totals[folder, default: (0, 0)].compared += comparison.compared
                totals[folder, default: (0, 0)].matched += comparison.matched
            }
        }
        let compared = totals.values.map(\.compared).reduce(0, +), matched = totals.values.map(\.matched).reduce(0, +)
        for (folder, total) in totals.sorted(by: { $0.key < $1.key }) {
            print("\(folder): \(total.matched) of \(total.compared) stored frames match")
        }
        print("both folders: \(matched) of \(compared) (\(String(format: "%.2f", 100 * Double(matched) / Double(max(compared, 1))))%)")
        #expect(totals["ib-extra"]?.compared == 4896)
        #expect((totals["ib-extra"]?.matched ?? 0) >= 4561)
        #expect(Double(matched) / Double(max(compared, 1)) >= 0.935)
    }

    /// The corpus's hand-derived content sizes (Documentation/Corpus.md), as the app runs (placeholders removed).
    @Test(arguments: [
        ("kharrison__CodeExamples/ScrollGuide-IB__ScrollGuide-IB__Base.lproj__Main.storyboard", "DqO-3s-Ai4", Rect(x: 0, y: 0, width: 375, height: 667), Size(width: 375, height: 408), 0.51),
        ("corinnekrych__PhotoScroll/PhotoScroll_Final__PhotoScroll__Base.lproj__Main.storyboard", "05a-jQ-JKT", Rect(x: 0, y: 20, width: 340, height: 780), Size(width: 1024, height: 768), 0.51),
        ("corinnekrych__PhotoScroll/PhotoScroll_Final__PhotoScroll__Base.lproj__Main.storyboard", "7EB-dI-qTw", Rect(x: 0, y: 20, width: 340, height: 780), Size(width: 340, height: 500), 0.51),
        ("MrAlek__FuckingScrollViewAutoLayout-Examples/FuckingScrollViewAutoLayout__Base.lproj__Main.storyboard", "d3N-GW-h4p", Rect(x: 0, y: 0, width: 600, height: 1000), Size(width: 600, height: 805), 0.51),
        ("MrAlek__FuckingScrollViewAutoLayout-Examples/FuckingScrollViewAutoLayout__Base.lproj__Main.storyboard", "BCS-TZ-gi5", Rect(x: 0, y: 0, width: 600, height: 1000), Size(width: 600, height: 797), 0.51),
        ("NatashaTheRobot__ScrollViewAutolayoutExample/ScrollViewAutoLayoutExample__Base.lproj__Main.storyboard", "1PP-oz-hYs", Rect(x: 0, y: 0, width: 480, height: 480), Size(width: 480, height: 184), 0.51),
        ("DonMag__add-expand-animation-in-scroll-view/xxx__xxx__Base.lproj__Main.storyboard", "szl-hp-7aE", Rect(x: 0, y: 88, width: 414, height: 774), Size(width: 414, height: 533.5), 0.51),
        ("y310__ScrollViewAutoLayoutSample/ScrollViewAutoLayoutSample__Base.lproj__Main.storyboard", "xca-Yj-gFJ", Rect(x: 0, y: 0, width: 320, height: 568), Size(width: 320, height: 302.5), 0.51),
        ("WataruMaeda__scrollViewAutoLayoutDemo/scrollViewAutoLayout__Base.lproj__Main.storyboard", "ALR-TH-yFC", Rect(x: 0, y: 0, width: 414, height: 752), Size(width: 414, height: 752), 0.51),
    ])
    func expectedContentSizes(file: String, scrollView: String, frame: Rect, contentSize: Size, tolerance: Double) throws {
        let report = DocumentReport.make(path: IBCorpus.path(file))
        #expect(report.error == nil)
        let scroll = try #require(report.entries.lazy.compactMap { $0.result.scrollView(scrollView) }.first)
        #expect(abs(scroll.absoluteFrame.minY - frame.minY) <= tolerance && abs(scroll.frame.height - frame.height) <= tolerance
                && abs(scroll.frame.width - frame.width) <= tolerance, "frame \(scroll.absoluteFrame)")
        #expect(abs(scroll.contentSize.width - contentSize.width) <= tolerance && abs(scroll.contentSize.height - contentSize.height) <= tolerance,
                "contentSize \(scroll.contentSize)")
        #expect(scroll.contentSizeSource == AxisPair(horizontal: .constraints, vertical: .constraints))
    }

    /// The largest document solves well under a second (debug build; release is about 10× faster).
    @Test func largestDocumentIsFast() throws {
        let path = IBCorpus.path("ivpn__ios-app/IVPNClient__Scenes__Signup.storyboard")
        let start = ContinuousClock.now
        let report = DocumentReport.make(path: path)
        let elapsed = ContinuousClock.now - start
        #expect(report.error == nil && !report.entries.isEmpty)
        #expect(elapsed < .seconds(1))
    }
}

/// Where the corpus must be there (CI sets `SCROLL_LAYOUT_REQUIRE_CORPUS=1`), its absence fails
/// instead of skipping the suites that read it.
@Test func corpusIsThereWhenRequired() {
    guard IBCorpus.required else { return }
    #expect(IBCorpus.root != nil, "SCROLL_LAYOUT_REQUIRE_CORPUS=1 but SCROLL_LAYOUT_CORPUS names no folder")
    #expect(IBCorpus.extra != nil, "SCROLL_LAYOUT_REQUIRE_CORPUS=1 but there is no ib-extra beside SCROLL_LAYOUT_CORPUS")
}
