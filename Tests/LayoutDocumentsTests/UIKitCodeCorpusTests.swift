import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// The Swift corpus: real files from public apps that build scroll views in code (beside the
/// Interface Builder corpus, `swift/`). Every error and warning the reader reports on them is
/// judged here by reading the code; a new one fails until it is judged.
@Suite("UIKit code corpus", .enabled(if: SwiftCorpus.folder != nil, Comment(rawValue: IBCorpus.skipped)))
struct UIKitCodeCorpusTests {
    /// One judged error or warning: file (inside the folder), rule, line, and whether it is real.
    struct Judgement {
        var file: String
        var rule: LayoutIssue.Rule
        var line: Int
        var real: Bool
        var why: String
    }

    static let judgements: [Judgement] = [
        Judgement(file: "doulos76__TIL/source__iOS__ScrollViewExample__ScrollViewExample__ViewController.swift",
                  rule: .scrollContentHeightAmbiguous, line: 51, real: true,
                  why: "labels pinned by their tops only; the height comes from a contentSize set by hand, which Auto Layout replaces"),
        Judgement(file: "horizontalsystems__unstoppable-wallet-ios/packages__WalletCore__Sources__WalletCore__Modules__Welcome__WelcomeScreenViewController.swift",
                  rule: .ambiguousLayout, line: 24, real: true,
                  why: "logoView is centred with nothing giving it a width: its subviews are centred on it, none reaches its sides"),
        Judgement(file: "mastodon__mastodon-ios/Mastodon__Scene__Onboarding__Welcome__EducationViewController.swift",
                  rule: .scrollContentHeightAmbiguous, line: 72, real: true,
                  why: "the last link to the scroll view's bottom is `>=`: it keeps the stack inside but does not fix the content height"),
    ]

    @Test("every file reads without a crash, quickly, and every error and warning is judged real")
    func judged() throws {
        let folder = try #require(SwiftCorpus.folder)
        let files = try LayoutDocument.expand([folder.path])
        #expect(files.count == 49)
        var found: [(file: String, rule: LayoutIssue.Rule, line: Int)] = []
        var layouts = 0
        for file in files {
            let report = DocumentReport.make(path: file)
            #expect(report.error == nil, "\(file): \(String(describing: report.error))")
            layouts += report.entries.count
            for issue in report.entries.flatMap(\.issues) where issue.severity != .note {
                guard case .source(_, let line, _) = issue.origin else { continue }
                found.append((String(file.dropFirst(folder.path.count + 1)), issue.rule, line))
            }
        }
        #expect(layouts >= 40)
        for item in found {
            let judged = Self.judgements.first { $0.file == item.file && $0.rule == item.rule && $0.line == item.line }
            #expect(judged != nil, "not judged: \(item.file):\(item.line) \(item.rule.rawValue)")
        }
        let real = Self.judgements.filter(\.real).count
        #expect(found.count == Self.judgements.count)
        #expect(Double(real) / Double(max(1, Self.judgements.count)) >= 0.9)
    }
}

/// The Swift corpus folder, beside the Interface Builder one; nil when it is not there.
enum SwiftCorpus {
    static let folder: URL? = {
        guard let root = IBCorpus.root else { return nil }
        let folder = root.deletingLastPathComponent().appendingPathComponent("swift")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()
}
