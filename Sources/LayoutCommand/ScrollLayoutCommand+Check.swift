import Foundation
import LayoutDocuments
import ScrollLayout

// `report` and `check` over many files: each file is read, solved, diagnosed and turned into
// its output on a worker (`--jobs`), its engine dropped there; the output is written in the
// order of the files as soon as each is ready, so memory holds a few files, not all of them.

extension ScrollLayoutCommand {
    /// What one file contributes to a run.
    struct FileResult: Sendable {
        /// Its text for the streaming formats (text, xcode, github).
        var chunk = ""
        /// Its JSON document, or its SARIF results.
        var json: [JSONOutput] = []
        /// Why it could not be read, for standard error (text format).
        var readError: String? = nil
        /// Counts.
        var layouts = 0, errors = 0, warnings = 0, notes = 0
        /// True when it could not be read or a layout is invalid.
        var unreadable = false
        /// Every layout's name (for a `--layout` no file has), and whether one matched.
        var layoutNames: [String] = []
        var matchedLayout = false
        /// Its issues as baseline entries (for `--write-baseline`).
        var baselineEntries: [Baseline.Entry] = []
        /// True when its report has layouts (the text report separates files with a blank line).
        var hasEntries = false
    }

    /// Runs `report` or `check` over the files; returns the exit code.
    func check(_ files: [String], options: CommandOptions, configuration: CommandConfiguration?, baseline: Baseline?,
               stdinText: String?, write: (Stream, String) -> Void) -> Int32 {
        let started = clock?()
        let color = options.color ?? terminal.outputIsTerminal
        let accepted = (baseline?.counts ?? [:]).reduce(into: [String: [Baseline.Entry: Int]]()) { $0[$1.key.document, default: [:]][$1.key] = $1.value }
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let recordBaseline = options.writeBaseline != nil
        let map = OrderedParallelMap(files, jobs: jobs) { file in
            ScrollLayoutCommand.process(file, options: options, configuration: configuration,
                                        accepted: accepted[Baseline.relative(file)] ?? [:], recordBaseline: recordBaseline,
                                        stdinText: file == ScrollLayoutCommand.standardInputPath ? stdinText : nil, color: color)
        }
        var total = FileResult()
        var documents: [JSONOutput] = []
        var recorded: [Baseline.Entry] = []
        var unreadable = 0
        var progressShown = false
        let showsProgress = terminal.errorIsTerminal && !options.quiet && files.count > 1
        map.run { index, result in
            if progressShown { write(.error, "\r\u{1B}[2K"); progressShown = false }
            if let error = result.readError, options.format == .text { write(.error, error + "\n") }
            switch options.format {
            case .text, .xcode, .github:
                let separator = options.format == .text && options.subcommand == .report && index > 0 && result.hasEntries ? "\n" : ""
                if !result.chunk.isEmpty { write(.output, separator + result.chunk) }
            case .json, .sarif:
                documents += result.json
            }
            total.layouts += result.layouts
            total.errors += result.errors
            total.warnings += result.warnings
            total.notes += result.notes
            if result.unreadable { unreadable += 1 }
            total.layoutNames += result.layoutNames
            total.matchedLayout = total.matchedLayout || result.matchedLayout
            recorded += result.baselineEntries
            if showsProgress, let started, let now = clock?(), now - started > 1, index + 1 < files.count {
                write(.error, "\r\u{1B}[2KChecking \(index + 1)/\(files.count) files")
                progressShown = true
            }
        }
        if progressShown { write(.error, "\r\u{1B}[2K") }
        switch options.format {
        case .json: write(.output, JSONReportWriter.write(documents: documents))
        case .sarif: write(.output, SARIFReportWriter.log(results: documents))
        default: break
        }
        if let name = options.layoutName, !total.matchedLayout {
            write(.error, "Error: \(ScrollLayoutCommand.noLayout(name, among: total.layoutNames))\n")
            return 64
        }
        if let path = options.writeBaseline {
            do {
                try Baseline(entries: recorded).text.write(toFile: path, atomically: true, encoding: .utf8)
                if !options.quiet { write(.error, "Wrote \(recorded.count) issue\(recorded.count == 1 ? "" : "s") to the baseline \(path).\n") }
            } catch {
                write(.error, "error: cannot write the baseline \(path): \(error.localizedDescription)\n")
                return 1
            }
        }
        if options.subcommand == .check, !options.quiet {
            let time = started.flatMap { start in clock.map { " in " + String(format: "%.2f", $0() - start) + " s" } } ?? ""
            func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
            var summary = "Done checking \(count(files.count, "file")) (\(count(total.layouts, "layout")))\(time): "
            summary += "\(count(total.errors, "error")), \(count(total.warnings, "warning"))"
            if total.notes > 0 { summary += ", \(count(total.notes, "note"))" }
            if unreadable > 0 { summary += ", \(unreadable) unreadable or invalid" }
            if let baseline, !baseline.entries.isEmpty { summary += " (baseline: \(count(baseline.entries.count, "accepted issue")))" }
            write(.error, summary + ".\n")
        }
        if options.writeBaseline != nil { return unreadable > 0 ? 1 : 0 }
        // An error wins over an unreadable file: the lesser status must not hide it.
        if options.subcommand == .check, total.errors > 0 || (options.strict && total.warnings > 0) { return 2 }
        return unreadable > 0 ? 1 : 0
    }

    /// One file: read, solved, diagnosed, filtered and written out in the run's format.
    static func process(_ file: String, options: CommandOptions, configuration: CommandConfiguration?,
                        accepted: [Baseline.Entry: Int], recordBaseline: Bool, stdinText: String?, color: Bool) -> FileResult {
        // An Interface Builder document of an app checks the devices and orientations the
        // app's Info.plist names (unless one screen is asked for).
        let app = options.screen == nil && stdinText == nil && LayoutDocument.isInterfaceBuilder(file) ? AppInfo.nearest(to: file) : nil
        var report = DocumentReport.make(path: file, text: stdinText, screen: options.screen, screens: options.screens,
                                         compareFrames: options.compareFrames, app: app)
        var result = FileResult()
        result.layoutNames = report.entries.map(\.layout.name)
        if let name = options.layoutName { report.entries = report.entries.filter { $0.layout.name == name } }
        result.matchedLayout = !report.entries.isEmpty
        if let configuration { report = configuration.apply(to: report) }
        for index in report.entries.indices {
            report.entries[index].issues.removeAll { issue in
                (!options.rules.isEmpty && !options.rules.contains(issue.rule)) || issue.severity < options.minimumSeverity
            }
        }
        var remaining = accepted
        if !accepted.isEmpty { report = Baseline.filter(report, remaining: &remaining) }
        if recordBaseline {
            result.baselineEntries = report.entries.flatMap { entry in
                entry.issues.map { Baseline.entry($0, document: report.path, layout: entry.layout.name) }
            }
        }
        result.layouts = report.entries.count
        result.hasEntries = !report.entries.isEmpty
        for issue in report.issues {
            switch issue.severity {
            case .error: result.errors += 1
            case .warning: result.warnings += 1
            case .note: result.notes += 1
            }
        }
        result.unreadable = report.error != nil
        result.readError = report.error?.description
        switch options.format {
        case .text:
            let writer = TextReportWriter(color: color)
            result.chunk = options.subcommand == .check ? writer.writeIssues([report]) : writer.write([report])
        case .xcode: result.chunk = XcodeReportWriter.write([report])
        case .github: result.chunk = GitHubReportWriter.write([report])
        case .json: result.json = [JSONReportWriter.document(report)]
        case .sarif: result.json = SARIFReportWriter.results(for: report)
        }
        return result
    }
}
