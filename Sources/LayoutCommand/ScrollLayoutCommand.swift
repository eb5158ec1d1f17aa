import Foundation
import LayoutDocuments
import ScrollLayout

/// The `scroll-layout` command as a library: arguments in, output text and an exit code out,
/// so tests run it exactly as the executable does.
///
/// Exit codes (SwiftLint's and swift-argument-parser's conventions): 0 clean (also `--help`
/// and `--version`); 1 a file could not be read or is not a valid layout; 2 `check` found an
/// error (or, with `--strict`, a warning), which wins over 1 when both happen, as in SwiftLint,
/// so an unreadable file never hides an error; 64 the command line itself is wrong.
package struct ScrollLayoutCommand {
    /// The tool's version.
    package static let version = "0.1.0"

    /// Where output goes, and whether each stream is a terminal (colour and progress).
    package struct Terminal: Sendable {
        /// Standard output is a terminal.
        package var outputIsTerminal: Bool
        /// Standard error is a terminal.
        package var errorIsTerminal: Bool

        /// A terminal description.
        package init(outputIsTerminal: Bool = false, errorIsTerminal: Bool = false) {
            self.outputIsTerminal = outputIsTerminal
            self.errorIsTerminal = errorIsTerminal
        }
    }

    /// What a run produced.
    package struct Outcome: Sendable {
        /// The exit code.
        package var exitCode: Int32
        /// Text for standard output.
        package var standardOutput: String
        /// Text for standard error.
        package var standardError: String
    }

    /// The terminal.
    package var terminal: Terminal
    /// Seconds since some fixed moment, for the progress line and the summary's time (nil:
    /// neither is shown, as in tests that compare output).
    package var clock: (@Sendable () -> Double)?
    /// Standard input's text, read when a path is `-`.
    package var standardInput: @Sendable () -> String?

    /// A command.
    package init(terminal: Terminal = Terminal(), clock: (@Sendable () -> Double)? = nil,
                standardInput: @escaping @Sendable () -> String? = { nil }) {
        self.terminal = terminal
        self.clock = clock
        self.standardInput = standardInput
    }

    /// Where a piece of output goes.
    package enum Stream: Sendable {
        /// Standard output.
        case output
        /// Standard error.
        case error
    }

    /// Runs a command line (without the program name) and collects what it writes.
    package func run(_ arguments: [String]) -> Outcome {
        var output = "", error = ""
        let code = run(arguments) { stream, text in
            if stream == .output { output += text } else { error += text }
        }
        return Outcome(exitCode: code, standardOutput: output, standardError: error)
    }

    /// Runs a command line, writing output as it is made (`check` of a folder streams each
    /// file's issues as soon as it and the files before it are done), and returns the exit code.
    package func run(_ arguments: [String], write: (Stream, String) -> Void) -> Int32 {
        func finish(_ outcome: Outcome) -> Int32 {
            if !outcome.standardOutput.isEmpty { write(.output, outcome.standardOutput) }
            if !outcome.standardError.isEmpty { write(.error, outcome.standardError) }
            return outcome.exitCode
        }
        func usage(_ message: String, _ subcommand: Subcommand) -> Int32 {
            let more = subcommand == .help || subcommand == .version ? "scroll-layout --help" : "scroll-layout help \(subcommand.rawValue)"
            write(.error, "Error: \(message)\nUsage: \(CommandHelp.usage(subcommand))\n  See '\(more)' for more information.\n")
            return 64
        }
        var options: CommandOptions
        do {
            options = try CommandOptions(arguments: arguments)
        } catch {
            return usage(error.message, arguments.first.flatMap(Subcommand.init(rawValue:)) ?? .report)
        }
        if options.help {
            write(.output, CommandHelp.text(for: options.subcommand, explicit: options.explicitSubcommand))
            return 0
        }
        if options.version { write(.output, ScrollLayoutCommand.version + "\n"); return 0 }
        if options.subcommand == .screens { write(.output, ScrollLayoutCommand.screenList); return 0 }
        // The project's configuration, for check and report.
        var configuration: CommandConfiguration? = nil
        if options.subcommand == .check || options.subcommand == .report {
            do {
                if let path = options.configPath ?? CommandConfiguration.find() { configuration = try CommandConfiguration.read(path) }
            } catch {
                return usage(error.message, options.subcommand)
            }
        }
        if options.screens.isEmpty, let screens = configuration?.screens, !screens.isEmpty {
            if options.compareFrames { return usage("the configuration's screens and --compare-frames cannot be combined", options.subcommand) }
            options.screens = screens
        }
        // The paths in order, folders expanded, `-` (standard input) where it was given.
        var files: [String] = []
        for path in options.paths {
            if path == "-" {
                files.append(ScrollLayoutCommand.standardInputPath)
                continue
            }
            do {
                files += try LayoutDocument.expand([path]).filter { configuration?.excludes($0) != true }
            } catch {
                write(.error, error.description + "\n")
                return 1
            }
        }
        var stdinText: String? = nil
        if options.paths.contains("-") {
            guard let text = standardInput(), !text.isEmpty else {
                write(.error, "error: <stdin>: nothing on standard input; expected a layout file or an Interface Builder document\n")
                return 1
            }
            stdinText = text
        }
        if files.isEmpty {
            write(.error, "error: no layout files (\(LayoutDocument.searchedExtensions.joined(separator: ", "))) in \(options.paths.joined(separator: ", "))\n")
            return 1
        }
        if options.subcommand == .export { return finish(export(files, options: options)) }
        var baseline: Baseline? = nil
        if let path = options.baseline {
            do { baseline = try Baseline.read(path) } catch { return usage(error.message, options.subcommand) }
        }
        var fixing: LayoutFixRun? = nil
        if options.fix {
            do {
                fixing = try LayoutFixRun.perform(files: files.filter { $0 != ScrollLayoutCommand.standardInputPath }, options: options)
            } catch {
                write(.error, "error: \(error.message)\n")
                return 64
            }
            if let fixing {
                // What was changed comes first: on stdout with the text and Xcode formats, on
                // stderr with the machine formats so their output stays one document.
                write(options.format == .text || options.format == .xcode ? .output : .error, fixing.log)
                if !options.quiet { write(.error, fixing.summary) }
            }
        }
        switch options.subcommand {
        case .explain, .render:
            var reports = files.map { file in
                DocumentReport.make(path: file, text: file == ScrollLayoutCommand.standardInputPath ? stdinText : nil,
                                    screen: options.screen, compareFrames: options.compareFrames)
            }
            if let name = options.layoutName {
                let names = reports.flatMap { $0.entries.map(\.layout.name) }
                guard names.contains(name) else { return usage(ScrollLayoutCommand.noLayout(name, among: names), options.subcommand) }
                for index in reports.indices { reports[index].entries.removeAll { $0.layout.name != name } }
            }
            return finish(options.subcommand == .explain ? explain(reports, options: options) : render(reports, options: options))
        default:
            var code = check(files, options: options, configuration: configuration, baseline: baseline, stdinText: stdinText, write: write)
            if fixing?.failed == true, code == 0 { code = 1 }
            return code
        }
    }

    /// How standard input is named in reports.
    static let standardInputPath = "<stdin>"

    /// The message for a `--layout` no file has.
    static func noLayout(_ name: String, among names: [String]) -> String {
        let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let hint = Suggestion.nearest(to: name, in: unique).map { " Did you mean '\($0)'?" } ?? ""
        let list = unique.isEmpty ? "none" : unique.prefix(20).joined(separator: ", ") + (unique.count > 20 ? ", …" : "")
        return "no layout named '\(name)' in the files.\(hint) Layouts: \(list)"
    }

    /// `scroll-layout screens`.
    static var screenList: String {
        var text = "PRESETS (--screen, --screens):\n"
        for screen in Screen.presets {
            text += CommandHelp.column(screen.name, ["\(formatNumber(screen.size.width))x\(formatNumber(screen.size.height)), safe area \(screen.safeAreaInsets)"])
        }
        text += "\nGROUPS (--screens):\n"
        text += CommandHelp.column("iphones", [Screen.iPhones.map(\.name).joined(separator: ", ")])
        text += CommandHelp.column("ipads", [Screen.iPads.map(\.name).joined(separator: ", ")])
        text += CommandHelp.column("all", ["every preset"])
        text += CommandHelp.column("iphones-landscape", ["the iPhones turned sideways (also ipads-, all-landscape)"])
        text += "\nLANDSCAPE: any preset followed by 'landscape' ('iPhone 15 landscape'): width and height\n"
        text += "swapped; a notched iPhone gets its notch's inset on both sides and 21 at the bottom, an\n"
        text += "iPad keeps its own.\n"
        text += "\nINTERFACE BUILDER DEVICES (as reports name them):\n"
        for id in InterfaceBuilderDevices.ids {
            if let screen = InterfaceBuilderDevices.screen(named: id) {
                text += CommandHelp.column(id, ["\(formatNumber(screen.size.width))x\(formatNumber(screen.size.height)), safe area \(screen.safeAreaInsets)"])
            }
        }
        text += "\nSIZES: WIDTHxHEIGHT in points, e.g. 390x844 (no safe area).\n"
        return text
    }

    // MARK: explain

    func explain(_ reports: [DocumentReport], options: CommandOptions) -> Outcome {
        guard let report = reports.first else { return Outcome(exitCode: 1, standardOutput: "", standardError: "") }
        if let error = report.error { return Outcome(exitCode: 1, standardOutput: "", standardError: error.description + "\n") }
        // Each layout that has the anchor explains it; an anchor is an error only when none
        // has it (a storyboard's other scenes do not have its views).
        var sections: [(name: String, lines: [String])] = report.entries.map { ($0.layout.name, []) }
        var failures = ""
        for text in options.anchors {
            var explained = false
            var reasons: [String] = []
            for (index, entry) in report.entries.enumerated() {
                do {
                    let anchor = try AnchorReference.resolve(text, in: entry.layout)
                    let explanation = try entry.engine.explain(anchor)
                    sections[index].lines += explanation.lines
                    explained = true
                } catch let error as AnchorReferenceError {
                    reasons.append(error.message)
                } catch {
                    reasons.append("\(error)")
                }
            }
            if !explained {
                failures += report.entries.count == 1
                    ? "error: \(reasons.first ?? "no layout has \(text)")\n"
                    : "error: no layout of \(report.path) has `\(text)` (layouts: \(report.entries.map(\.layout.name).joined(separator: ", ")))\n"
            }
        }
        let shown = sections.filter { !$0.lines.isEmpty }
        let output = shown.map { section in
            (shown.count > 1 ? "\(section.name):\n" : "") + section.lines.joined(separator: "\n") + "\n"
        }.joined()
        return Outcome(exitCode: failures.isEmpty ? 0 : 1, standardOutput: output, standardError: failures)
    }

    // MARK: render

    /// SVG: one picture per layout (`-o` names it, `-o name.svg` with several layouts gives
    /// `name-<layout>.svg`; beside the document by default). HTML: one inspector page per document.
    func render(_ reports: [DocumentReport], options: CommandOptions) -> Outcome {
        var standardError = ""
        var code: Int32 = 0
        for report in reports where report.error != nil {
            standardError += (report.error?.description ?? "") + "\n"
            code = 1
        }
        let html = options.renderFormat == .html
        let suffix = html ? ".html" : ".svg"
        func base(_ path: String) -> String { path.hasSuffix(".layout.json") ? String(path.dropLast(12)) : path }
        func named(_ output: String, _ name: String) -> String {
            (output.hasSuffix(suffix) ? String(output.dropLast(suffix.count)) : output) + "-" + fileSafe(name) + suffix
        }
        var pages: [(target: String, text: String)] = []
        if html {
            let readable = reports.filter { $0.error == nil || !$0.entries.isEmpty }
            if options.output == "-", readable.count > 1 {
                return Outcome(exitCode: 64, standardOutput: "", standardError:
                    "Error: -o - writes one page to standard output, and there are \(readable.count) documents; name one, or write files with -o <file.html>\n")
            }
            for report in readable {
                let target = options.output.map { readable.count == 1 ? $0 : named($0, (base(report.path) as NSString).lastPathComponent) }
                    ?? base(report.path) + suffix
                pages.append((target, HTMLInspector().render(report, screens: options.screens)))
            }
        } else {
            let entries = reports.flatMap { report in report.entries.map { (report.path, $0) } }
            if options.output == "-", entries.count > 1 {
                let names = entries.map(\.1.layout.name).joined(separator: ", ")
                return Outcome(exitCode: 64, standardOutput: "", standardError:
                    "Error: -o - writes one SVG to standard output, and there are \(entries.count) layouts (\(names)); pick one with --layout <name>, or write files with -o <file.svg>\n")
            }
            for (path, entry) in entries {
                let target = options.output.map { entries.count == 1 ? $0 : named($0, entry.layout.name) }
                    ?? base(path) + (entries.count == reports.count ? "" : "-" + fileSafe(entry.layout.name)) + suffix
                pages.append((target, SVGRenderer().render(entry)))
            }
        }
        // A picture named after its document never replaces a file that is there (it may be one
        // the project keeps): `-o` names the file, `--force` replaces.
        if options.output == nil, !options.force {
            let existing = pages.map(\.target).filter { FileManager.default.fileExists(atPath: $0) }
            if !existing.isEmpty {
                return Outcome(exitCode: 1, standardOutput: "", standardError: standardError
                    + existing.map { "error: \($0) exists (name the output with -o, or replace it with --force)\n" }.joined())
            }
        }
        var written: [String] = []
        for (target, text) in pages {
            if target == "-" { return Outcome(exitCode: code, standardOutput: text, standardError: standardError) }
            do {
                try text.write(toFile: target, atomically: true, encoding: .utf8)
                written.append(target)
            } catch {
                standardError += "error: cannot write \(target): \(error.localizedDescription)\n"
                code = 1
            }
        }
        return Outcome(exitCode: code, standardOutput: written.map { "wrote \($0)\n" }.joined(), standardError: standardError)
    }

    func fileSafe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
