import ScrollLayout

/// Readable, aligned text: per layout, each scroll view's geometry, the view tree with frames,
/// and the issues with their fixes. Colour (ANSI) only when asked for (the command asks when
/// stdout is a terminal).
public struct TextReportWriter {
    /// Colour the severities and headings.
    public var color: Bool
    /// Include the view tree.
    public var includeViews: Bool
    /// Include each issue's details (the chain walked, the witnesses).
    public var includeDetails: Bool

    /// A writer.
    public init(color: Bool = false, includeViews: Bool = true, includeDetails: Bool = true) {
        self.color = color
        self.includeViews = includeViews
        self.includeDetails = includeDetails
    }

    /// The `report` text (files that could not be read are left to the caller: stderr).
    public func write(_ reports: [DocumentReport]) -> String {
        var out = ""
        for (index, report) in reports.enumerated() {
            if index > 0, !report.entries.isEmpty { out += "\n" }
            for entry in report.entries { out += layout(entry, path: report.path, showsCodeDecisions: report.format == .uikitCode) }
        }
        return out
    }

    /// The `check` text: the issues only, as Xcode lines with their fixes and details.
    public func writeIssues(_ reports: [DocumentReport]) -> String {
        var out = ""
        for report in reports {
            for entry in report.entries {
                for issue in entry.issues { out += self.issue(issue, path: report.path, indent: "") }
            }
        }
        return out
    }

    /// One layout's text; `showsCodeDecisions` adds, after each view the app's code decides,
    /// why (Swift files: every layout says what code decides).
    func layout(_ entry: DocumentReport.Entry, path: String, showsCodeDecisions: Bool = false) -> String {
        let result = entry.result
        let screen = result.screen
        var out = paint("\(path): \(result.name) on \(screen.name) (\(formatNumber(screen.size.width))×\(formatNumber(screen.size.height)))", .bold) + "\n"
        for scroll in result.scrollViews {
            out += scrollView(scroll, kind: result.view(scroll.id)?.kind ?? .scrollView,
                              scrollEnabled: entry.engine.scrollConfiguration(of: scroll.id)?.isScrollEnabled ?? true,
                              restsOn: TextReportWriter.contentRestsOn(scroll.id, entry.issues))
        }
        if includeViews {
            out += "  views\n"
            let decisions = showsCodeDecisions
                ? Dictionary(entry.layout.root.allViews.compactMap { view in view.decidedByCode.map { (view.id, $0) } }, uniquingKeysWith: { a, _ in a })
                : [:]
            let idWidth = result.views.map { $0.id.count + 2 * $0.depth }.max() ?? 0
            let kindWidth = result.views.map(\.kind.rawValue.count).max() ?? 0
            for view in result.views {
                let name = String(repeating: "  ", count: view.depth) + view.id
                var line = "    " + pad(name, idWidth) + "  " + pad(view.kind.rawValue, kindWidth) + "  \(view.frame)"
                if view.isHidden { line += "  hidden" }
                // Interface Builder ids mean little alone: add the user label or text.
                if let title = view.title, !title.isEmpty { line += "  \"\(TextReportWriter.shortened(title))\"" }
                if showsCodeDecisions, let reason = decisions[view.id] { line += "  [decided by code: \(reason)]" }
                out += line + "\n"
            }
        }
        if entry.issues.isEmpty {
            out += "  no issues\n"
        } else {
            let errors = entry.issues.filter { $0.severity == .error }.count
            let warnings = entry.issues.filter { $0.severity == .warning }.count
            let notes = entry.issues.count - errors - warnings
            out += "  issues: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")\n"
            for issue in entry.issues { out += self.issue(issue, path: path, indent: "    ") }
        }
        return out
    }

    /// A title on one line of the view tree: newlines, tabs and quotes escaped, at most 40
    /// characters.
    static func shortened(_ title: String) -> String {
        var escaped = ""
        for character in title {
            switch character {
            case "\n", "\r\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        return escaped.count > 40 ? String(escaped.prefix(39)) + "…" : escaped
    }

    /// What a scroll view's content size rests on outside the layout, from the notes about it
    /// (a view the app's code decides, an estimated size), one line per reason.
    static func contentRestsOn(_ scrollID: String, _ issues: [LayoutIssue]) -> [String] {
        let contentRules: Set<LayoutIssue.Rule> = [.scrollContentHeightAmbiguous, .scrollContentWidthAmbiguous, .scrollContentUnreachable]
        var reasons: [String] = []
        for issue in issues where contentRules.contains(issue.rule) && issue.items.first?.ownerID == scrollID {
            if let reason = issue.restsOn, !reasons.contains(reason) { reasons.append(reason) }
        }
        return reasons
    }

    func scrollView(_ scroll: LayoutResult.ScrollViewFrame, kind: ViewKind, scrollEnabled: Bool, restsOn: [String] = []) -> String {
        let g = scroll.geometry
        let sources = scroll.contentSizeSource
        let source = sources.horizontal == sources.vertical
            ? "\(sources.horizontal.rawValue)"
            : "width: \(sources.horizontal.rawValue), height: \(sources.vertical.rawValue)"
        var axes: [String] = []
        if g.scrolls.horizontal { axes.append("horizontally") }
        if g.scrolls.vertical { axes.append("vertically") }
        // Text, table and collection views size their content themselves (from their text,
        // cells or layout), outside Auto Layout: nothing to determine, nothing alarming.
        let sizedByUIKit = (kind == .textView || kind == .tableView || kind == .collectionView)
            && sources.horizontal != .constraints && sources.vertical != .constraints
        let size = sizedByUIKit
            ? "set by UIKit at run time (a \(kind.rawValue) sizes its own content)"
            : "\(formatNumber(scroll.contentSize.width)) × \(formatNumber(scroll.contentSize.height)) (\(source))"
        let range = "x \(formatNumber(g.minimumOffset.x))…\(formatNumber(g.maximumOffset.x)), y \(formatNumber(g.minimumOffset.y))…\(formatNumber(g.maximumOffset.y))"
        let scrolls: String
        if !scrollEnabled {
            scrolls = g.overflows.horizontal || g.overflows.vertical
                ? "no: scrolling is disabled (isScrollEnabled = false); enabled, it would scroll \([g.overflows.horizontal ? "horizontally" : nil, g.overflows.vertical ? "vertically" : nil].compactMap { $0 }.joined(separator: " and "))"
                : "no: scrolling is disabled (isScrollEnabled = false), and the content fits"
        } else {
            scrolls = axes.isEmpty ? "no (the content fits)" : axes.joined(separator: " and ")
        }
        let rows: [(String, String)] = [
            ("contentSize", size),
            ("adjustedContentInset", insets(g.adjustedContentInset)),
            ("contentOffset range", sizedByUIKit ? "follows the content UIKit sets"
                : range + (scrollEnabled ? "" : " (if scrolling were enabled)")),
            ("scrolls", scrolls),
        ]
        var out = "  scroll view \"\(scroll.id)\"  frame \(scroll.frame)\n"
        for (label, value) in rows + restsOn.map({ ("content rests on", $0) }) { out += "    " + pad(label, 21) + "  " + value + "\n" }
        return out
    }

    func issue(_ layoutIssue: LayoutIssue, path: String, indent: String) -> String {
        let issue = ProjectedIssue(layoutIssue, path: path)
        let severity: String
        switch issue.severity {
        case .error: severity = paint("error", .red)
        case .warning: severity = paint("warning", .yellow)
        case .note: severity = paint("note", .gray)
        }
        var out = "\(indent)\(issue.location.prefix): \(severity): \(issue.messageWithObject) [\(issue.ruleID)]\n"
        if let fix = issue.fix { out += "\(indent)  fix: \(fix)\n" }
        if includeDetails {
            for line in issue.details { out += "\(indent)  \(line)\n" }
        }
        return out
    }

    func insets(_ insets: EdgeInsets) -> String {
        "top \(formatNumber(insets.top)), left \(formatNumber(insets.left)), bottom \(formatNumber(insets.bottom)), right \(formatNumber(insets.right))"
    }

    func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    enum Style: String {
        case red = "\u{1B}[1;31m", yellow = "\u{1B}[1;33m", gray = "\u{1B}[90m", bold = "\u{1B}[1m"
    }

    func paint(_ text: String, _ style: Style) -> String {
        color ? style.rawValue + text + "\u{1B}[0m" : text
    }
}
