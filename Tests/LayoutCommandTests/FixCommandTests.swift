import Foundation
import Testing
import ScrollLayout
import LayoutDocuments
@testable import LayoutCommand

/// `check --fix`, `--screens` and `--rule`: files changed in place only by verified fixes,
/// nothing changed where nothing may be, and bad command lines answered with exit 64.
@Suite("check --fix, --screens, --rule")
struct FixCommandTests {
    /// A fresh folder for files a test changes.
    func scratch() throws -> URL { URL(fileURLWithPath: try CommandFixture.scratch("scroll-layout-fix")) }

    /// A copy of an example in a scratch folder.
    func copy(example: String, to folder: URL) throws -> String {
        try CommandFixture.copy("Layouts/\(example).layout.json", to: folder.path)
    }

    func run(_ arguments: [String]) -> ScrollLayoutCommand.Outcome { CommandFixture.run(arguments) }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    // MARK: --fix

    /// The broken chain's missing link is appended to "constraints" and the file checks clean.
    @Test func fixWritesTheMissingLink() throws {
        let folder = try scratch()
        let path = try copy(example: "BrokenChain", to: folder)
        let before = try read(path)
        let outcome = run(["check", "--fix", path])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == "\(path):22:6: fixed [scroll-content-height-ambiguous] add `comments.bottom == content.bottom - 20`\n")
        #expect(outcome.standardError == "Done fixing 1 file: 1 fix applied in 1 file.\nDone checking 1 file (1 layout): 0 errors, 0 warnings.\n")
        let after = try read(path)
        #expect(after == before.replacingOccurrences(of: "\"comments.height == 600\"", with: "\"comments.height == 600\",\n    \"comments.bottom == content.bottom - 20\""))
        #expect(run(["check", path]).exitCode == 0)
        // The content now closes: 20 + 34 + 12 + 400 + 12 + 600 + 20.
        let report = DocumentReport.make(path: path)
        #expect(report.entries.first?.result.scrollView("scroll")?.contentSize.height == 1098)
    }

    /// A compound that loses one member is written out as its members; both frame pins move.
    @Test func fixRewritesACompound() throws {
        let folder = try scratch()
        let path = folder.appendingPathComponent("Pinned.layout.json").path
        let text = """
            {
              "screen": "iPhone SE",
              "root": { "id": "root", "subviews": [
                { "id": "scroll", "kind": "scrollView", "contentInsetAdjustmentBehavior": "never", "subviews": [
                  { "id": "content", "subviews": [
                    { "id": "a", "intrinsicSize": { "width": 100, "height": 400 } },
                    { "id": "b", "intrinsicSize": { "width": 100, "height": 400 } }
                  ] }
                ] }
              ] },
              "constraints": [
                "scroll.edges == root.edges",
                "content.verticalEdges == scroll.frameLayoutGuide.verticalEdges",
                "content.horizontalEdges == scroll.contentLayoutGuide.horizontalEdges",
                "content.width == scroll.frameLayoutGuide.width",
                "a.top == content.top", "a.leading == content.leading",
                "b.top == a.bottom + 8", "b.leading == content.leading", "b.bottom == content.bottom - 8"
              ]
            }
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = run(["check", "--fix", path])
        #expect(outcome.exitCode == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        let expected = text.replacingOccurrences(of: "\"content.verticalEdges == scroll.frameLayoutGuide.verticalEdges\"",
                                                 with: "\"content.top == scroll.contentLayoutGuide.top\",\n    \"content.bottom == scroll.contentLayoutGuide.bottom\"")
        #expect(try read(path) == expected)
        #expect(DocumentReport.make(path: path).entries.first?.result.scrollView("scroll")?.contentSize.height == 816)
    }

    /// SARIF carries the same change as replacements: applied to the original text they give
    /// exactly what `--fix` writes.
    @Test func sarifFixMatchesWhatFixWrites() throws {
        let folder = try scratch()
        let path = try copy(example: "BrokenChain", to: folder)
        let original = try read(path)
        let sarif = run(["check", "--format", "sarif", path]).standardOutput
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let change = try #require(((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        let inserted = try #require((replacement["insertedContent"] as? [String: String])?["text"])
        // Apply it by line and column.
        var lines = original.components(separatedBy: "\n")
        let line = try #require(region["startLine"]), column = try #require(region["startColumn"])
        #expect(region["endLine"] == line && region["endColumn"] == column)
        var characters = Array(lines[line - 1])
        characters.insert(contentsOf: inserted, at: column - 1)
        lines[line - 1] = String(characters)
        _ = run(["check", "--fix", path])
        #expect(lines.joined(separator: "\n") == (try read(path)))
    }

    /// Interface Builder documents are refused before anything changes, pointing to export.
    @Test func fixRefusesInterfaceBuilderDocuments() throws {
        let folder = try scratch()
        let layout = try copy(example: "BrokenChain", to: folder)
        let storyboard = folder.appendingPathComponent("Main.storyboard").path
        try "<document/>".write(toFile: storyboard, atomically: true, encoding: .utf8)
        let before = try read(layout)
        let outcome = run(["check", "--fix", layout, storyboard])
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError.contains("is an Interface Builder document. Nothing was changed."))
        #expect(outcome.standardError.contains("scroll-layout export \(storyboard)"))
        #expect(try read(layout) == before)
        #expect(try read(storyboard) == "<document/>")
    }

    /// A read-only file is left as it was, named, and the run fails.
    @Test func fixLeavesReadOnlyFiles() throws {
        let folder = try scratch()
        let path = try copy(example: "BrokenChain", to: folder)
        let before = try read(path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let outcome = run(["check", "--fix", path])
        // The error still in the file wins over the failed write (2 over 1).
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput.contains("\(path): error: cannot write the file (read-only); nothing was changed, 1 fix not applied"))
        #expect(try read(path) == before)
    }

    /// `--rule` limits what is fixed (and shown): the duplicate is removed, the missing link is not added.
    @Test func fixOnlyTheRuleAsked() throws {
        let folder = try scratch()
        let path = try copy(example: "BrokenChain", to: folder)
        let before = try read(path)
        let duplicated = before.replacingOccurrences(of: "\"comments.height == 600\"", with: "\"comments.height == 600\",\n    \"comments.height == 600\"")
        try duplicated.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = run(["check", "--fix", "--rule", "duplicate-constraint", path])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.contains("fixed [duplicate-constraint] remove `comments.height == 600`"))
        #expect(try read(path) == before)
        // The height ambiguity is still there, for a check without the filter.
        #expect(run(["check", path]).exitCode == 2)
    }

    // MARK: --screens and --rule

    /// A layout checked on every current iPhone: the issue that only happens on iPhone SE says so.
    @Test func screensNameWhereAnIssueHappens() throws {
        let path = CommandTests.root + "/Examples/Layouts/SignUpForm.layout.json"
        #expect(run(["check", path]).exitCode == 0)
        let outcome = run(["check", "--format", "xcode", "--screens", "iphones", path])
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput.contains("error: \"notes\" has an ambiguous layout"))
        #expect(outcome.standardOutput.contains("(on iPhone SE) [ambiguous-layout]"))
        #expect(run(["check", "--screens", "iPhone 15, 430x932", path]).exitCode == 0)
    }

    /// `--rule` filters `report` and `check` output.
    @Test func ruleFiltersOutput() {
        let file = CommandTests.root + "/Examples/Layouts/BrokenChain.layout.json"
        let filtered = run(["check", "--rule", "duplicate-constraint,scroll-content-width-ambiguous", file])
        #expect(filtered.exitCode == 0)
        #expect(filtered.standardOutput == "")
        let kept = run(["check", "--rule", "scroll-content-height-ambiguous", "--format", "xcode", file])
        #expect(kept.exitCode == 2)
        #expect(kept.standardOutput.hasSuffix("[scroll-content-height-ambiguous]\n"))
    }

    @Test(arguments: [
        (["check", "--screens", "iPhone 15 Pro Maxx"], "Error: Unknown screen 'iPhone 15 Pro Maxx' in --screens. Did you mean 'iPhone 15 Pro Max'? Use a preset such as 'iPhone 15', a device id such as retina6_1, a group (iphones, ipads, all) or a size such as 390x844 ('scroll-layout screens' lists them)"),
        (["check", "--screens", "iPhone SE,0x844"], "Error: Screen size '0x844' in --screens must be positive and finite, e.g. 390x844"),
        (["check", "--screens", "390x-844"], "Error: Screen size '390x-844' in --screens must be positive and finite, e.g. 390x844"),
        (["check", "--screens", "iphones,,ipads"], "Error: Empty screen in --screens 'iphones,,ipads'; separate presets and sizes with single commas"),
        (["check", "--rule", "scroll-content-heigth-ambiguous"], "Error: Unknown rule 'scroll-content-heigth-ambiguous' in --rule. Did you mean 'scroll-content-height-ambiguous'? See Documentation/Diagnostics.md for the rules"),
        (["report", "--fix"], "Error: --fix applies to check, not report"),
        (["explain", "--screens", "iphones", "a.layout.json", "a.top"], "Error: --screens applies to report, check, render, not explain"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let outcome = run(arguments + [CommandTests.root + "/Examples/Layouts/Article.layout.json"])
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError.hasPrefix(message + "\n"), "\(outcome.standardError)")
    }
}
