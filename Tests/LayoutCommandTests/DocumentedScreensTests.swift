import Foundation
import Testing
import ScrollLayout
@testable import LayoutCommand

/// The screen groups `Documentation/CLI.md` lists are the ones the tool uses, names and sizes,
/// and `scroll-layout screens` prints the same names.
@Suite("Documented screens")
struct DocumentedScreensTests {
    @Test(arguments: ["iphones", "ipads"])
    func groupMatchesTheDocumentation(group: String) throws {
        let documentation = try String(contentsOfFile: CommandTests.root + "/Documentation/CLI.md", encoding: .utf8)
        let screens = try #require(Screen.group(named: group))
        let names = screens.map(\.name).joined(separator: ", ")
        let sizes = screens.map { "\(formatNumber($0.size.width))×\(formatNumber($0.size.height))" }.joined(separator: ", ")
        let line = documentation.replacingOccurrences(of: "\n  ", with: " ")
        #expect(line.contains("- `\(group)`: \(names) (\(sizes))"), "CLI.md's `\(group)` should read: \(names) (\(sizes))")
        let listing = ScrollLayoutCommand().run(["screens"]).standardOutput
        #expect(listing.contains(names), "`scroll-layout screens` lists \(group) differently")
    }
}
