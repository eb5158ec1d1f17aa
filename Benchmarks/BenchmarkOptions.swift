import Foundation
import Fuzzing

/// Command-line options of the benchmark runner (the same as kiwi's harness).
struct BenchmarkOptions {
    /// A W3 variant: name, variables, constraints, window.
    struct RandomVariant {
        var name: String
        var variables: Int
        var constraints: Int
        var window: Int
    }

    /// A bad argument.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    var only: Set<String>? = nil
    var sizes = [100, 300, 1000, 3000, 10000]
    /// View counts of the L1 chain workload.
    var layoutSizes = [100, 1000, 10000]
    /// View counts of the L2 stack workload.
    var stackSizes = [100, 1000]
    /// Variable counts of the W4 general systems.
    var generalSizes = [50, 100, 200]
    var samples = 5
    /// The Interface Builder corpus (`--corpus`, else `$SCROLL_LAYOUT_CORPUS`).
    var corpusPath = BenchmarkOptions.defaultCorpusPath
    /// `--verbose`: list what the corpus workload finds.
    var verbose = false
    var specPath = BenchmarkOptions.defaultSpecPath
    /// F1: the fuzz targets, minutes per target, and the seed.
    var fuzzTargets = FuzzTarget.allCases
    var fuzzMinutes = 1.0
    var fuzzSeed: UInt64 = 1
    /// S1: random changes applied, and views in the soaked layout.
    var soakSteps = 1_000_000
    var soakViews = 1000
    /// `--write-files DIR`: write P1's layout files and P2's storyboards for `--sizes` there
    /// (for timing the command itself on them) instead of running workloads.
    var writeFilesDirectory: String? = nil
    var w3 = [RandomVariant(name: "W3u", variables: 2000, constraints: 1000, window: 0),
              RandomVariant(name: "W3l", variables: 2000, constraints: 3000, window: 4)]

    /// W1's system, kept in the repository: `Benchmarks/Workloads/enaml_like.txt`.
    static var defaultSpecPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Workloads/enaml_like.txt").path
    }

    /// The corpus of Interface Builder documents lives outside the repository (its files carry
    /// other projects' licenses): `$SCROLL_LAYOUT_CORPUS`, empty when unset.
    static var defaultCorpusPath: String {
        ProcessInfo.processInfo.environment["SCROLL_LAYOUT_CORPUS"] ?? ""
    }

    init() {}

    init(arguments: [String]) throws {
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--only":
                only = Set(try value(argument).split(separator: ",").map { String($0) })
            case "--sizes":
                let list = try value(argument).split(separator: ",").map { Int($0) }
                guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw UsageError(description: "--sizes wants positive integers, e.g. 100,1000")
                }
                sizes = list.compactMap { $0 }
                layoutSizes = sizes
                stackSizes = sizes
                generalSizes = sizes
            case "--verbose":
                verbose = true
            case "--corpus":
                corpusPath = try value(argument)
            case "--samples":
                guard let count = Int(try value(argument)), count > 0 else {
                    throw UsageError(description: "--samples wants a positive integer")
                }
                samples = count
            case "--spec":
                specPath = try value(argument)
            case "--w3":
                w3 = try value(argument).split(separator: ",").map { item in
                    let parts = item.split(separator: ":")
                    guard parts.count == 4, let v = Int(parts[1]), let c = Int(parts[2]), let w = Int(parts[3]), v > 4 else {
                        throw UsageError(description: "--w3 wants NAME:V:C:W, e.g. W3u:2000:1000:0")
                    }
                    return RandomVariant(name: String(parts[0]), variables: v, constraints: c, window: w)
                }
            case "--fuzz-target":
                let names = try value(argument).split(separator: ",").map(String.init)
                let targets = names.compactMap(FuzzTarget.init(rawValue:))
                guard targets.count == names.count, !targets.isEmpty else {
                    throw UsageError(description: "--fuzz-target wants layout-file, equation, ib or swift (comma-separated)")
                }
                fuzzTargets = targets
            case "--minutes":
                guard let minutes = Double(try value(argument)), minutes > 0, minutes.isFinite else {
                    throw UsageError(description: "--minutes wants a positive number")
                }
                fuzzMinutes = minutes
            case "--fuzz-seed":
                guard let seed = UInt64(try value(argument)) else { throw UsageError(description: "--fuzz-seed wants an integer") }
                fuzzSeed = seed
            case "--steps":
                guard let steps = Int(try value(argument)), steps > 0 else { throw UsageError(description: "--steps wants a positive integer") }
                soakSteps = steps
            case "--views":
                guard let views = Int(try value(argument)), views >= 10 else { throw UsageError(description: "--views wants an integer of at least 10") }
                soakViews = views
            case "--write-files":
                writeFilesDirectory = try value(argument)
            case "-h", "--help":
                throw UsageError(description: "help")
            default:
                throw UsageError(description: "unknown argument \(argument)")
            }
            index += 1
        }
    }

    /// True when a long-running mode (F1 fuzzing, S1 soak) was asked for by name with `--only`.
    func runsExplicitly(_ family: String) -> Bool {
        only?.contains(family) ?? false
    }

    /// True when the workload family (W1, W2, W3, …) is selected.
    func runs(_ family: String) -> Bool {
        guard let only else { return true }
        return only.contains { $0.hasPrefix(family) || family.hasPrefix($0) }
    }
}
