import Cassowary
import Foundation
import TestSupport

extension SolverWorkloads {
    /// W4: general random systems (`GeneralSystem`: n variables, 2n required constraints built
    /// around a hidden integer solution, every third removed), one seed per sample. Reports the
    /// time per system, the required constraints left violated (relative residual above 1e-9)
    /// and the feasible constraints refused, summed over the samples.
    static func runW4(n: Int, samples: Int) {
        var times: [Double] = []
        var violated = 0, refused = 0, worst = 0.0, numericalFailures = 0
        for sample in 0..<samples {
            let system = GeneralSystem(variables: n, seed: 20_261_130 &+ UInt64(sample) &* 7919 &+ UInt64(n))
            var outcome: GeneralSystem.Outcome?
            let seconds = BenchmarkReport.seconds { outcome = system.run() }
            times.append(seconds)
            guard let outcome else { continue }
            // Progress on standard error: large systems take seconds each.
            let line = "W4-\(n) sample \(sample + 1)/\(samples): \(Int(seconds * 1000)) ms, violated \(outcome.violated), refused \(outcome.refusals), \(outcome.solver.health)\n"
            FileHandle.standardError.write(Data(line.utf8))
            violated += outcome.violated
            refused += outcome.refusals
            numericalFailures += outcome.numericalFailures
            worst = max(worst, outcome.violation)
        }
        BenchmarkReport.report("W4-\(n)", "solve_system", times, unit: "ms", scale: 1e3,
                               extra: "violated=\(violated) refused=\(refused) numerical_failures=\(numericalFailures) worst_relative_residual=\(worst)")
    }
}
