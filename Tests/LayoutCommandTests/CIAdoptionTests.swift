import Foundation
import Testing
import ScrollLayout
@testable import LayoutCommand
@testable import LayoutDocuments

/// What a team adopting `check` in CI relies on: mistakes that must not pass, help that lists
/// every option, whole folders in parallel, baselines, configuration, and report text.
@Suite("scroll-layout in CI")
struct CIAdoptionTests {
    static let root = CommandFixture.root
    static let examples = CommandFixture.examples

    func scratch() throws -> String { try CommandFixture.scratch("ci") }

    func copy(_ example: String, to folder: String, as name: String? = nil) throws -> String {
        try CommandFixture.copy(example, to: folder, as: name)
    }

    func run(_ arguments: [String], command: ScrollLayoutCommand = ScrollLayoutCommand()) -> ScrollLayoutCommand.Outcome {
        CommandFixture.run(arguments, command: command)
    }

    // MARK: Mistakes that pass

    @Test func layoutFilterThatMatchesNothingIsAUsageError() {
        let outcome = run(["check", "--layout", "Setings", CIAdoptionTests.examples + "/InterfaceBuilder"])
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError.contains("no layout named 'Setings' in the files."))
        #expect(outcome.standardError.contains("Layouts: GalleryCardView card, navigationController nav, ProfileViewController profileRoot, SettingsViewController table"))
        #expect(run(["check", "--layout", "SettingsViewController table", CIAdoptionTests.examples + "/InterfaceBuilder"]).exitCode == 0)
    }

    /// An error (2) wins over an unreadable file (1); an unreadable file alone is 1.
    @Test func errorsAreNotHiddenByUnreadableFiles() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try copy("Layouts/BrokenChain.layout.json", to: folder)
        try "{".write(toFile: folder + "/bad.layout.json", atomically: true, encoding: .utf8)
        let both = run(["check", folder])
        #expect(both.exitCode == 2)
        #expect(both.standardError.contains("1 error, 0 warnings, 1 unreadable or invalid"))
        let unreadable = run(["check", folder + "/bad.layout.json"])
        #expect(unreadable.exitCode == 1)
        // report has no failing issues: only the unreadable file counts.
        #expect(run(["report", folder]).exitCode == 1)
    }

    @Test func renderToStandardOutputNeedsOneLayout() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let storyboard = try copy("InterfaceBuilder/Profile.storyboard", to: folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)
        let outcome = run(["render", "-o", "-", storyboard])
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("there are 2 layouts (navigationController nav, ProfileViewController profileRoot)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath) == before)
        let one = run(["render", "-o", "-", "--layout", "ProfileViewController profileRoot", storyboard])
        #expect(one.exitCode == 0 && one.standardOutput.hasPrefix("<svg"))
    }

    /// Without --layout, each scene that has the anchor explains it; the others stay silent.
    @Test func explainAcrossScenes() {
        let storyboard = CIAdoptionTests.examples + "/InterfaceBuilder/Profile.storyboard"
        let found = run(["explain", storyboard, "scroll.contentSize.height"])
        #expect(found.exitCode == 0)
        #expect(found.standardError.isEmpty)
        #expect(found.standardOutput.hasPrefix("scroll.contentLayoutGuide.height = "))
        let missing = run(["explain", storyboard, "nothing.top"])
        #expect(missing.exitCode == 1)
        #expect(missing.standardError == "error: no layout of \(storyboard) has `nothing.top` (layouts: navigationController nav, ProfileViewController profileRoot)\n")
    }

    @Test(arguments: [
        ("0x0", "Screen size '0x0' in --screen must be positive and finite, e.g. 390x844"),
        ("-5x100", "Screen size '-5x100' in --screen must be positive and finite, e.g. 390x844"),
        ("retina9_9", "Unknown screen 'retina9_9' in --screen. Did you mean 'retina5_9'?"),
    ])
    func badScreens(text: String, message: String) {
        let outcome = run(["check", "--screen", text, CIAdoptionTests.examples + "/Layouts/Article.layout.json"])
        #expect(outcome.exitCode == 64)
        #expect(outcome.standardError.hasPrefix("Error: " + message))
    }

    /// The device ids reports print are screens too, and `screens` lists everything accepted.
    @Test func deviceIDsAndTheScreenList() throws {
        let outcome = run(["report", "--screen", "retina6_1", CIAdoptionTests.examples + "/Layouts/Article.layout.json"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.contains("Article on retina6_1 (414×896)"))
        let list = run(["screens"])
        #expect(list.exitCode == 0)
        for name in Screen.presets.map(\.name) + ["iphones", "ipads", "all"] + InterfaceBuilderDevices.ids {
            #expect(list.standardOutput.contains(name), "\(name) missing from `scroll-layout screens`")
        }
        #expect(list.standardOutput.contains("  retina6_12              393x852, safe area 59/0/34/0\n"))
    }

    // MARK: Help

    /// Every option the parser accepts is in the help of each subcommand that takes it, with an
    /// example; `help X` and `X --help` agree; the parser takes every spelling of the table.
    @Test func helpListsEveryOption() throws {
        for subcommand in Subcommand.allCases where subcommand != .help && subcommand != .version {
            let help = run(["help", subcommand.rawValue])
            #expect(help.exitCode == 0)
            #expect(help.standardOutput == run([subcommand.rawValue, "--help"]).standardOutput)
            #expect(help.standardOutput.hasPrefix("OVERVIEW: \(CommandHelp.summary(subcommand).prefix(40))"))
            for option in CommandOption.options(of: subcommand) {
                for name in option.names {
                    #expect(help.standardOutput.contains(name), "\(subcommand) help lacks \(name)")
                }
                #expect(help.standardOutput.contains("e.g. " + option.help(for: subcommand).example), "\(subcommand) help lacks the example of \(option.name)")
            }
        }
        #expect(run(["--help"]).standardOutput == CommandHelp.overview)
        #expect(run(["help"]).standardOutput == CommandHelp.overview)
        // The parser handles every row of the table (a row without a case is refused loudly).
        let values = ["<format>": "json", "<screen>": "iPhone SE", "<list>": "iphones", "<name>": "Article", "<id>": "duplicate-constraint",
                      "<level>": "warning", "<file>": "x.json", "<n>": "2", "<path>": "out.svg", "<layout|swift>": "swift"]
        for option in CommandOption.all {
            for name in option.names {
                let arguments = [name] + (option.value.map { [values[$0] ?? "x"] } ?? [])
                do {
                    _ = try CommandOptions(arguments: [option.subcommands[0].rawValue] + arguments + ["a.layout.json", "title.top"])
                } catch {
                    #expect(!error.message.contains("is not handled") && !error.message.contains("Unknown option"), "\(name): \(error.message)")
                }
            }
        }
        // An option of another subcommand is named as such.
        #expect(run(["render", "--baseline", "b.json", "x.layout.json"]).standardError.hasPrefix("Error: --baseline applies to check, not render"))
    }

    // MARK: Whole apps

    /// Output keeps the order of the files whatever the number of jobs; the summary counts notes.
    @Test func jobsKeepTheOrder() throws {
        let folder = CIAdoptionTests.examples
        let one = run(["check", "--format", "xcode", "--jobs", "1", folder])
        let three = run(["check", "--format", "xcode", "--jobs", "3", folder])
        #expect(one.exitCode == 2 && three.exitCode == 2)
        #expect(!one.standardOutput.isEmpty && one.standardOutput == three.standardOutput)
        #expect(one.standardError == three.standardError)
        #expect(one.standardError.contains(" notes.") || one.standardError.contains(" note."))
        let json1 = run(["check", "--format", "json", "--jobs", "1", folder])
        let json2 = run(["check", "--format", "json", "--jobs", "2", folder])
        #expect(json1.standardOutput == json2.standardOutput)
        #expect(run(["check", "--jobs", "0", folder]).exitCode == 64)
    }

    /// A terminal gets a progress line after a second (erased before each output) and the
    /// summary gives the time; a pipe gets neither progress nor escape codes.
    @Test func progressAndTime() {
        final class Ticks: @unchecked Sendable {
            var now = 0.0
            let lock = NSLock()
            func next() -> Double { lock.lock(); defer { lock.unlock() }; now += 0.7; return now }
        }
        let ticks = Ticks()
        let terminal = ScrollLayoutCommand(terminal: .init(outputIsTerminal: false, errorIsTerminal: true), clock: { ticks.next() })
        let outcome = run(["check", "--jobs", "1", CIAdoptionTests.examples + "/Layouts"], command: terminal)
        #expect(outcome.standardError.contains("\r\u{1B}[2KChecking 2/5 files"))
        // The progress line is erased before the summary.
        #expect(outcome.standardError.contains("\r\u{1B}[2KDone checking"))
        #expect(outcome.standardError.range(of: #"Done checking 5 files \(5 layouts\) in [0-9.]+ s: "#, options: .regularExpression) != nil)
        let pipe = run(["check", CIAdoptionTests.examples + "/Layouts"])
        #expect(!pipe.standardError.contains("\u{1B}"))
        #expect(!pipe.standardError.contains(" in "))
    }

    /// `-` reads a layout file (or an Interface Builder document) from standard input.
    @Test func standardInput() throws {
        let text = try String(contentsOfFile: CIAdoptionTests.examples + "/Layouts/BrokenChain.layout.json", encoding: .utf8)
        let command = ScrollLayoutCommand(standardInput: { text })
        let outcome = run(["check", "--format", "xcode", "-"], command: command)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput.hasPrefix("<stdin>:22:6: error: Scrollable content height is ambiguous"))
        let xml = try String(contentsOfFile: CIAdoptionTests.examples + "/InterfaceBuilder/Settings.storyboard", encoding: .utf8)
        let storyboard = run(["report", "-"], command: ScrollLayoutCommand(standardInput: { xml }))
        #expect(storyboard.exitCode == 0 && storyboard.standardOutput.contains("<stdin>: SettingsViewController table"))
        let empty = run(["check", "-"])
        #expect(empty.exitCode == 1 && empty.standardError.contains("nothing on standard input"))
    }

    // MARK: Adoption

    /// A baseline leaves out the issues it records, matched by subject, not line: moving the
    /// issue down the file keeps it out, a new issue still fails the run.
    @Test func baseline() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try copy("Layouts/BrokenChain.layout.json", to: folder)
        let baseline = folder + "/baseline.json"
        let write = run(["check", "--write-baseline", baseline, file])
        #expect(write.exitCode == 0)
        #expect(write.standardError.contains("Wrote 1 issue to the baseline \(baseline)."))
        let recorded = try Baseline.read(baseline)
        #expect(recorded.entries == [Baseline.Entry(rule: "scroll-content-height-ambiguous", document: file, layout: "BrokenChain",
                                                    subject: "scroll-content-height-ambiguous scroll,comments")])
        #expect(!(try String(contentsOfFile: baseline, encoding: .utf8)).contains(" \"}"), "no trailing spaces in a subject")
        #expect(run(["check", "--baseline", baseline, file]).exitCode == 0)
        // A baseline written before subjects lost their empty parts (runs of spaces) still matches.
        let old = try String(contentsOfFile: baseline, encoding: .utf8).replacingOccurrences(of: "scroll,comments\"", with: "scroll,comments  \"")
        try old.write(toFile: baseline, atomically: true, encoding: .utf8)
        #expect(run(["check", "--baseline", baseline, file]).exitCode == 0)
        // The same issue further down the file (a blank line and a key added above it).
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "{\n", with: "{\n  \"// moved\": \"down\",\n\n", options: [], range: text.startIndex..<text.index(text.startIndex, offsetBy: 2))
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let moved = run(["check", "--format", "xcode", "--baseline", baseline, file])
        #expect(moved.exitCode == 0 && moved.standardOutput.isEmpty)
        // A new problem is reported.
        text = text.replacingOccurrences(of: "\"header.top == content.top + 20\"", with: "\"header.top == content.top + 20\", \"header.top == content.top + 20\"")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let added = run(["check", "--format", "xcode", "--baseline", baseline, file])
        #expect(added.standardOutput.contains("[duplicate-constraint]"))
        #expect(!added.standardOutput.contains("[scroll-content-height-ambiguous]"))
        #expect(run(["check", "--baseline", folder + "/none.json", file]).exitCode == 64)
    }

    /// `.scroll-layout.json`: rules off or re-graded, excluded paths, screens; mistakes in it
    /// are errors with the line and a suggestion.
    @Test func configuration() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try copy("Layouts/BrokenChain.layout.json", to: folder)
        _ = try copy("Layouts/Article.layout.json", to: folder)
        try FileManager.default.createDirectory(atPath: folder + "/Legacy", withIntermediateDirectories: true)
        _ = try copy("Layouts/Feed.layout.json", to: folder + "/Legacy")
        let config = folder + "/.scroll-layout.json"
        try """
            {
              "rules": { "scroll-content-height-ambiguous": "warning", "scroll-automatic-inset": "off" },
              "exclude": ["Legacy/"],
              "screens": ["iPhone SE"]
            }
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let outcome = run(["check", "--config", config, "--format", "xcode", folder])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.contains("BrokenChain.layout.json:22:6: warning: Scrollable content height is ambiguous"))
        #expect(!outcome.standardOutput.contains("scroll-automatic-inset"))
        #expect(outcome.standardError.hasPrefix("Done checking 2 files"))
        #expect(run(["check", "--config", config, "--strict", file]).exitCode == 2)
        try """
            {
              "rules": { "scroll-content-height-ambiguous": "warning" },
              "exclud": ["Legacy/"]
            }
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let wrong = run(["check", "--config", config, folder])
        #expect(wrong.exitCode == 64)
        #expect(wrong.standardError.hasPrefix("Error: \(config):3:3: unknown key 'exclud'; did you mean 'exclude'?"))
        try "{ \"rules\": { \"scroll-content-heigth-ambiguous\": \"of\" } }".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(run(["check", "--config", config, folder]).standardError.contains("unknown rule 'scroll-content-heigth-ambiguous'; did you mean 'scroll-content-height-ambiguous'?"))
    }

    /// `--quiet` shows errors only and no summary; `--severity warning` drops notes.
    @Test func quietAndSeverity() {
        let folder = CIAdoptionTests.examples
        let all = run(["check", "--format", "xcode", folder])
        #expect(all.standardOutput.contains(": note: "))
        let warnings = run(["check", "--format", "xcode", "--severity", "warning", folder])
        #expect(!warnings.standardOutput.contains(": note: ") && warnings.standardOutput.contains(": error: "))
        let quiet = run(["check", "--format", "xcode", "--quiet", folder])
        #expect(quiet.exitCode == 2)
        #expect(quiet.standardError.isEmpty)
        #expect(quiet.standardOutput.split(separator: "\n").allSatisfy { $0.contains(": error: ") })
    }

    /// SARIF artifact URIs are relative to the current folder and percent-encoded.
    @Test func sarifURIs() {
        #expect(SARIFReportWriter.uri("/work/app/My Screens/Feed.storyboard", currentDirectory: "/work/app") == "My%20Screens/Feed.storyboard")
        #expect(SARIFReportWriter.uri("./Layouts/a+b#1.layout.json", currentDirectory: "/x") == "Layouts/a%2Bb%231.layout.json")
        #expect(SARIFReportWriter.uri("/elsewhere/Ü.xib", currentDirectory: "/work") == "/elsewhere/%C3%9C.xib")
    }

    /// Annotations of a layout written in Swift point at the Swift file and line, relative to
    /// the current folder, as GitHub shows them on the diff.
    @Test func githubAnnotationsOfSwiftLayouts() {
        // Nothing places the content view: the issue points at its declaration.
        let line = #line + 2
        let layout = Layout(name: "Swift", screen: .iPhoneSE) {
            View.scrollView("scroll") { View.view("content") }
        } constraints: { v in
            v.scroll.edges == v.root.edges
        }
        let report = DocumentReport.make(layouts: [layout], path: "Swift layouts")
        let text = GitHubReportWriter.write([report])
        let relative = Baseline.relative(#filePath)
        #expect(text.hasPrefix("::error file=\(relative),line=\(line),col=50,title=ambiguous-layout::\"content\" has an ambiguous layout"))
    }

    /// `render --format html` writes one inspector page per document; `--screens` adds the
    /// screens to its picker.
    @Test func renderHTML() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/settings.html"
        let outcome = run(["render", "--format", "html", "--screens", "iPhone SE", "-o", page, CIAdoptionTests.examples + "/InterfaceBuilder/Settings.storyboard"])
        #expect(outcome.exitCode == 0 && outcome.standardOutput == "wrote \(page)\n")
        let text = try String(contentsOfFile: page, encoding: .utf8)
        #expect(text.hasPrefix("<!DOCTYPE html>") && text.contains("\"label\": \"iPhone SE\""))
        #expect(run(["render", "--format", "pdf", page]).standardError.hasPrefix("Error: Unknown render format 'pdf'; expected svg or html"))
        // Each screen's solution carries that screen's issues: the form fits its own iPhone 15
        // Pro Max, and ties when the iPhone SE squeezes it (what `check --screens` reports).
        let form = run(["render", "--format", "html", "--screens", "iPhone SE", "-o", "-", CIAdoptionTests.examples + "/Layouts/SignUpForm.layout.json"])
        let script = try #require(form.standardOutput.components(separatedBy: "<script type=\"application/json\" id=\"data\">").last?
            .components(separatedBy: "</script>").first)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(script.utf8)) as? [String: Any])
        let layout = try #require((data["layouts"] as? [[String: Any]])?.first)
        let solutions = try #require(layout["solutions"] as? [[String: Any]])
        let rules = solutions.map { solution in ((solution["issues"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String } }
        #expect(solutions.map { $0["label"] as? String } == ["iPhone 15 Pro Max", "iPhone SE"])
        #expect(rules == [[], ["ambiguous-layout", "unsatisfied-optional"]])
        let two = run(["render", "--format", "html", "-o", "-", CIAdoptionTests.examples + "/InterfaceBuilder"])
        #expect(two.exitCode == 64 && two.standardError.contains("there are 3 documents"))
    }

    // MARK: Report text

    /// A title with a newline stays on its line of the view tree; a disabled scroll view says
    /// so; a text view's content is UIKit's to size.
    @Test func reportText() throws {
        let layout = Layout(name: "Text", screen: .iPhoneSE) {
            View.label("label", "Two\nlines \"quoted\"", width: 100, height: 40)
            View.scrollView("frozen") { View.view("wide") }.scroll { $0.isScrollEnabled = false }
            View.view("notes").kind(.textView)
        } constraints: { v in
            v.label.top == v.root.top
            v.label.leading == v.root.leading
            v.frozen.top == v.label.bottom
            v.frozen.leading == v.root.leading
            v.frozen.size == Size(width: 300, height: 200)
            v.wide.edges == v.frozen.contentLayoutGuide.edges
            v.wide.size == Size(width: 900, height: 200)
            v.notes.top == v.frozen.bottom
            v.notes.leading == v.root.leading
            v.notes.size == Size(width: 300, height: 100)
        }
        let text = TextReportWriter().write([DocumentReport.make(layouts: [layout], path: "Text")])
        #expect(text.contains("label   label       (0, 0, 100, 40)  \"Two\\nlines \\\"quoted\\\"\""))
        #expect(text.contains("contentOffset range    x 0…600, y 0…0 (if scrolling were enabled)"))
        #expect(text.contains("scrolls                no: scrolling is disabled (isScrollEnabled = false); enabled, it would scroll horizontally"))
        #expect(text.contains("contentSize            set by UIKit at run time (a textView sizes its own content)"))
    }
}
