import ScrollLayout

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`, which
/// annotate the pull request. Values are escaped as `@actions/core` does.
public enum GitHubReportWriter {
    /// One command per issue and per unreadable file.
    public static func write(_ reports: [DocumentReport]) -> String {
        var out = ""
        for issue in reports.flatMap(\.projectedIssues) {
            let level = issue.severity == .note ? "notice" : issue.severity.rawValue
            var message = issue.issue == nil ? issue.message : issue.messageWithObject
            if let fix = issue.fix { message += "\nFix: \(fix)" }
            out += command(level, path: issue.location.path, position: issue.location.position, title: issue.ruleID, message: message)
        }
        return out
    }

    static func command(_ level: String, path: String, position: SourcePosition?, title: String, message: String) -> String {
        var properties = ["file=\(escapeProperty(path))"]
        if let position { properties += ["line=\(position.line)", "col=\(position.column)"] }
        properties.append("title=\(escapeProperty(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced (standard library only).
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
