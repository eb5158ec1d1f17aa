import Foundation
import Fuzzing

/// F1: the mutation fuzzer run for minutes per target, seeded from the examples and the IB corpus.
/// Before each input runs it is written to `.build/fuzz/<target>.current`: if the process dies,
/// that file is the input that killed it (turn it into a regression test). At the end the
/// slowest input is written to `.build/fuzz/<target>.slowest`.
enum FuzzWorkloads {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func run(targets: [FuzzTarget], minutes: Double, seed: UInt64, corpusPath: String) {
        let directory = packageRoot.appendingPathComponent(".build/fuzz")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for target in targets {
            let seeds = seedInputs(for: target, corpusPath: corpusPath)
            let current = directory.appendingPathComponent("\(target.rawValue).current").path
            var campaign = FuzzCampaign(target: target, seeds: seeds, seed: seed)
            print("# F1 \(target.rawValue): \(seeds.count) seed inputs, \(minutes) min, seed \(seed)")
            let slice = Duration.seconds(min(60, minutes * 60))
            let clock = ContinuousClock()
            let end = clock.now + .seconds(minutes * 60)
            while clock.now < end {
                campaign.run(count: 0, duration: min(slice, clock.now.duration(to: end))) { input in
                    _ = FileManager.default.createFile(atPath: current, contents: Data(input))
                }
                print("#   \(campaign.iterations) inputs so far, pool \(campaign.pool.count)")
            }
            try? FileManager.default.removeItem(atPath: current)
            // The slowest input is kept to replay: a near-hang is a finding as much as a crash.
            let slowest = directory.appendingPathComponent("\(target.rawValue).slowest").path
            _ = FileManager.default.createFile(atPath: slowest, contents: Data(campaign.slowestInput))
            print(campaign.summary)
            print("#   slowest input saved to \(slowest)")
        }
    }

    /// The starting inputs: the example layout files, their constraint equations, or the corpus.
    static func seedInputs(for target: FuzzTarget, corpusPath: String) -> [[UInt8]] {
        let layouts = files(in: packageRoot.appendingPathComponent("Examples/Layouts").path, suffixes: [".layout.json"])
        switch target {
        case .layoutFile:
            return layouts.compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
        case .equation:
            return layouts.flatMap { path -> [[UInt8]] in
                guard let data = FileManager.default.contents(atPath: path),
                      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let equations = object["constraints"] as? [String]
                else { return [] }
                return equations.map { Array($0.utf8) }
            }
        case .interfaceBuilder:
            return files(in: corpusPath, suffixes: [".storyboard", ".xib"]).compactMap {
                FileManager.default.contents(atPath: $0).map { Array($0) }
            }
        case .uikitCode:
            // The Swift corpus beside the IB corpus, and the generated file of P3.
            let swiftFolder = URL(fileURLWithPath: corpusPath).deletingLastPathComponent().appendingPathComponent("swift").path
            return files(in: swiftFolder, suffixes: [".swift"]).compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
                + [Array(UIKitCodeWorkload.source(controllers: 2).utf8)]
        }
    }

    static func files(in folder: String, suffixes: [String]) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { name in suffixes.contains { name.hasSuffix($0) } }
            .sorted().map { folder + "/" + $0 }
    }
}
