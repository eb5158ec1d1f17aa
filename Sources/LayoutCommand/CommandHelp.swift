/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, help in a column at 26 characters.
public enum CommandHelp {
    /// The one-line usage of a subcommand.
    public static func usage(_ subcommand: Subcommand) -> String {
        switch subcommand {
        case .report, .help, .version: return "scroll-layout [report] [--format <format>] [--screen <screen>] <files> ..."
        case .check: return "scroll-layout check [--format <format>] [--strict] [--screens <list>] [--rule <id>] [--fix] <files> ..."
        case .explain: return "scroll-layout explain <file> <anchor> ..."
        case .render: return "scroll-layout render [--output <file.svg>] [--screen <screen>] <files> ..."
        case .export: return "scroll-layout export --to <layout|swift> -o <folder> [--force] <files> ..."
        }
    }

    /// The help of a subcommand (`report` is the tool's help).
    public static func text(for subcommand: Subcommand) -> String {
        let formats = "text, json, xcode, sarif, github"
        switch subcommand {
        case .report, .help, .version:
            return """
                OVERVIEW: Solve Auto Layout constraints and report scroll-view content sizes.

                USAGE: scroll-layout <subcommand>

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  report (default)        Print each scroll view's frame, contentSize, insets and
                                          offset range, the view tree, and the issues.
                  check                   Print the issues only, with CI exit codes.
                  explain                 Explain where an anchor's value comes from.
                  render                  Draw each layout as an SVG picture.
                  export                  Write documents as layout files or Swift.

                  See 'scroll-layout help <subcommand>' for detailed help.

                FILES: JSON layout files (*.layout.json, *.layout, or any path given
                explicitly), Interface Builder documents (*.storyboard, *.xib), and folders
                searched for them.

                REPORT OPTIONS:
                  -f, --format <format>   Output format: \(formats). (default: text)
                  --screen <screen>       Solve for this screen: a preset ('iPhone SE') or
                                          WIDTHxHEIGHT.
                  --screens <list>        Also check on these screens: presets, WIDTHxHEIGHT,
                                          iphones, ipads, all (comma-separated).
                  --rule <id>             Only this rule's issues (repeatable, or a,b).
                  --layout <name>         Only the layout with this name.
                  --color/--no-color      Colour the text output. (default: on a terminal)

                EXIT CODES: 0 done, 1 a file could not be read, 64 usage error.

                """
        case .check:
            return """
                OVERVIEW: Print the issues of each layout, with exit codes for CI.

                USAGE: \(usage(.check))

                ARGUMENTS:
                  <files>                 Layout files, or folders to search for them.

                OPTIONS:
                  -f, --format <format>   Output format: \(formats). (default: text)
                  --strict                Warnings fail the check too.
                  --screen <screen>       Solve for this screen: a preset or WIDTHxHEIGHT.
                  --screens <list>        Check every layout on each of these screens:
                                          presets, WIDTHxHEIGHT, iphones, ipads, all
                                          (comma-separated); issues name the screens.
                  --rule <id>             Only this rule's issues (repeatable, or a,b).
                  --fix                   Write the verified fixes into layout files in
                                          place (with --rule: only that rule's), print
                                          each change, then check the result.
                  --layout <name>         Only the layout with this name.
                  --compare-frames        Compare solved frames with those stored in
                                          Interface Builder documents (frame-mismatch notes).
                  -q, --quiet             No summary on standard error.
                  --color/--no-color      Colour the text output. (default: on a terminal)
                  -h, --help              Show help information.

                EXIT CODES: 0 no errors, 1 a file could not be read or is invalid,
                2 at least one error (or warning with --strict), 64 usage error.

                """
        case .explain:
            return """
                OVERVIEW: Explain an anchor's value: the number, the constraints it rests on
                (with where each was written) and, for an ambiguous value, two values it could
                take. For a content size, the sum along the chain.

                USAGE: \(usage(.explain))

                ARGUMENTS:
                  <file>                  A layout file.
                  <anchor>                item.attribute, e.g. title.top, stack.height,
                                          scroll.contentSize.height.

                OPTIONS:
                  --layout <name>         Only the layout with this name.
                  -h, --help              Show help information.

                """
        case .export:
            return """
                OVERVIEW: Write each layout of the documents as a layout file, or each document
                as Swift (one function per layout), that solves to the same frames. Interface
                Builder object ids become identifiers; placeholder constraints stay marked;
                custom classes are kept.

                USAGE: \(usage(.export))

                ARGUMENTS:
                  <files>                 Documents (.storyboard, .xib, layout files), or
                                          folders to search for them.

                OPTIONS:
                  --to <layout|swift>     What to write.
                  -o, --output <folder>   Where (made if missing).
                  --force                 Replace files that exist.
                  -h, --help              Show help information.

                EXIT CODES: 0 written, 1 a document could not be read or a file exists
                (nothing is written then), 64 usage error.

                """
        case .render:
            return """
                OVERVIEW: Draw each layout as SVG: the screen and safe area, every view's frame,
                each scroll view's viewport and its whole content rectangle, with the views an
                issue names in red (errors) or orange (warnings).

                USAGE: \(usage(.render))

                ARGUMENTS:
                  <files>                 Layout files, or folders to search for them.

                OPTIONS:
                  -o, --output <file>     Where to write (default: beside the layout, .svg);
                                          '-' writes to standard output.
                  --screen <screen>       Solve for this screen: a preset or WIDTHxHEIGHT.
                  -h, --help              Show help information.

                """
        }
    }
}
