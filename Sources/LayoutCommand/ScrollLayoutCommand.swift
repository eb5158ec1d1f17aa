import Foundation
import LayoutDocuments
import ScrollLayout

/// The `scroll-layout` command as a library: arguments in, output text and an exit code out,
/// so tests run it exactly as the executable does.
///
/// Exit codes (SwiftLint's and swift-argument-parser's conventions): 0 clean (also `--help`
/// and `--version`); 1 a file could not be read or is not a valid layout; 2 `check` found an
/// error (or, with `--strict`, a warning); 64 the command line itself is wrong.
public struct ScrollLayoutCommand {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Where output goes, and whether each stream is a terminal (colour and progress).
    public struct Terminal: Sendable {
        /// Standard output is a terminal.
        public var outputIsTerminal: Bool
        /// Standard error is a terminal.
        public var errorIsTerminal: Bool

        /// A terminal description.
        public init(outputIsTerminal: Bool = false, errorIsTerminal: Bool = false) {
            self.outputIsTerminal = outputIsTerminal
            self.errorIsTerminal = errorIsTerminal
        }
    }

    /// What a run produced.
    public struct Outcome: Sendable {
        /// The exit code.
        public var exitCode: Int32
        /// Text for standard output.
        public var standardOutput: String
        /// Text for standard error.
        public var standardError: String
    }

    /// The terminal.
    public var terminal: Terminal

    /// A command.
    public init(terminal: Terminal = Terminal()) { self.terminal = terminal }

    /// Runs a command line (without the program name).
    public func run(_ arguments: [String]) -> Outcome {
        let options: CommandOptions
        do {
            options = try CommandOptions(arguments: arguments)
        } catch {
            let subcommand = arguments.first.flatMap(Subcommand.init(rawValue:)) ?? .report
            return Outcome(exitCode: 64, standardOutput: "",
                           standardError: "Error: \(error.message)\nUsage: \(CommandHelp.usage(subcommand))\n  See 'scroll-layout --help' for more information.\n")
        }
        if options.help { return Outcome(exitCode: 0, standardOutput: CommandHelp.text(for: options.subcommand), standardError: "") }
        if options.version { return Outcome(exitCode: 0, standardOutput: ScrollLayoutCommand.version + "\n", standardError: "") }
        let files: [String]
        do {
            files = try LayoutDocument.expand(options.paths)
        } catch {
            return Outcome(exitCode: 1, standardOutput: "", standardError: error.description + "\n")
        }
        if files.isEmpty {
            return Outcome(exitCode: 1, standardOutput: "", standardError: "error: no layout files (\(LayoutDocument.searchedExtensions.joined(separator: ", "))) in \(options.paths.joined(separator: ", "))\n")
        }
        if options.subcommand == .export { return export(files, options: options) }
        var fixing: LayoutFixRun? = nil
        if options.fix {
            do {
                fixing = try LayoutFixRun.perform(files: files, options: options)
            } catch {
                return Outcome(exitCode: 64, standardOutput: "", standardError: "error: \(error.message)\n")
            }
        }
        var progress = ""
        var reports: [DocumentReport] = []
        for (index, file) in files.enumerated() {
            if files.count > 1, terminal.errorIsTerminal, !options.quiet { progress += "Checking '\(file)' (\(index + 1)/\(files.count))\n" }
            var report = DocumentReport.make(path: file, screen: options.screen, screens: options.screens, compareFrames: options.compareFrames)
            if let name = options.layoutName { report.entries = report.entries.filter { $0.layout.name == name } }
            if !options.rules.isEmpty {
                for index in report.entries.indices { report.entries[index].issues.removeAll { !options.rules.contains($0.rule) } }
            }
            reports.append(report)
        }
        switch options.subcommand {
        case .explain: return explain(reports, options: options)
        case .render: return render(reports, options: options, progress: progress)
        default:
            var outcome = report(reports, options: options, progress: progress)
            if let fixing {
                // What was changed comes first: on stdout with the text and Xcode formats, on
                // stderr with the machine formats so their output stays one document.
                if options.format == .text || options.format == .xcode {
                    outcome.standardOutput = fixing.log + outcome.standardOutput
                } else {
                    outcome.standardError = fixing.log + outcome.standardError
                }
                if !options.quiet { outcome.standardError = fixing.summary + outcome.standardError }
                if fixing.failed { outcome.exitCode = 1 }
            }
            return outcome
        }
    }

    // MARK: report and check

    func report(_ reports: [DocumentReport], options: CommandOptions, progress: String) -> Outcome {
        let color = options.color ?? terminal.outputIsTerminal
        let output: String
        switch options.format {
        case .text:
            let writer = TextReportWriter(color: color)
            output = options.subcommand == .check ? writer.writeIssues(reports) : writer.write(reports)
        case .json: output = JSONReportWriter.write(reports)
        case .xcode: output = XcodeReportWriter.write(reports)
        case .sarif: output = SARIFReportWriter.write(reports)
        case .github: output = GitHubReportWriter.write(reports)
        }
        let issues = reports.flatMap(\.issues)
        let errors = issues.filter { $0.severity == .error }.count
        let warnings = issues.filter { $0.severity == .warning }.count
        let unreadable = reports.filter { $0.error != nil }.count
        var standardError = progress
        // Reports go to stdout; read errors also to stderr unless the format carries them already.
        if options.format == .text {
            for report in reports { if let error = report.error { standardError += error.description + "\n" } }
        }
        if options.subcommand == .check, !options.quiet {
            let layouts = reports.reduce(0) { $0 + $1.entries.count }
            standardError += "Done checking \(reports.count) file\(reports.count == 1 ? "" : "s") (\(layouts) layout\(layouts == 1 ? "" : "s")): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")" + (unreadable > 0 ? ", \(unreadable) unreadable or invalid" : "") + ".\n"
        }
        var code: Int32 = 0
        if unreadable > 0 {
            code = 1
        } else if options.subcommand == .check, errors > 0 || (options.strict && warnings > 0) {
            code = 2
        }
        return Outcome(exitCode: code, standardOutput: output, standardError: standardError)
    }

    // MARK: explain

    func explain(_ reports: [DocumentReport], options: CommandOptions) -> Outcome {
        guard let report = reports.first else { return Outcome(exitCode: 1, standardOutput: "", standardError: "") }
        if let error = report.error { return Outcome(exitCode: 1, standardOutput: "", standardError: error.description + "\n") }
        var output = ""
        var failures = ""
        for entry in report.entries {
            if report.entries.count > 1 { output += "\(entry.layout.name):\n" }
            for text in options.anchors {
                do {
                    let anchor = try AnchorReference.resolve(text, in: entry.layout)
                    let explanation = try entry.engine.explain(anchor)
                    output += explanation.lines.joined(separator: "\n") + "\n"
                } catch let error as AnchorReferenceError {
                    failures += "error: \(error.message)\n"
                } catch {
                    failures += "error: \(error)\n"
                }
            }
        }
        return Outcome(exitCode: failures.isEmpty ? 0 : 1, standardOutput: output, standardError: failures)
    }

    // MARK: render

    func render(_ reports: [DocumentReport], options: CommandOptions, progress: String) -> Outcome {
        var standardError = progress
        var written: [String] = []
        var code: Int32 = 0
        let entries = reports.flatMap { report in report.entries.map { (report.path, $0) } }
        for report in reports where report.error != nil {
            standardError += (report.error?.description ?? "") + "\n"
            code = 1
        }
        for (path, entry) in entries {
            let svg = SVGRenderer().render(entry)
            let target: String
            if let output = options.output {
                target = entries.count == 1 ? output : insert(suffix: "-" + fileSafe(entry.layout.name), into: output)
            } else {
                target = (path.hasSuffix(".layout.json") ? String(path.dropLast(12)) : path) + (entries.count == reports.count ? "" : "-" + fileSafe(entry.layout.name)) + ".svg"
            }
            if target == "-" {
                return Outcome(exitCode: code, standardOutput: svg, standardError: standardError)
            }
            do {
                try svg.write(toFile: target, atomically: true, encoding: .utf8)
                written.append(target)
            } catch {
                standardError += "error: cannot write \(target): \(error.localizedDescription)\n"
                code = 1
            }
        }
        return Outcome(exitCode: code, standardOutput: written.map { "wrote \($0)\n" }.joined(), standardError: standardError)
    }

    func insert(suffix: String, into path: String) -> String {
        guard path.hasSuffix(".svg") else { return path + suffix + ".svg" }
        return String(path.dropLast(4)) + suffix + ".svg"
    }

    func fileSafe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
