import Foundation
import LayoutDocuments
import ScrollLayout

/// P1: the whole pipeline a user runs, from a layout file's text to the checked issues, on the
/// L1 chain and the L2 stack written out as layout files. Reports the JSON parser's
/// throughput (MB/s) and the time of each stage, so growth with N shows which stage is not
/// linear.
enum PipelineWorkloads {
    /// Every size's files, sampled in rounds (one sample of each file per round, smallest size
    /// first), as W2 is: a machine that changes speed within a run then slows every size alike,
    /// and the growth lines pair each round's samples.
    static func run(sizes unordered: [Int], samples: Int) {
        let sizes = Array(Set(unordered)).sorted()
        var files: [(workload: String, text: String)] = []
        for n in sizes {
            for (kind, text) in layoutFiles(n) { files.append(("P1-\(kind)-\(n)", text)) }
        }
        var results = [PipelineSamples](repeating: PipelineSamples(), count: files.count)
        // What the writers format: each file read, solved and checked once, as the command does.
        let documents = files.map { file in
            DocumentReport.make(path: "\(file.workload).layout.json", text: file.text)
        }
        for _ in 0..<samples {
            for index in files.indices {
                guard sample(files[index].workload, text: files[index].text, into: &results[index]) else { return }
                sampleReports(documents[index], into: &results[index])
            }
        }
        for (index, file) in files.enumerated() { report(file.workload, text: file.text, results[index]) }
        measureParseOnly(megabytes: 10, samples: samples)
    }

    /// P1's two layout files of N views, as text: the L1 chain and the L2 stack of labels.
    static func layoutFiles(_ n: Int) -> [(kind: String, text: String)] {
        [("chain", LayoutFileWriter.write(LayoutWorkloads.chainLayout(n).0)),
         ("stack", LayoutFileWriter.write(LayoutWorkloads.stackLayout(n)))]
    }

    /// Writes the files P1 and P2 time, for each size: `chain-N.layout.json` (the L1 chain),
    /// `stack-N.layout.json` (the L2 stack of labels) and `stacks-N.storyboard` (scenes of a
    /// scroll view holding a stack of 48 labels, about N views), so the command itself can be
    /// timed on them (`time scroll-layout check DIR/stack-10000.layout.json`). Returns their paths.
    static func writeFiles(to directory: String, sizes: [Int]) throws -> [String] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for n in Array(Set(sizes)).sorted() {
            var files = layoutFiles(n).map { ("\($0.kind)-\(n).layout.json", $0.text) }
            files.append(("stacks-\(n).storyboard", StoryboardWorkload.storyboard(views: n).text))
            for (name, text) in files {
                let url = folder.appendingPathComponent(name)
                try text.write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
        }
        return paths
    }

    /// One file's samples, gathered round by round.
    struct PipelineSamples {
        var parse: [Double] = [], decode: [Double] = [], solve: [Double] = [], check: [Double] = []
        /// The `report` command's text (geometry, the view tree with frames, the issues) and the
        /// JSON report (`--format json`), written from a solved and checked document.
        var reportText: [Double] = [], reportJSON: [Double] = []
        /// The issues `check` found (the same in every sample).
        var issues = 0
        /// The size of the two reports together (the same in every sample).
        var reportBytes = 0
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

    /// One sample of parse, decode, first layout and check of a file's text, each stage on a
    /// heap with nothing spare (``HeapTrim``), so no size runs on pages another one faulted in;
    /// false when the file does not decode or lay out (reported on standard error).
    static func sample(_ workload: String, text: String, into result: inout PipelineSamples) -> Bool {
        HeapTrim.returnFreeMemory()
        result.parse.append(BenchmarkReport.seconds { _ = try? JSONParser.parse(text, path: "p1.layout.json") })
        var layout: Layout?
        HeapTrim.returnFreeMemory()
        result.decode.append(BenchmarkReport.seconds { layout = try? LayoutFile.decode(text, path: "p1.layout.json") })
        guard let layout else {
            FileHandle.standardError.write(Data("\(workload): the generated file does not decode\n".utf8))
            return false
        }
        var engine: LayoutEngine?
        HeapTrim.returnFreeMemory()
        result.solve.append(BenchmarkReport.seconds { engine = try? LayoutEngine(layout) })
        guard let engine else {
            FileHandle.standardError.write(Data("\(workload): the generated layout does not lay out\n".utf8))
            return false
        }
        var issues = 0
        result.check.append(BenchmarkReport.seconds { issues = LayoutChecker().check(engine).count })
        result.issues = issues
        return true
    }

    /// One sample of each report writer on a solved and checked document.
    static func sampleReports(_ document: DocumentReport, into result: inout PipelineSamples) {
        var characters = 0
        HeapTrim.returnFreeMemory()
        result.reportText.append(BenchmarkReport.seconds { characters = TextReportWriter().write([document]).utf8.count })
        HeapTrim.returnFreeMemory()
        result.reportJSON.append(BenchmarkReport.seconds { characters += JSONReportWriter.write([document]).utf8.count })
        result.reportBytes = characters
    }

    /// Prints one file's results.
    static func report(_ workload: String, text: String, _ result: PipelineSamples) {
        let megabytes = Double(text.utf8.count) / 1_000_000
        let rates = result.parse.map { megabytes / $0 }
        BenchmarkReport.report(workload, "json_parse_mb_per_s", rates, unit: "MB/s", scale: 1,
                               extra: "file_mb=\(String(format: "%.2f", megabytes))")
        BenchmarkReport.report(workload, "decode_file", result.decode, unit: "ms", scale: 1e3, inRounds: true)
        BenchmarkReport.report(workload, "first_layout", result.solve, unit: "ms", scale: 1e3, inRounds: true)
        BenchmarkReport.report(workload, "check", result.check, unit: "ms", scale: 1e3, extra: "issues=\(result.issues)", inRounds: true)
        let totals = zip(zip(result.decode, result.solve), result.check).map { $0.0 + $0.1 + $1 }
        BenchmarkReport.report(workload, "file_to_issues", totals, unit: "ms", scale: 1e3, inRounds: true)
        BenchmarkReport.report(workload, "report_text", result.reportText, unit: "ms", scale: 1e3,
                               extra: "report_bytes=\(result.reportBytes)", inRounds: true)
        BenchmarkReport.report(workload, "report_json", result.reportJSON, unit: "ms", scale: 1e3, inRounds: true)
    }
}
