import LayoutDocuments

/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, help in a
/// column at 26 characters. Each subcommand's options come from ``CommandOption/all``, each
/// with an example, so the help lists exactly what the parser accepts.
package enum CommandHelp {
    /// The one-line usage of a subcommand.
    package static func usage(_ subcommand: Subcommand) -> String {
        switch subcommand {
        case .help, .version: return "scroll-layout <subcommand> [<options>] <files> ..."
        case .report: return "scroll-layout [report] [--format <format>] [--screen <screen>] <files> ..."
        case .check: return "scroll-layout check [--format <format>] [--strict] [--screens <list>] [--baseline <file>] <files> ..."
        case .explain: return "scroll-layout explain [--layout <name>] <file> <anchor> ..."
        case .render: return "scroll-layout render [--format svg|html] [--output <file>] [--force] [--screen <screen>] <files> ..."
        case .export: return "scroll-layout export --to <layout|swift> -o <folder> [--force] <files> ..."
        case .screens: return "scroll-layout screens"
        }
    }

    /// The tool's help (`scroll-layout --help`, `scroll-layout help`).
    package static var overview: String {
        """
        OVERVIEW: Solve Auto Layout constraints and report scroll-view content sizes.

        USAGE: \(usage(.help))

        SUBCOMMANDS:
          report (default)        Print each scroll view's frame, contentSize, insets and
                                  offset range, the view tree, and the issues.
          check                   Print the issues only, with exit codes for CI.
          explain                 Explain where an anchor's value comes from.
          render                  Draw each layout as an SVG picture.
          export                  Write documents as layout files or Swift.
          screens                 List the screens --screen and --screens accept.

          See 'scroll-layout help <subcommand>' for its options, each with an example.

        FILES: JSON layout files (*.layout.json, *.layout, or any path given explicitly),
        Interface Builder documents (*.storyboard, *.xib), folders searched for them, and '-'
        for a layout file on standard input.

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        """
    }

    /// The help of a subcommand.
    package static func text(for subcommand: Subcommand, explicit: Bool = true) -> String {
        guard explicit, subcommand != .help, subcommand != .version else { return overview }
        var text = "OVERVIEW: " + summary(subcommand).wrapped(toLineLength: 78).joined(separator: "\n") + "\n\nUSAGE: \(usage(subcommand))\n\n"
        if let arguments = arguments(subcommand) { text += "ARGUMENTS:\n\(arguments)\n" }
        text += "OPTIONS:\n"
        for option in CommandOption.options(of: subcommand) {
            let help = option.help(for: subcommand)
            text += column(option.label, wrap(help.summary, width: 56))
            text += column("", ["e.g. " + help.example])
        }
        if let codes = exitCodes(subcommand) { text += "\nEXIT CODES: \(codes)\n" }
        return text + "\n"
    }

    /// Rows of the two-column layout: the label, then the lines of its text.
    static func column(_ label: String, _ lines: [String]) -> String {
        var text = ""
        for (index, line) in lines.enumerated() {
            let left = index == 0 ? "  " + label : ""
            text += left.count >= 26 && index == 0
                ? left + "\n" + String(repeating: " ", count: 26) + line + "\n"
                : left + String(repeating: " ", count: 26 - left.count) + line + "\n"
        }
        return text
    }

    /// Words wrapped into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] { text.wrapped(toLineLength: width) }

    static func summary(_ subcommand: Subcommand) -> String {
        switch subcommand {
        case .report: return "Print each scroll view's frame, contentSize, insets and offset range, the view tree, and the issues."
        case .check: return "Print the issues of each layout, with exit codes for CI."
        case .explain:
            return "Explain an anchor's value: the number, the constraints it rests on (with where each was written) and, for an ambiguous value, two values it could take. For a content size, the sum along the chain."
        case .render:
            return "Draw each layout as SVG: the screen and safe area, every view's frame, each scroll view's viewport and its whole content rectangle, with the views an issue names in red (errors) or orange (warnings). With --format html, one interactive inspector page per document: click a view for its constraints and explain, scroll the scroll views, follow the issues."
        case .export:
            return "Write each layout of the documents as a layout file, or each document as Swift (one function per layout), that solves to the same frames."
        case .screens: return "List the screen presets, groups and Interface Builder device ids that --screen and --screens accept."
        case .help, .version: return "Solve Auto Layout constraints and report scroll-view content sizes."
        }
    }

    static func arguments(_ subcommand: Subcommand) -> String? {
        switch subcommand {
        case .report, .check, .render:
            return column("<files>", ["Layout files, Interface Builder documents, folders", "searched for them, or '-' for standard input."])
        case .explain:
            return column("<file>", ["A layout file or Interface Builder document."])
                + column("<anchor>", ["item.attribute, e.g. title.top, stack.height,", "scroll.contentSize.height."])
        case .export:
            return column("<files>", ["Documents (.storyboard, .xib, layout files), or", "folders to search for them."])
        case .screens, .help, .version: return nil
        }
    }

    static func exitCodes(_ subcommand: Subcommand) -> String? {
        switch subcommand {
        case .check:
            return """
                0 no errors; 2 at least one error (or warning with --strict), also when a file
                could not be read; 1 a file could not be read or is invalid and nothing failed the
                check; 64 usage error (an unknown option, or a --layout no file has).
                """
        case .report: return "0 done, 1 a file could not be read or is invalid, 64 usage error."
        case .explain: return "0 every anchor explained in some layout, 1 an anchor no layout has, 64 usage error."
        case .render: return "0 written, 1 a file could not be read or written, 64 usage error."
        case .export: return "0 written, 1 a document could not be read or a file exists (nothing is written then), 64 usage error."
        case .screens, .help, .version: return nil
        }
    }
}
