/// One command-line option: its spellings, its value, the subcommands that take it, and what
/// the help says. ``CommandOption/all`` is the single table the parser reads and the help is
/// written from, so an option cannot be accepted without being documented (a test checks it).
package struct CommandOption: Sendable {
    /// The spellings, the long one first (`--format`, `-f`).
    package let names: [String]
    /// The value's placeholder (`<format>`), nil for a flag.
    package let value: String?
    /// What it does, one or two sentences.
    package let summary: String
    /// A command line that uses it.
    package let example: String
    /// The subcommands that accept it.
    package let subcommands: [Subcommand]

    /// The long name.
    package var name: String { names[0] }

    /// What it does for one subcommand, and a command line that uses it there: options whose
    /// meaning depends on the subcommand say only what applies to it.
    package func help(for subcommand: Subcommand) -> (summary: String, example: String) {
        switch (name, subcommand) {
        case ("--format", .render):
            return ("svg, or html for the interactive inspector. (default: svg)", "scroll-layout render --format html -o feed.html Feed.layout.json")
        case ("--format", .report), ("--format", .check):
            return ("text, json, xcode, sarif or github. (default: text)", "scroll-layout \(subcommand.rawValue) --format github App/")
        case ("--output", .render):
            return ("The SVG or HTML file ('-' for standard output; an SVG holds one layout). Without it each picture is named after its document, and a file that is there is not replaced.",
                    "scroll-layout render -o feed.svg Feed.layout.json")
        case ("--output", .export):
            return ("The folder written to; documents found in a folder keep their subfolders.", "scroll-layout export --to layout -o Layouts/ App/")
        case ("--force", .render):
            return ("Replace a picture named after its document that is already there.", "scroll-layout render --force Feed.layout.json")
        default:
            return (summary, example)
        }
    }

    /// The help's left column: `-f, --format <format>`.
    var label: String {
        let spelled = names.sorted { $0.count < $1.count }.joined(separator: ", ")
        return value.map { "\(spelled) \($0)" } ?? spelled
    }

    /// Every option, in the order the help lists them.
    package static let all: [CommandOption] = [
        CommandOption(names: ["--format", "-f", "--reporter"], value: "<format>",
                      summary: "report and check: text, json, xcode, sarif, github (default: text); render: svg, or html for the interactive inspector (default: svg).",
                      example: "scroll-layout render --format html -o feed.html Feed.layout.json", subcommands: [.report, .check, .render]),
        CommandOption(names: ["--screen"], value: "<screen>",
                      summary: "Solve for this screen: a preset ('iPhone SE'), an Interface Builder device id (retina6_1) or WIDTHxHEIGHT. 'scroll-layout screens' lists them.",
                      example: "scroll-layout report --screen 'iPhone SE' Feed.layout.json", subcommands: [.report, .check, .explain, .render]),
        CommandOption(names: ["--screens"], value: "<list>",
                      summary: "Also check every layout on each of these screens: presets, device ids, WIDTHxHEIGHT, iphones, ipads, all (comma-separated); issues name the screens.",
                      example: "scroll-layout check --screens iphones App/", subcommands: [.report, .check, .render]),
        CommandOption(names: ["--layout"], value: "<name>",
                      summary: "Only the layout (scene) with this name; an error when no file has it.",
                      example: "scroll-layout explain --layout Settings Main.storyboard scroll.contentSize.height",
                      subcommands: [.report, .check, .explain, .render]),
        CommandOption(names: ["--rule"], value: "<id>",
                      summary: "Only this rule's issues (repeatable, or a,b).",
                      example: "scroll-layout check --rule scroll-content-height-ambiguous App/", subcommands: [.report, .check]),
        CommandOption(names: ["--severity"], value: "<level>",
                      summary: "The least severe issues shown: note, warning or error. (default: note)",
                      example: "scroll-layout check --severity warning App/", subcommands: [.report, .check]),
        CommandOption(names: ["--quiet", "-q"], value: nil,
                      summary: "Errors only: no warnings or notes, no progress, no summary.",
                      example: "scroll-layout check --quiet App/", subcommands: [.report, .check]),
        CommandOption(names: ["--strict"], value: nil,
                      summary: "Warnings fail the check too (exit 2).",
                      example: "scroll-layout check --strict App/", subcommands: [.check]),
        CommandOption(names: ["--fix"], value: nil,
                      summary: "Write the verified fixes into layout files in place (with --rule: only that rule's), print each change, then check the result.",
                      example: "scroll-layout check --fix Layouts/", subcommands: [.check]),
        CommandOption(names: ["--baseline"], value: "<file>",
                      summary: "Leave out the issues recorded in this baseline (matched by rule, document, layout and object ids, not lines), so only new ones are reported.",
                      example: "scroll-layout check --baseline .scroll-layout-baseline.json App/", subcommands: [.check]),
        CommandOption(names: ["--write-baseline"], value: "<file>",
                      summary: "Record every issue found in this file (exit 0) for later runs with --baseline.",
                      example: "scroll-layout check --write-baseline .scroll-layout-baseline.json App/", subcommands: [.check]),
        CommandOption(names: ["--config"], value: "<file>",
                      summary: "The configuration file (default: .scroll-layout.json in the current folder or the nearest one above).",
                      example: "scroll-layout check --config ci/scroll-layout.json App/", subcommands: [.report, .check]),
        CommandOption(names: ["--jobs", "-j"], value: "<n>",
                      summary: "Files checked at once. (default: the number of cores) Output keeps the order of the files.",
                      example: "scroll-layout check --jobs 2 App/", subcommands: [.report, .check]),
        CommandOption(names: ["--compare-frames"], value: nil,
                      summary: "Compare solved frames with those stored in Interface Builder documents (frame-mismatch notes).",
                      example: "scroll-layout report --compare-frames Main.storyboard", subcommands: [.report, .check]),
        CommandOption(names: ["--color"], value: nil,
                      summary: "Colour the text output. (default: on a terminal)",
                      example: "scroll-layout check --color App/ | less -R", subcommands: [.report, .check]),
        CommandOption(names: ["--no-color"], value: nil,
                      summary: "Never colour the text output.",
                      example: "scroll-layout report --no-color Feed.layout.json", subcommands: [.report, .check]),
        CommandOption(names: ["--output", "-o"], value: "<path>",
                      summary: "render: the SVG or HTML file ('-' for standard output; an SVG holds one layout); export: the folder written to.",
                      example: "scroll-layout render -o feed.svg Feed.layout.json", subcommands: [.render, .export]),
        CommandOption(names: ["--to"], value: "<layout|swift>",
                      summary: "What export writes: layout files or Swift.",
                      example: "scroll-layout export --to swift -o Generated/ Main.storyboard", subcommands: [.export]),
        CommandOption(names: ["--force"], value: nil,
                      summary: "Replace files that exist.",
                      example: "scroll-layout export --to layout -o Layouts/ --force Main.storyboard", subcommands: [.export, .render]),
        CommandOption(names: ["--help", "-h"], value: nil,
                      summary: "Show help information.",
                      example: "scroll-layout check --help", subcommands: Subcommand.allCases),
        CommandOption(names: ["--version"], value: nil,
                      summary: "Show the version.",
                      example: "scroll-layout --version", subcommands: Subcommand.allCases),
    ]

    /// The option with this spelling.
    static func named(_ name: String) -> CommandOption? { all.first { $0.names.contains(name) } }

    /// The options of a subcommand, in table order.
    package static func options(of subcommand: Subcommand) -> [CommandOption] { all.filter { $0.subcommands.contains(subcommand) } }
}
