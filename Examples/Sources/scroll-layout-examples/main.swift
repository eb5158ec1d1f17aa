import LayoutDocuments
import ScrollLayout
import ScrollLayoutExamples

// Prints the report of each example (or of those named on the command line):
//   swift run scroll-layout-examples [canonical|drawers|photo-comment|gallery|zoom|broken ...]

let names = Array(CommandLine.arguments.dropFirst())
let unknown = names.filter { name in !Example.all.contains { $0.name == name } }
if !unknown.isEmpty {
    print("unknown example \(unknown.joined(separator: ", ")); examples: \(Example.all.map(\.name).joined(separator: ", "))")
}
for example in Example.all where names.isEmpty || names.contains(example.name) {
    let report = DocumentReport.make(layouts: [example.layout], path: "example \(example.name)")
    print("# \(example.summary)")
    if let error = report.error { print(error) }
    print(TextReportWriter().write([report]), terminator: "")
    for entry in report.entries {
        for note in example.notes(entry.engine) { print("  \(note)") }
    }
    print("")
}
