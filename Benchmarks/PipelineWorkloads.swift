import Foundation
import LayoutDocuments
import ScrollLayout

/// P1: the whole pipeline a user runs, from a layout file's text to the checked issues, on the
/// L1 chain and the L2 stack written out as layout files (issue 23). Reports the JSON parser's
/// throughput (MB/s) and the time of each stage, so growth with N shows which stage is not
/// linear.
enum PipelineWorkloads {
    static func run(sizes: [Int], samples: Int) {
        for n in sizes {
            let files = [
                ("chain", LayoutFileWriter.write(LayoutWorkloads.chainLayout(n).0)),
                ("stack", LayoutFileWriter.write(LayoutWorkloads.stackLayout(n))),
            ]
            for (shape, text) in files { measure("P1-\(shape)-\(n)", text: text, samples: samples) }
        }
        measureParseOnly(megabytes: 10, samples: samples)
    }

    /// The JSON parser alone on a stack file of about `megabytes` MB (a layout no one would
    /// solve, but a size a generated file reaches), for the MB/s figure at that size.
    static func measureParseOnly(megabytes target: Int, samples: Int) {
        // A stack of n labels writes about 100 bytes a label.
        let text = LayoutFileWriter.write(LayoutWorkloads.stackLayout(target * 1_000_000 / 100))
        let megabytes = Double(text.utf8.count) / 1_000_000
        var parse: [Double] = []
        for _ in 0..<samples { parse.append(BenchmarkReport.seconds { _ = try? JSONParser.parse(text, path: "p1.layout.json") }) }
        BenchmarkReport.report("P1-parse-\(target)MB", "json_parse_mb_per_s", parse.map { megabytes / $0 }, unit: "MB/s", scale: 1,
                               extra: "file_mb=\(String(format: "%.2f", megabytes))")
    }

    /// Parse, decode, first layout and check of one file's text.
    static func measure(_ workload: String, text: String, samples: Int) {
        let megabytes = Double(text.utf8.count) / 1_000_000
        var parse: [Double] = [], decode: [Double] = [], solve: [Double] = [], check: [Double] = []
        var issues = 0
        for _ in 0..<samples {
            parse.append(BenchmarkReport.seconds { _ = try? JSONParser.parse(text, path: "p1.layout.json") })
            var layout: Layout?
            decode.append(BenchmarkReport.seconds { layout = try? LayoutFile.decode(text, path: "p1.layout.json") })
            guard let layout else {
                FileHandle.standardError.write(Data("\(workload): the generated file does not decode\n".utf8))
                return
            }
            var engine: LayoutEngine?
            solve.append(BenchmarkReport.seconds { engine = try? LayoutEngine(layout) })
            guard let engine else { return }
            check.append(BenchmarkReport.seconds { issues = LayoutChecker().check(engine).count })
        }
        let rates = parse.map { megabytes / $0 }
        BenchmarkReport.report(workload, "json_parse_mb_per_s", rates, unit: "MB/s", scale: 1,
                               extra: "file_mb=\(String(format: "%.2f", megabytes))")
        BenchmarkReport.report(workload, "decode_file", decode, unit: "ms", scale: 1e3)
        BenchmarkReport.report(workload, "first_layout", solve, unit: "ms", scale: 1e3)
        BenchmarkReport.report(workload, "check", check, unit: "ms", scale: 1e3, extra: "issues=\(issues)")
        let totals = zip(zip(decode, solve), check).map { $0.0 + $0.1 + $1 }
        BenchmarkReport.report(workload, "file_to_issues", totals, unit: "ms", scale: 1e3)
    }
}
