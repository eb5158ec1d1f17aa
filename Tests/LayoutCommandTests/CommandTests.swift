import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ScrollLayout
@testable import LayoutCommand

/// The command on the examples: every subcommand and format against golden files, exit codes,
/// bad command lines, and the built binary end to end.
@Suite("scroll-layout command")
struct CommandTests {
    static let root = CommandFixture.root
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

    /// Runs the command on example paths, with the package root stripped from the output.
    func run(_ arguments: [String]) -> ScrollLayoutCommand.Outcome {
        let absolute = arguments.map { $0.hasPrefix("Examples/") ? CommandTests.root + "/" + $0 : $0 }
        var outcome = ScrollLayoutCommand().run(absolute)
        outcome.standardOutput = outcome.standardOutput.replacingOccurrences(of: CommandTests.root + "/", with: "")
        outcome.standardError = outcome.standardError.replacingOccurrences(of: CommandTests.root + "/", with: "")
        return outcome
    }

    /// Compares with a golden file (`SCROLL_LAYOUT_UPDATE_GOLDEN=1` rewrites them).
    func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = CommandTests.golden + "/" + name
        if ProcessInfo.processInfo.environment["SCROLL_LAYOUT_UPDATE_GOLDEN"] != nil {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["Article", "Feed", "BrokenChain", "Carousel"])
    func reportText(example: String) throws {
        let outcome = run(["report", "Examples/Layouts/\(example).layout.json"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError == "")
        try expectGolden(outcome.standardOutput, "report-\(example).txt")
    }

    @Test(arguments: ["Article", "BrokenChain"])
    func reportJSON(example: String) throws {
        let outcome = run(["--format", "json", "Examples/Layouts/\(example).layout.json"])
        #expect(outcome.exitCode == 0)
        try expectGolden(outcome.standardOutput, "report-\(example).json")
        // The fixed keys are there.
        let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        let document = (object?["documents"] as? [[String: Any]])?.first
        let layout = (document?["layouts"] as? [[String: Any]])?.first
        let scroll = (layout?["scrollViews"] as? [[String: Any]])?.first
        #expect(document?["path"] as? String == "Examples/Layouts/\(example).layout.json")
        #expect(scroll?["contentSize"] is [String: Any] && scroll?["adjustedContentInset"] is [String: Any])
        #expect((scroll?["contentOffsetRange"] as? [String: Any])?.keys.sorted() == ["maxX", "maxY", "minX", "minY"])
        let view = (layout?["views"] as? [[String: Any]])?.first
        #expect((view?["frame"] as? [String: Any])?.keys.sorted() == ["height", "width", "x", "y"])
    }

    @Test(arguments: ["text", "xcode", "json", "sarif", "github"])
    func checkBrokenChain(format: String) throws {
        let outcome = run(["check", "--format", format, "Examples/Layouts/BrokenChain.layout.json"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError == "Done checking 1 file (1 layout): 1 error, 0 warnings.\n")
        try expectGolden(outcome.standardOutput, "check-BrokenChain.\(format)")
    }

    @Test func xcodeLineHasTheRealPosition() {
        let outcome = run(["check", "--format", "xcode", "Examples/Layouts/BrokenChain.layout.json"])
        #expect(outcome.standardOutput.hasPrefix("Examples/Layouts/BrokenChain.layout.json:22:6: error: Scrollable content height is ambiguous for \"scroll\""))
        #expect(outcome.standardOutput.hasSuffix("[scroll-content-height-ambiguous]\n"))
    }

    @Test func checkFolder() throws {
        let outcome = run(["check", "--format", "xcode", "Examples/Layouts"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError == "Done checking 5 files (5 layouts): 1 error, 0 warnings.\n")
        try expectGolden(outcome.standardOutput, "check-folder.xcode")
    }

    @Test("Swift files with UIKit layout code: the error at the Swift line, the SnapKit page clean")
    func uikitCodeExamples() {
        let outcome = run(["check", "--format", "xcode", "Examples/UIKit"])
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError == "Done checking 2 files (2 layouts): 1 error, 0 warnings.\n")
        #expect(outcome.standardOutput.hasPrefix("Examples/UIKit/ProfileViewController.swift:35:32: error: Scrollable content height is ambiguous for \"scrollView\""))
        let report = run(["report", "--format", "json", "Examples/UIKit/DrawersView.swift"])
        #expect(report.exitCode == 0)
        #expect(report.standardOutput.contains("\"name\" : \"DrawersView.init\"") || report.standardOutput.contains("\"name\": \"DrawersView.init\""))
        #expect(report.standardOutput.contains("456"))
        let fix = run(["check", "--fix", "Examples/UIKit/ProfileViewController.swift"])
        #expect(fix.exitCode == 64)
        #expect(fix.standardError.contains("is Swift code. Nothing was changed."))
    }

    @Test func cleanCheckExitsZero() {
        let outcome = run(["check", "Examples/Layouts/Article.layout.json", "Examples/Layouts/Feed.layout.json"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "Done checking 2 files (2 layouts): 0 errors, 0 warnings.\n")
    }

    @Test func explain() throws {
        let outcome = run(["explain", "Examples/Layouts/Article.layout.json", "scroll.contentSize.height", "button.top", "image.width"])
        #expect(outcome.exitCode == 0)
        try expectGolden(outcome.standardOutput, "explain-Article.txt")
        let broken = run(["explain", "Examples/Layouts/BrokenChain.layout.json", "scroll.contentSize.height"])
        #expect(broken.standardOutput.contains("not determined: it could be 0 or 10"))
        // Where the chain stops, and the fix, as `check` says them.
        #expect(broken.standardOutput.contains("why: Scrollable content height is ambiguous for \"scroll\": the chain from scroll.contentLayoutGuide.top ends at comments.bottom; nothing connects it to content.bottom\n"))
        #expect(broken.standardOutput.contains("fix: add `comments.bottom == content.bottom - 20`\n"))
        let unknown = run(["explain", "Examples/Layouts/Article.layout.json", "buton.top"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError == "error: no view `buton` in Article (did you mean `button`?)\n")
    }

    @Test func screenOverride() {
        let outcome = run(["--format", "json", "--screen", "375x667", "Examples/Layouts/Article.layout.json"])
        #expect(outcome.standardOutput.contains("\"width\": 375"))
        let preset = run(["--screen", "iPhone SE", "Examples/Layouts/Article.layout.json"])
        #expect(preset.standardOutput.contains("Article on iPhone SE (375×667)"))
    }

    @Test func renderIsAPictureOfTheLayout() throws {
        let outcome = run(["render", "--output", "-", "Examples/Layouts/Article.layout.json"])
        #expect(outcome.exitCode == 0)
        let svg = outcome.standardOutput
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        // Every view is drawn at its frame on the screen, the content rectangle at contentSize.
        for (id, frame) in [("scroll", "0 0 393 852"), ("content", "0 0 393 437"), ("title", "16 20 120 21"),
                            ("image", "0 57 393 300"), ("button", "16 373 90 44")] {
            #expect(svg.contains("<g class=\"view\" data-id=\"\(id)\""), "\(id) missing")
            #expect(svg.contains("data-frame=\"\(frame)\""), "\(id) not at \(frame)")
        }
        #expect(svg.contains("class=\"content-rect\" data-frame=\"0 0 393 437\""))
        #expect(svg.contains("class=\"viewport\" data-frame=\"0 0 393 852\""))
        #expect(svg.contains("class=\"safe-area\" data-frame=\"0 59 393 759\""))
        #if canImport(FoundationXML)
        let document = try XMLDocument(xmlString: svg)
        #expect(document.rootElement()?.name == "svg")
        #endif
        // A broken layout marks the views an error names.
        let broken = run(["render", "--output", "-", "Examples/Layouts/BrokenChain.layout.json"])
        #expect(broken.standardOutput.contains("data-id=\"comments\" data-kind=\"view\" data-issue=\"error\""))
    }

    @Test func renderWritesFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = run(["render", "--output", folder + "/page.svg", "Examples/Layouts/Carousel.layout.json"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == "wrote \(folder)/page.svg\n")
        let svg = try String(contentsOfFile: folder + "/page.svg", encoding: .utf8)
        #expect(svg.contains("class=\"content-rect\" data-frame=\"0 0 1125 240\""))
    }

    // MARK: Bad command lines and files

    @Test(arguments: [
        (["--formt", "json", "x.json"], "Error: Unknown option '--formt'. Did you mean '--format'?"),
        (["chek", "x"], "Error: Unknown subcommand 'chek'. Did you mean 'check'?"),
        (["report"], "Error: Missing expected argument '<files> ...'"),
        (["--format", "yaml", "x.json"], "Error: Unknown format 'yaml'; expected one of text, json, xcode, sarif, github"),
        (["--strict", "x.json"], "Error: --strict applies to check, not report"),
        (["explain", "x.json"], "Error: explain needs a file and at least one anchor, e.g. `explain Feed.layout.json title.top`"),
        (["--screen", "12x"], "Error: Unknown screen '12x' in --screen. Use a preset such as 'iPhone 15', a device id such as retina6_1 or a size such as 390x844 ('scroll-layout screens' lists them)"),
        (["--format"], "Error: Missing value for '--format'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let outcome = run(arguments)
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError.hasPrefix(message + "\nUsage: scroll-layout"))
    }

    @Test func helpAndVersion() throws {
        let help = run(["--help"])
        #expect(help.exitCode == 0)
        try expectGolden(help.standardOutput, "help.txt")
        #expect(run(["help", "check"]).standardOutput.hasPrefix("OVERVIEW: Print the issues of each layout, with exit codes for CI."))
        #expect(run(["check", "-h"]).exitCode == 0)
        #expect(run(["--version"]).standardOutput == "0.1.0\n")
    }

    @Test func unreadableFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "".write(toFile: folder + "/empty.layout.json", atomically: true, encoding: .utf8)
        try "{\"root\": {\"id\": \"r\"}, \"constraints\": [\"r.top == x.top\"]}".write(toFile: folder + "/unknown.layout.json", atomically: true, encoding: .utf8)
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: folder + "/binary.layout.json"))
        let outcome = ScrollLayoutCommand().run(["check", folder])
        #expect(outcome.exitCode == 1)
        let lines = outcome.standardError.replacingOccurrences(of: folder + "/", with: "").split(separator: "\n")
        #expect(lines == [
            "binary.layout.json: error: is not UTF-8 text",
            "empty.layout.json:1:1: error: the file is empty; expected a JSON object",
            "unknown.layout.json:1:49: error: unknown item `x`",
            "Done checking 3 files (0 layouts): 0 errors, 0 warnings, 3 unreadable or invalid.",
        ])
        let missing = ScrollLayoutCommand().run(["check", folder + "/nope.layout.json"])
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.hasSuffix("nope.layout.json: error: no such file or folder\n"))
        let json = ScrollLayoutCommand().run(["check", "--format", "json", folder + "/empty.layout.json"])
        #expect(json.exitCode == 1)
        #expect(json.standardOutput.contains("\"message\": \"the file is empty; expected a JSON object\""))
    }

    /// The built executable: stdout, stderr and the exit code, as a shell sees them.
    @Test func binaryEndToEnd() throws {
        let candidates = [CommandTests.root + "/.build/debug/scroll-layout",
                          URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scroll-layout").path]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            Issue.record("scroll-layout is not built (looked in \(candidates))")
            return
        }
        func execute(_ arguments: [String]) throws -> (Int32, String, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: CommandTests.root)
            let output = Pipe(), error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
        }
        let (code, out, err) = try execute(["report", "Examples/Layouts/Article.layout.json"])
        #expect(code == 0 && err.isEmpty)
        #expect(out == (try String(contentsOfFile: CommandTests.golden + "/report-Article.txt", encoding: .utf8)))
        let (checkCode, checkOut, checkErr) = try execute(["check", "--format", "xcode", "Examples/Layouts/BrokenChain.layout.json"])
        #expect(checkCode == 2)
        #expect(checkOut.hasPrefix("Examples/Layouts/BrokenChain.layout.json:22:6: error:"))
        // The executable times the run.
        #expect(checkErr.hasPrefix("Done checking 1 file (1 layout) in ") && checkErr.hasSuffix(" s: 1 error, 0 warnings.\n"))
        let (usageCode, _, usageErr) = try execute(["--bogus"])
        #expect(usageCode == 64 && usageErr.hasPrefix("Error: Unknown option '--bogus'."))
    }
}
