import Foundation
import LayoutDocuments
import ScrollLayout

/// I1: every Interface Builder document of the corpus, imported as Interface Builder solved it
/// (placeholders kept), solved, and compared with the frames Xcode stored: every element with a
/// stored frame outside what Xcode flagged counts, laid out or not (`FrameComparison`); the
/// match rate, the elements not laid out, and the time per file.
enum CorpusWorkloads {
    static func run(path: String, samples: Int, verbose: Bool) {
        guard let files = try? LayoutDocument.expand([path]).filter(LayoutDocument.isInterfaceBuilder), !files.isEmpty else {
            print("# I1: no Interface Builder corpus at '\(path)': pass --corpus FOLDER or set SCROLL_LAYOUT_CORPUS")
            return
        }
        var compared = 0, mismatched = 0, misplacedMismatched = 0, layouts = 0, failures = 0, notLaidOut = 0
        var total: [Double] = []
        var slowest = (file: "", seconds: 0.0)
        for _ in 0..<samples {
            var seconds = 0.0
            compared = 0; mismatched = 0; misplacedMismatched = 0; layouts = 0; failures = 0; notLaidOut = 0
            for file in files {
                var report: DocumentReport?
                let elapsed = BenchmarkReport.seconds { report = DocumentReport.make(path: file, compareFrames: true) }
                seconds += elapsed
                if elapsed > slowest.seconds { slowest = (file, elapsed) }
                guard let report else { continue }
                if let error = report.error {
                    failures += 1
                    if verbose { print("# error \(error)") }
                }
                for entry in report.entries {
                    layouts += 1
                    guard let comparison = entry.frameComparison else { continue }
                    compared += comparison.compared
                    mismatched += comparison.mismatches.filter { !$0.isMisplaced }.count
                    misplacedMismatched += comparison.mismatches.filter(\.isMisplaced).count
                    notLaidOut += comparison.notLaidOut.count
                    if verbose {
                        for element in comparison.notLaidOut {
                            print("# \(file.split(separator: "/").suffix(1).joined()) \(entry.layout.name): \(element.id) not laid out: \(element.reason)")
                        }
                        for mismatch in comparison.mismatches {
                            print("# \(file.split(separator: "/").suffix(1).joined()) \(entry.layout.name): \(mismatch.id) \(mismatch.title ?? "") stored \(mismatch.stored) solved \(mismatch.solved)\(mismatch.isMisplaced ? " (misplaced)" : "")")
                        }
                    }
                }
            }
            total.append(seconds)
        }
        let matched = compared - mismatched - notLaidOut
        let rate = compared == 0 ? 0 : Double(matched) / Double(compared)
        let extra = "files=\(files.count) layouts=\(layouts) unreadable=\(failures) views=\(compared) matched=\(matched) not_laid_out=\(notLaidOut) match_rate=\(BenchmarkReport.format(rate * 100))% misplaced_mismatches=\(misplacedMismatched) slowest=\(slowest.file.split(separator: "/").last ?? "")@\(BenchmarkReport.format(slowest.seconds * 1e3))ms"
        BenchmarkReport.report("I1", "solve_corpus", total, unit: "ms", scale: 1e3, extra: extra)
    }
}
