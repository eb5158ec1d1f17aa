import Foundation

// scroll-layout-benchmarks: the workloads of Documentation/Benchmarks.md (W1–W4, printing RESULT
// lines comparable with a kiwi harness printing the same format) and the layout-engine workloads: L1 (a scroll
// view holding a chain of N views), L2 (a stack of N arranged views in a scroll view) and D1
// (diagnosing those layouts). W4 solves general random systems (GeneralSystem) and counts
// violated required constraints and refused feasible ones.
//
// P1 runs the whole pipeline (layout-file text → parse → decode → layout → check) on the L1
// chain and the L2 stack written out as files, and parses a 10 MB file. P2 reads, lays out and
// checks a generated storyboard of 1 000 and 5 000 views. P3 reads, lays out and checks a
// generated Swift file of UIKit layout code (about 6 800 lines).
// I1 solves the Interface Builder corpus and compares the stored frames.
// F1 fuzzes the layout-file, equation and IB parsers (only when named: `--only F1 --minutes 10`);
// S1 soaks a 1 000-view layout in a million random changes (only when named: `--only S1`).
//
//   swift run -c release scroll-layout-benchmarks [--only W1,W2,W3] [--sizes 100,1000]
//       [--samples 5] [--spec path/to/enaml_like.txt] [--w3 NAME:V:C:W,...]

let usage = """
    usage: scroll-layout-benchmarks [--only W1,W2,W3,W4,L1,L2,D1,P1,P2,P3,I1,F1,S1] [--sizes 100,1000] [--samples S]
                                    [--spec enaml_like.txt] [--w3 NAME:V:C:W[,...]]
                                    [--fuzz-target layout-file,equation,ib,swift] [--minutes M] [--fuzz-seed N]
                                    [--steps 1000000] [--views 1000]
           scroll-layout-benchmarks --write-files DIR [--sizes 1000,10000]
    """

var options = BenchmarkOptions()
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n\(usage)\n".utf8))
    exit(64)
}

if let directory = options.writeFilesDirectory {
    do {
        for path in try PipelineWorkloads.writeFiles(to: directory, sizes: options.sizes) { print(path) }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("cannot write the files into \(directory): \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}

print("# scroll-layout-benchmarks samples=\(options.samples) (N=10000: \(options.samples))")
if options.runs("W1") {
    guard let text = try? String(contentsOfFile: options.specPath, encoding: .utf8),
          let spec = SolverWorkloads.loadSpec(text)
    else {
        FileHandle.standardError.write(Data("cannot read the W1 spec at \(options.specPath) (use --spec)\n".utf8))
        exit(1)
    }
    SolverWorkloads.runW1(spec, samples: options.samples)
}
if options.runs("W2") {
    SolverWorkloads.runW2(sizes: options.sizes, samples: options.samples)
}
if options.runs("W3") {
    for variant in options.w3 {
        SolverWorkloads.runW3(name: variant.name, variables: variant.variables, constraints: variant.constraints,
                              window: variant.window, samples: options.samples)
    }
}
if options.runs("W4") {
    for n in options.generalSizes { SolverWorkloads.runW4(n: n, samples: options.samples) }
}
if options.runs("L1") {
    for n in options.layoutSizes { LayoutWorkloads.runChain(n: n, samples: options.samples) }
}
if options.runs("L2") {
    for n in options.stackSizes { LayoutWorkloads.runStack(n: n, samples: options.samples) }
}
if options.runs("D1") {
    for n in options.stackSizes { LayoutWorkloads.runDiagnostics(n: n, samples: options.samples) }
}
if options.runs("P1") {
    PipelineWorkloads.run(sizes: options.layoutSizes, samples: options.samples)
}
if options.runs("P2") {
    StoryboardWorkload.run(views: [1000, 5000], samples: options.samples)
}
if options.runs("P3") {
    UIKitCodeWorkload.run(samples: options.samples)
}
if options.runs("I1") {
    CorpusWorkloads.run(path: options.corpusPath, samples: options.samples, verbose: options.verbose)
}
if options.runsExplicitly("F1") {
    FuzzWorkloads.run(targets: options.fuzzTargets, minutes: options.fuzzMinutes, seed: options.fuzzSeed,
                      corpusPath: options.corpusPath)
}
if options.runsExplicitly("S1") {
    SoakWorkload.run(steps: options.soakSteps, views: options.soakViews, seed: options.fuzzSeed)
}
BenchmarkReport.printGrowth()
if BenchmarkReport.sink == 12345.678 { print("#") }
