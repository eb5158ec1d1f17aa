import Foundation
import LayoutDocuments
import ScrollLayout

/// A project's settings for `check` and `report`, read from `.scroll-layout.json` (the
/// current folder's, or the nearest one above) or `--config FILE`:
///
/// ```json
/// {
///   "rules": { "scroll-content-edge-unpinned": "off", "duplicate-constraint": "warning" },
///   "screens": ["iphones"],
///   "exclude": ["Pods/", "Legacy/*.xib"]
/// }
/// ```
///
/// `rules` turns rules off or gives them another severity; `screens` is what `--screens` would
/// say (the command line wins); `exclude` leaves out files: a pattern ending in `/` is a
/// folder, `*` matches within a path component, and a relative pattern is relative to the
/// configuration file's folder. An unknown key, rule or severity is an error with its line.
package struct CommandConfiguration: Sendable, Equatable {
    /// The file it came from.
    package var path: String
    /// Severity by rule; nil severity turns the rule off.
    package var rules: [LayoutIssue.Rule: LayoutIssue.Severity?] = [:]
    /// Screens to check on when `--screens` is not given.
    package var screens: [Screen] = []
    /// Exclusion patterns, made absolute.
    package var exclude: [String] = []

    /// The name looked for.
    package static let fileName = ".scroll-layout.json"

    /// The configuration file of the current folder or the nearest folder above it, if any.
    package static func find(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads a configuration file.
    /// - Throws: ``UsageError`` with the file, line and column of what is wrong.
    package static func read(_ path: String) throws(UsageError) -> CommandConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read the configuration '\(path)'") }
        let json: JSONValue
        do {
            json = try JSONParser.parse(String(decoding: data, as: UTF8.self), path: path)
        } catch {
            throw UsageError(error.description)
        }
        func fail(_ position: SourcePosition, _ message: String) -> UsageError { UsageError("\(path):\(position): \(message)") }
        guard let members = json.members else { throw fail(json.position, "expected an object with rules, screens and exclude") }
        var configuration = CommandConfiguration(path: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        let keys = ["rules", "screens", "exclude"]
        for member in members {
            switch member.key {
            case "rules":
                guard let rules = member.value.members else { throw fail(member.value.position, "rules must be an object of rule ids and severities") }
                for rule in rules {
                    guard let id = LayoutIssue.Rule(rawValue: rule.key) else {
                        let hint = Suggestion.nearest(to: rule.key, in: LayoutIssue.Rule.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                        throw fail(rule.keyPosition, "unknown rule '\(rule.key)'\(hint)")
                    }
                    guard let text = rule.value.string else { throw fail(rule.value.position, "expected \"off\", \"note\", \"warning\" or \"error\"") }
                    if text == "off" {
                        configuration.rules[id] = .some(nil)
                    } else if let severity = LayoutIssue.Severity(rawValue: text) {
                        configuration.rules[id] = severity
                    } else {
                        throw fail(rule.value.position, "unknown severity '\(text)'; expected \"off\", \"note\", \"warning\" or \"error\"")
                    }
                }
            case "screens":
                guard let items = member.value.elements else { throw fail(member.value.position, "screens must be an array of presets, device ids, sizes or groups") }
                for item in items {
                    guard let text = item.string else { throw fail(item.position, "expected a screen name") }
                    do {
                        configuration.screens += try CommandOptions.screens(text)
                    } catch {
                        throw fail(item.position, error.message)
                    }
                }
            case "exclude":
                guard let items = member.value.elements else { throw fail(member.value.position, "exclude must be an array of paths or patterns") }
                for item in items {
                    guard let text = item.string, !text.isEmpty else { throw fail(item.position, "expected a path or pattern") }
                    configuration.exclude.append(text.hasPrefix("/") ? text : folder + "/" + text)
                }
            default:
                let hint = Suggestion.nearest(to: member.key, in: keys).map { "; did you mean '\($0)'?" } ?? ""
                throw fail(member.keyPosition, "unknown key '\(member.key)'\(hint) (the keys are \(keys.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    /// True when a file is excluded.
    package func excludes(_ file: String) -> Bool {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        return exclude.contains { pattern in
            if pattern.hasSuffix("/") { return absolute.hasPrefix(pattern) || absolute + "/" == pattern }
            return CommandConfiguration.matches(absolute, pattern)
        }
    }

    /// A path against a pattern whose `*` matches any run of characters but `/`.
    static func matches(_ path: String, _ pattern: String) -> Bool {
        let text = Array(path), glob = Array(pattern)
        func match(_ t: Int, _ g: Int) -> Bool {
            if g == glob.count { return t == text.count }
            if glob[g] == "*" {
                var next = t
                while true {
                    if match(next, g + 1) { return true }
                    guard next < text.count, text[next] != "/" else { return false }
                    next += 1
                }
            }
            return t < text.count && text[t] == glob[g] && match(t + 1, g + 1)
        }
        return match(0, 0)
    }

    /// The issues of a document with the rules' severities applied (rules turned off removed),
    /// errors and warnings still before notes.
    func apply(to report: DocumentReport) -> DocumentReport {
        guard !rules.isEmpty else { return report }
        var changed = report
        for index in changed.entries.indices {
            // Re-graded issues keep the report's order: errors and warnings first, then notes.
            changed.entries[index].issues = LayoutChecker.order(changed.entries[index].issues.compactMap { issue in
                guard let setting = rules[issue.rule] else { return issue }
                guard let severity = setting else { return nil }
                var moved = issue
                moved.severity = severity
                return moved
            })
        }
        return changed
    }
}
