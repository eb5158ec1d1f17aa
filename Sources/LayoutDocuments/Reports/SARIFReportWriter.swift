import ScrollLayout

/// SARIF 2.1.0 for code-scanning dashboards: one run, every rule described, one result per
/// issue with its file and (when known) line and column.
public enum SARIFReportWriter {
    /// The tool's version, as SARIF reports it.
    public static let version = "0.1.0"

    /// The whole log.
    public static func write(_ reports: [DocumentReport]) -> String {
        var rules: [JSONOutput] = LayoutIssue.Rule.allCases.map { rule in
            ["id": .string(rule.rawValue), "shortDescription": ["text": .string(rule.summary)]]
        }
        rules.append(["id": "unreadable-document", "shortDescription": ["text": "The file could not be read or is not a valid layout."]])
        var results: [JSONOutput] = []
        for issue in reports.flatMap(\.projectedIssues) {
            var message = issue.issue == nil ? issue.message : issue.messageWithObject
            if let fix = issue.fix { message += ". Fix: \(fix)" }
            results.append(result(rule: issue.ruleID, level: issue.severity.rawValue, message: message,
                                  path: issue.location.path, position: issue.location.position))
        }
        let log: JSONOutput = [
            "version": "2.1.0",
            "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
            "runs": [[
                "tool": ["driver": ["name": "scroll-layout", "semanticVersion": .string(version), "rules": .array(rules)]],
                "results": .array(results),
            ]],
        ]
        return log.text
    }

    static func result(rule: String, level: String, message: String, path: String, position: SourcePosition?) -> JSONOutput {
        var physical: [String: JSONOutput] = ["artifactLocation": ["uri": .string(path)]]
        if let position, position.line >= 1 {
            physical["region"] = ["startLine": .number(Double(position.line)), "startColumn": .number(Double(position.column))]
        }
        return ["ruleId": .string(rule), "level": .string(level), "message": ["text": .string(message)],
                "locations": [["physicalLocation": .object(physical)]]]
    }
}
