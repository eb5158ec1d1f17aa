import Foundation
import ScrollLayout

/// SARIF 2.1.0 for code-scanning dashboards: one run, every rule described, one result per
/// issue with its file and (when known) line and column.
public enum SARIFReportWriter {
    /// The tool's version, as SARIF reports it.
    public static let version = "0.1.0"

    /// The whole log.
    public static func write(_ reports: [DocumentReport]) -> String {
        log(results: reports.flatMap { results(for: $0) })
    }

    /// The results of one document (one per issue, or one for a file that could not be read),
    /// so a long run can turn each document into results as it goes and keep only those.
    public static func results(for report: DocumentReport) -> [JSONOutput] {
        var results: [JSONOutput] = []
        // Fixes of layout files become replacements of their text.
        let editor = report.text.flatMap { try? LayoutFileEditor(text: $0, path: report.path) }
        for issue in report.projectedIssues {
            var message = issue.issue == nil ? issue.message : issue.messageWithObject
            if let fix = issue.fix { message += ". Fix: \(fix)" }
            var fixes: [JSONOutput] = []
            if let editor, let fix = issue.issue?.fix, let replacements = try? editor.replacements(for: fix), !replacements.isEmpty {
                fixes.append(self.fix(fix.description, replacements: replacements, editor: editor))
            }
            results.append(result(rule: issue.ruleID, level: issue.severity.rawValue, message: message,
                                  path: issue.location.path, position: issue.location.position, fixes: fixes, screens: issue.issue?.screens ?? []))
        }
        return results
    }

    /// The log around results.
    public static func log(results: [JSONOutput]) -> String {
        var rules: [JSONOutput] = LayoutIssue.Rule.allCases.map { rule in
            ["id": .string(rule.rawValue), "shortDescription": ["text": .string(rule.summary)]]
        }
        rules.append(["id": "unreadable-document", "shortDescription": ["text": "The file could not be read or is not a valid layout."]])
        let log: JSONOutput = [
            "version": "2.1.0",
            "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
            "runs": [[
                "tool": ["driver": ["name": "scroll-layout", "semanticVersion": .string(version), "rules": .array(rules)]],
                "columnKind": "unicodeCodePoints",
                "results": .array(results),
            ]],
        ]
        return log.text
    }

    /// A path as a SARIF artifact URI: relative to the current folder when it lies inside it,
    /// `/` separators, and percent-encoded (RFC 3986: a space is `%20`), so dashboards resolve
    /// it against the checkout.
    public static func uri(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let relative = DocumentReport.displayPath(path, currentDirectory: currentDirectory)
        var encoded = ""
        for byte in relative.utf8 {
            let character = Character(UnicodeScalar(byte))
            let unreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || "-._~/".utf8.contains(byte)
            encoded += unreserved ? String(character) : String(format: "%%%02X", byte)
        }
        return encoded
    }

    /// A SARIF `fix`: the text replacements that apply it to the layout file.
    static func fix(_ description: String, replacements: [TextReplacement], editor: LayoutFileEditor) -> JSONOutput {
        let changes: [JSONOutput] = replacements.map { replacement in
            let start = TextReplacement.position(of: replacement.range.lowerBound, in: editor.text)
            let end = TextReplacement.position(of: replacement.range.upperBound, in: editor.text)
            return [
                "deletedRegion": ["startLine": .number(Double(start.line)), "startColumn": .number(Double(start.column)),
                                  "endLine": .number(Double(end.line)), "endColumn": .number(Double(end.column))],
                "insertedContent": ["text": .string(replacement.text)],
            ]
        }
        return ["description": ["text": .string(description)],
                "artifactChanges": [["artifactLocation": ["uri": .string(uri(editor.path))], "replacements": .array(changes)]]]
    }

    static func result(rule: String, level: String, message: String, path: String, position: SourcePosition?, fixes: [JSONOutput] = [],
                       screens: [String] = []) -> JSONOutput {
        var physical: [String: JSONOutput] = ["artifactLocation": ["uri": .string(uri(path))]]
        if let position, position.line >= 1 {
            physical["region"] = ["startLine": .number(Double(position.line)), "startColumn": .number(Double(position.column))]
        }
        var object: [String: JSONOutput] = ["ruleId": .string(rule), "level": .string(level), "message": ["text": .string(message)],
                                            "locations": [["physicalLocation": .object(physical)]]]
        if !fixes.isEmpty { object["fixes"] = .array(fixes) }
        // The screens the issue happens on, in the result's property bag (SARIF §3.8).
        if !screens.isEmpty { object["properties"] = ["screens": .array(screens.map { .string($0) })] }
        return .object(object)
    }
}
