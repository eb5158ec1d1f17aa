import Foundation
import LayoutDocuments
import ScrollLayout

/// The issues a team has accepted (`check --write-baseline FILE`), left out of later runs
/// (`check --baseline FILE`) so that adopting `check` on an existing app fails only on new
/// problems. Issues are matched by rule, document, layout and what they are about (object ids,
/// axis, the constraint's equation), never by line numbers, so edits elsewhere in a file do not
/// bring them back; an issue recorded twice is left out twice.
package struct Baseline: Sendable, Equatable {
    /// One accepted issue.
    package struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The rule id.
        package var rule: String
        /// The document, relative to the current folder when inside it.
        package var document: String
        /// The layout (scene) name.
        package var layout: String
        /// The rule, the object ids and the axis (and, for constraint rules, the equation).
        package var subject: String

        /// Orders by document, layout, rule, subject (a stable file).
        package static func < (a: Entry, b: Entry) -> Bool {
            (a.document, a.layout, a.rule, a.subject) < (b.document, b.layout, b.rule, b.subject)
        }
    }

    /// The accepted issues.
    package var entries: [Entry]

    /// A baseline.
    package init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The entry an issue of a layout of a document would have.
    static func entry(_ issue: LayoutIssue, document: String, layout: String) -> Entry {
        Entry(rule: issue.rule.rawValue, document: Baseline.relative(document), layout: layout, subject: issue.subject.description)
    }

    /// A path relative to the current folder when it lies inside it.
    static func relative(_ path: String) -> String { DocumentReport.displayPath(path) }

    /// Reads a baseline file.
    /// - Throws: ``UsageError`` naming the file and what is wrong.
    package static func read(_ path: String) throws(UsageError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read the baseline '\(path)'; write one with --write-baseline \(path)")
        }
        struct File: Codable { var version: Int; var issues: [Entry] }
        guard let file = try? JSONDecoder().decode(File.self, from: data) else {
            throw UsageError("the baseline '\(path)' is not a scroll-layout baseline (expected {\"version\": 1, \"issues\": [...]})")
        }
        guard file.version == 1 else { throw UsageError("the baseline '\(path)' has version \(file.version); this scroll-layout reads version 1") }
        // Files written before subjects dropped their empty parts had runs of spaces there.
        return Baseline(entries: file.issues.map { entry in
            var normalized = entry
            normalized.subject = entry.subject.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            return normalized
        })
    }

    /// The file's text: version 1, the entries sorted, one per line.
    package var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let lines = entries.map { entry in (try? encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "" }
        return "{\n  \"version\": 1,\n  \"issues\": [\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// What is left of a document's issues once the baseline's are taken out, layout by layout.
    static func filter(_ report: DocumentReport, remaining: inout [Entry: Int]) -> DocumentReport {
        var filtered = report
        for index in filtered.entries.indices {
            let layout = filtered.entries[index].layout.name
            filtered.entries[index].issues.removeAll { issue in
                let key = Baseline.entry(issue, document: report.path, layout: layout)
                guard let count = remaining[key], count > 0 else { return false }
                remaining[key] = count - 1
                return true
            }
        }
        return filtered
    }

    /// How many times each entry is accepted.
    var counts: [Entry: Int] { entries.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
}
