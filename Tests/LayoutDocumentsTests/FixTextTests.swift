import Foundation
import Testing
@testable import ScrollLayout
@testable import LayoutDocuments

/// Every fix the diagnostics print is written in the grammar layout files read: each equation
/// in it parses against the layout it is about.
@Suite("Fix texts")
struct FixTextTests {
    /// The equations quoted in a fix's text (`add \`a.top == b.bottom + 8\``).
    static func equations(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0.contains("==") || $0.contains("<=") || $0.contains(">=") }
    }

    /// The example layout files and, when present, the Interface Builder corpus.
    static var documents: [String] {
        let examples = LayoutFileTests.root.appendingPathComponent("Examples/Layouts").path
        var paths = (try? LayoutDocument.expand([examples])) ?? []
        if let corpus = IBCorpus.root { paths += (try? LayoutDocument.expand([corpus.path])) ?? [] }
        return paths
    }

    @Test func everyFixParses() throws {
        var checked = 0
        for path in FixTextTests.documents {
            let report = DocumentReport.make(path: path)
            for entry in report.entries {
                let names = ItemNames(entry.layout)
                for issue in entry.issues {
                    guard let fix = issue.fix else { continue }
                    for equation in FixTextTests.equations(in: fix.description) {
                        do {
                            _ = try LayoutConstraint.parse(equation, names: names)
                            checked += 1
                        } catch {
                            Issue.record("\(path): fix `\(equation)` does not parse: \(error.message)")
                        }
                    }
                }
            }
        }
        #expect(checked > 0)
    }
}
