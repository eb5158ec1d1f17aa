import Foundation
import LayoutDocuments
import ScrollLayout

/// P3: the UIKit code reader on a generated Swift file of about 6 800 lines (60 controllers): view controllers
/// each holding a scroll view with a vertical stack of 30 labels, set up with anchors. Reports
/// the time to read the file (tokens, syntax, setups) and to read, lay out and check it, and
/// checks each controller's content height against the stack's arithmetic.
enum UIKitCodeWorkload {
    /// Labels in each controller's stack.
    static let labels = 30

    /// The source of `controllers` view controllers (about 83 lines each).
    static func source(controllers: Int) -> String {
        var lines = ["import UIKit", ""]
        for k in 0..<controllers {
            lines.append("final class Screen\(k)ViewController: UIViewController {")
            lines.append("    let scrollView = UIScrollView()")
            lines.append("    let stack = UIStackView()")
            lines.append("    override func viewDidLoad() {")
            lines.append("        super.viewDidLoad()")
            lines.append("        view.addSubview(scrollView)")
            lines.append("        scrollView.addSubview(stack)")
            lines.append("        stack.axis = .vertical")
            lines.append("        stack.spacing = 4")
            lines.append("        [scrollView, stack].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }")
            for j in 0..<labels {
                lines.append("        let label\(j) = UILabel()")
                lines.append("        label\(j).heightAnchor.constraint(equalToConstant: 40).isActive = true")
                lines.append("        stack.addArrangedSubview(label\(j))")
            }
            lines.append("        NSLayoutConstraint.activate([")
            for edge in ["top", "bottom", "leading", "trailing"] {
                lines.append("            scrollView.\(edge)Anchor.constraint(equalTo: view.\(edge)Anchor),")
                lines.append("            stack.\(edge)Anchor.constraint(equalTo: scrollView.contentLayoutGuide.\(edge)Anchor),")
            }
            lines.append("            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),")
            lines.append("        ])")
            lines.append("    }")
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func run(samples: Int) {
        let controllers = 60
        let text = source(controllers: controllers)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var read: [Double] = [], checked: [Double] = []
        var layouts = 0, wrongHeights = 0, issues = 0
        for _ in 0..<samples {
            read.append(BenchmarkReport.seconds { layouts = UIKitCodeReader.read(text, path: "P3.swift").setups.count })
            var report: DocumentReport?
            checked.append(BenchmarkReport.seconds { report = DocumentReport.make(path: "P3.swift", text: text) })
            let expected = Double(labels) * 40 + Double(labels - 1) * 4
            wrongHeights = report?.entries.filter { $0.result.scrollView("scrollView")?.contentSize.height != expected }.count ?? controllers
            issues = report?.entries.flatMap(\.issues).filter { $0.severity != .note }.count ?? 0
        }
        let extra = "lines=\(lineCount) layouts=\(layouts) wrong_heights=\(wrongHeights) issues=\(issues)"
        BenchmarkReport.report("P3", "read", read, unit: "ms", scale: 1e3, extra: extra)
        BenchmarkReport.report("P3", "read_layout_check", checked, unit: "ms", scale: 1e3)
    }
}
