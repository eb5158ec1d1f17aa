import Foundation
import LayoutDocuments
import ScrollLayout

/// The subcommands.
package enum Subcommand: String, Sendable, CaseIterable {
    /// Frames, content sizes and issues (the default).
    case report
    /// Issues only, with CI exit codes.
    case check
    /// Why an anchor has its value.
    case explain
    /// An SVG picture of each layout.
    case render
    /// Layout files or Swift written from documents.
    case export
    /// Help for a subcommand.
    case help
    /// The version.
    case version
    /// The screen presets, groups and device ids `--screen` and `--screens` accept.
    case screens
}

/// What `render` draws.
package enum RenderFormat: String, Sendable, CaseIterable {
    /// A static SVG picture per layout.
    case svg
    /// One interactive HTML inspector per document.
    case html
}

/// The output formats of `report` and `check`.
package enum OutputFormat: String, Sendable, CaseIterable {
    /// Readable text (colour on a terminal).
    case text
    /// The JSON report.
    case json
    /// `path:line:column: severity: message [rule-id]` lines.
    case xcode
    /// SARIF 2.1.0.
    case sarif
    /// GitHub Actions annotations.
    case github
}

/// A command line, read: the subcommand, its options and its arguments.
package struct CommandOptions: Sendable {
    /// The subcommand.
    package var subcommand: Subcommand = .report
    /// Files and folders (`explain`: the file, then the anchors).
    package var paths: [String] = []
    /// `explain`: the anchors to explain.
    package var anchors: [String] = []
    /// `--format`.
    package var format: OutputFormat = .text
    /// `render --format`.
    package var renderFormat: RenderFormat = .svg
    /// `--screen`: the screen frames are solved and shown on.
    package var screen: Screen? = nil
    /// `--screens`: the screens every layout is checked on (issues per screen, merged when identical).
    package var screens: [Screen] = []
    /// `--rule` (repeatable, or comma-separated): only these rules' issues (empty: all).
    package var rules: Set<LayoutIssue.Rule> = []
    /// `--fix` (`check` only): apply the verified fixes to layout files in place.
    package var fix = false
    /// `--to` (`export`): what to write.
    package var exportFormat: LayoutExporter.Format? = nil
    /// `--force` (`export`, `render`): replace files that exist.
    package var force = false
    /// `--strict`: warnings fail `check` too.
    package var strict = false
    /// `--quiet`: errors only, and no progress or summary on stderr.
    package var quiet = false
    /// `--severity`: the least severe issues shown (`--quiet` raises it to errors).
    package var minimumSeverity: LayoutIssue.Severity = .note
    /// `--jobs`: files checked at once (nil: the number of cores).
    package var jobs: Int? = nil
    /// `--baseline`: issues recorded there are left out.
    package var baseline: String? = nil
    /// `--write-baseline`: where to record every issue found.
    package var writeBaseline: String? = nil
    /// `--config`: the configuration file (nil: `.scroll-layout.json` found upward).
    package var configPath: String? = nil
    /// True when the subcommand was named (`report --help` is report's help, `--help` the tool's).
    package var explicitSubcommand = false
    /// The options given, by their long names (each is checked against the subcommand).
    package var given: [String] = []
    /// `--color` / `--no-color` (nil: colour when stdout is a terminal).
    package var color: Bool? = nil
    /// `--output` for `render`.
    package var output: String? = nil
    /// `--compare-frames`: compare solved frames with those stored in Interface Builder documents.
    package var compareFrames = false
    /// `--layout` picks one layout of a document by name.
    package var layoutName: String? = nil
    /// `-h` / `--help`.
    package var help = false
    /// `--version`.
    package var version = false

    /// Reads arguments (without the program name).
    /// - Throws: ``UsageError`` for anything not understood.
    package init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        if let first = rest.first, let subcommand = Subcommand(rawValue: first) {
            self.subcommand = subcommand
            explicitSubcommand = true
            rest = rest.dropFirst()
        } else if let first = rest.first, !first.hasPrefix("-"), !first.contains("."), !first.contains("/"),
                  let near = Suggestion.nearest(to: first, in: Subcommand.allCases.map(\.rawValue)) {
            // A misspelt subcommand, not a file: files have an extension or a folder.
            throw UsageError("Unknown subcommand '\(first)'. Did you mean '\(near)'?")
        }
        var positional: [String] = []
        var onlyPositional = false
        while let argument = rest.popFirst() {
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst() else { throw UsageError("Missing value for '\(name)'") }
                return next
            }
            if name == "--" { onlyPositional = true; continue }
            guard let option = CommandOption.named(name) else {
                let spellings = CommandOption.all.flatMap(\.names).filter { $0.hasPrefix("--") }
                let hint = Suggestion.nearest(to: name, in: spellings).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError("Unknown option '\(name)'.\(hint)")
            }
            given.append(option.name)
            switch option.name {
            case "--help": help = true
            case "--version": version = true
            case "--strict": strict = true
            case "--compare-frames": compareFrames = true
            case "--quiet": quiet = true
            case "--color": color = true
            case "--no-color": color = false
            case "--format" where subcommand == .render:
                let text = try value()
                guard let format = RenderFormat(rawValue: text) else {
                    throw UsageError("Unknown render format '\(text)'; expected svg or html")
                }
                renderFormat = format
            case "--format":
                let text = try value()
                guard let format = OutputFormat(rawValue: text) else {
                    throw UsageError("Unknown format '\(text)'; expected one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                self.format = format
            case "--screen":
                screen = try CommandOptions.screen(try value())
            case "--screens":
                screens += try CommandOptions.screens(try value())
            case "--rule":
                rules.formUnion(try CommandOptions.rules(try value()))
            case "--severity":
                let text = try value()
                guard let level = LayoutIssue.Severity(rawValue: text) else {
                    throw UsageError("Unknown severity '\(text)' in --severity; expected note, warning or error")
                }
                minimumSeverity = level
            case "--jobs":
                let text = try value()
                guard let count = Int(text), count > 0 else { throw UsageError("--jobs needs a positive number of files at once, not '\(text)'") }
                jobs = count
            case "--baseline": baseline = try value()
            case "--write-baseline": writeBaseline = try value()
            case "--config": configPath = try value()
            case "--fix": fix = true
            case "--force": force = true
            case "--to":
                let text = try value()
                guard let format = LayoutExporter.Format(rawValue: text) else {
                    throw UsageError("Unknown export format '\(text)'; expected one of \(LayoutExporter.Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                exportFormat = format
            case "--output": output = try value()
            case "--layout": layoutName = try value()
            default:
                // The table and this switch are kept in step by a test; an entry without a case is a bug.
                throw UsageError("Option '\(name)' is not handled")
            }
        }
        if subcommand == .help {
            if let topic = positional.first {
                guard let target = Subcommand(rawValue: topic) else {
                    let hint = Suggestion.nearest(to: topic, in: Subcommand.allCases.map(\.rawValue)).map { " Did you mean '\($0)'?" } ?? ""
                    throw UsageError("Unknown subcommand '\(topic)'.\(hint)")
                }
                self.subcommand = target
                explicitSubcommand = true
            } else {
                explicitSubcommand = false
            }
            help = true
            return
        }
        if subcommand == .version { version = true; return }
        if help || version { return }
        // Every option must belong to the subcommand.
        for name in given {
            guard let option = CommandOption.named(name), !option.subcommands.contains(subcommand) else { continue }
            throw UsageError("\(name) applies to \(option.subcommands.map(\.rawValue).joined(separator: ", ")), not \(subcommand.rawValue)")
        }
        if subcommand == .screens { return }
        if subcommand == .explain {
            guard positional.count >= 2 else { throw UsageError("explain needs a file and at least one anchor, e.g. `explain Feed.layout.json title.top`") }
            paths = [positional[0]]
            anchors = Array(positional.dropFirst())
        } else {
            paths = positional
        }
        if paths.isEmpty { throw UsageError("Missing expected argument '<files> ...'") }
        if subcommand == .export {
            guard exportFormat != nil else { throw UsageError("export needs --to layout or --to swift") }
            guard output != nil else { throw UsageError("export needs an output folder: -o <folder>") }
        }
        if fix, compareFrames { throw UsageError("--fix and --compare-frames cannot be combined: frames are compared on documents read as Interface Builder saved them") }
        if !screens.isEmpty, compareFrames { throw UsageError("--screens and --compare-frames cannot be combined: frames are compared on the document's own screen") }
        if baseline != nil, writeBaseline != nil { throw UsageError("--baseline and --write-baseline cannot be combined: write the baseline from a run without one") }
        if fix, writeBaseline != nil { throw UsageError("--fix and --write-baseline cannot be combined: fix first, then record what is left") }
        if quiet { minimumSeverity = .error }
        if paths.filter({ $0 == "-" }).count > 1 { throw UsageError("standard input ('-') can be read once") }
    }

    /// A screen preset name or `WIDTHxHEIGHT` (no safe area).
    static func screen(_ text: String, option: String = "--screen") throws(UsageError) -> Screen {
        let name = text.trimmingCharacters(in: .whitespaces)
        if let preset = Screen.named(name) { return preset }
        if let device = InterfaceBuilderDevices.screen(named: name) { return device }
        let parts = name.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) {
            guard width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw UsageError("Screen size '\(name)' in \(option) must be positive and finite, e.g. 390x844")
            }
            return Screen(name: name, width: width, height: height)
        }
        let hint = Suggestion.nearest(to: name, in: Screen.knownNames + InterfaceBuilderDevices.ids).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError("Unknown screen '\(name)' in \(option).\(hint) Use a preset such as 'iPhone 15', a device id such as retina6_1\(option == "--screens" ? ", a group (iphones, ipads, all)" : "") or a size such as 390x844 ('scroll-layout screens' lists them)")
    }

    /// A comma-separated list of presets, groups (`iphones`, `ipads`, `all`) and sizes.
    static func screens(_ text: String) throws(UsageError) -> [Screen] {
        var result: [Screen] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw UsageError("Empty screen in --screens '\(text)'; separate presets and sizes with single commas") }
            let screens: [Screen]
            if let group = Screen.group(named: name) { screens = group } else { screens = [try screen(name, option: "--screens")] }
            for screen in screens where !result.contains(screen) { result.append(screen) }
        }
        return result
    }

    /// Rule ids, comma-separated.
    static func rules(_ text: String) throws(UsageError) -> [LayoutIssue.Rule] {
        var result: [LayoutIssue.Rule] = []
        for item in text.split(separator: ",") {
            let id = item.trimmingCharacters(in: .whitespaces)
            guard let rule = LayoutIssue.Rule(rawValue: id) else {
                let hint = Suggestion.nearest(to: id, in: LayoutIssue.Rule.allCases.map(\.rawValue)).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError("Unknown rule '\(id)' in --rule.\(hint) See Documentation/Diagnostics.md for the rules")
            }
            result.append(rule)
        }
        guard !result.isEmpty else { throw UsageError("--rule needs a rule id, e.g. --rule scroll-content-height-ambiguous") }
        return result
    }
}

/// A command line that cannot be run: exit 64 with the message and the usage.
package struct UsageError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var message: String
    /// A usage error.
    package init(_ message: String) { self.message = message }
    /// The message.
    package var description: String { message }
}
