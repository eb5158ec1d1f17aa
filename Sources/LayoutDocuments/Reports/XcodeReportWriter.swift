import ScrollLayout

/// Xcode's diagnostic lines, which Xcode, editors and CI systems turn into clickable issues:
/// `path:line:column: severity: message [rule-id]` (`path: severity: …` without a position).
public enum XcodeReportWriter {
    /// One line per issue, and one per unreadable file.
    public static func write(_ reports: [DocumentReport]) -> String {
        var out = ""
        for report in reports {
            if let error = report.error { out += error.description + "\n" }
            for issue in report.issues { out += line(ProjectedIssue(issue, path: report.path)) + "\n" }
        }
        return out
    }

    /// The line of one issue (the Interface Builder object id, when there is one, ends the message).
    public static func line(_ issue: ProjectedIssue) -> String {
        "\(issue.location.prefix): \(issue.severity.rawValue): \(issue.messageWithObject) [\(issue.ruleID)]"
    }
}
