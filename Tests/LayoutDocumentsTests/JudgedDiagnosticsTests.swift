import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// Every error and warning `check` reports on both corpus folders, on each document's own
/// screen and on the iPhones, against the judgements in `Fixtures/judged-diagnostics.json`
/// (each read against its XML, with why): a reported issue nobody judged, one judged false or
/// decided by code that comes back as an error or warning, and one judged real that goes
/// missing all fail. The per-rule precision table in Documentation/Diagnostics.md is counted
/// from the same file.
@Suite("Judged diagnostics", .enabled(if: IBCorpus.extra != nil, Comment(rawValue: IBCorpus.skipped + " (and ib-extra beside it)")))
struct JudgedDiagnosticsTests {
    /// One judgement.
    struct Judgement: Decodable {
        var document: String
        var repository: String
        var path: String
        var rule: String
        var object: String
        var subject: String
        var checks: [String]
        var verdict: String
        var why: String

        /// True when a reported issue is this one: the same document and rule, and the same
        /// object and subject (an empty one matches any).
        func matches(_ issue: Reported) -> Bool {
            issue.document == document && issue.rule == rule
                && (object.isEmpty || issue.object == object) && (subject.isEmpty || issue.subject == subject)
        }
    }

    /// An error or warning as reported.
    struct Reported: CustomStringConvertible {
        var document: String
        var rule: String
        var object: String
        var subject: String
        var message: String
        var description: String { "\(document): \(rule) \(object) \(subject): \(message)" }
    }

    static func judgements() throws -> [Judgement] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/judged-diagnostics.json")
        struct File: Decodable { var judgements: [Judgement] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: file)).judgements
    }

    static func reported(check: String) throws -> [Reported] {
        var result: [Reported] = []
        for (name, path) in try IBCorpus.documents() {
            let report = DocumentReport.make(path: path, screens: check == "iphones" ? Screen.iPhones : [])
            for issue in report.issues where issue.severity != .note {
                let projected = ProjectedIssue(issue, path: path)
                result.append(Reported(document: name, rule: issue.rule.rawValue, object: projected.location.objectID ?? "",
                                       subject: issue.items.first?.description ?? "", message: issue.message))
            }
        }
        return result
    }

    @Test(arguments: ["default", "iphones"])
    func everyIssueIsJudged(check: String) throws {
        let judgements = try JudgedDiagnosticsTests.judgements()
        let reported = try JudgedDiagnosticsTests.reported(check: check)
        for issue in reported {
            let judged = judgements.filter { $0.matches(issue) }
            #expect(!judged.isEmpty, "not judged: \(issue)")
            for judgement in judged where judgement.verdict != "real" {
                #expect(Bool(false), "judged \(judgement.verdict) (\(judgement.why)) and reported again: \(issue)")
            }
        }
        for judgement in judgements where judgement.verdict == "real" && judgement.checks.contains(check) {
            #expect(reported.contains(where: judgement.matches), "judged real and no longer reported: \(judgement.document) \(judgement.rule) \(judgement.object) \(judgement.subject)")
        }
        let real = reported.filter { issue in judgements.contains { $0.matches(issue) && $0.verdict == "real" } }.count
        print("Judged diagnostics (\(check)): \(real) of \(reported.count) errors and warnings real")
    }
}
