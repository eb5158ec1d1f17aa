import Foundation
import TestSupport

/// Timing and `RESULT` lines in the format Documentation/Benchmarks.md describes, so
/// a comparison script can put our figures beside kiwi's (same `RESULT` format as kiwi's C++ harness).
enum BenchmarkReport {
    /// Results the optimiser must not drop.
    nonisolated(unsafe) static var sink = 0.0

    /// Every median reported, for the growth lines printed at the end.
    nonisolated(unsafe) static var growth = GrowthTable()

    /// Seconds elapsed while running `body`.
    @inline(never)
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The process's peak resident set so far, in MB. Sizes run in ascending order, so after a
    /// size it is that size's peak. On Linux it is `VmHWM`, this program's own peak:
    /// getrusage's `ru_maxrss` survives `exec`, so under `swift run` it reported the package
    /// manager's peak (118 MB) for every size. Elsewhere `ru_maxrss` (bytes on macOS).
    static var peakResidentMegabytes: Double {
        if let kilobytes = processStatusKilobytes("VmHWM") { return Double(kilobytes) / 1024 }
        var usage = rusage()
        #if os(macOS)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1_048_576
        #else
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1024
        #endif
    }

    /// A memory figure of /proc/self/status in kB (`VmRSS`, `VmHWM`); nil where there is no
    /// such file.
    static func processStatusKilobytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// Seconds since `start`.
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Prints one metric: median, min and max of the samples, scaled to the unit. `inRounds`
    /// says the samples were taken one per round beside the other sizes' (W2), so the growth
    /// lines also pair them round by round.
    static func report(_ workload: String, _ metric: String, _ samples: [Double], unit: String,
                       scale: Double, extra: String = "", inRounds: Bool = false)
    {
        let sorted = samples.sorted()
        guard let first = sorted.first, let last = sorted.last else { return }
        let half = sorted.count / 2
        let median = sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
        var line = "RESULT impl=scrolllayout workload=\(workload) metric=\(metric)"
        line += " median=\(format(median * scale)) min=\(format(first * scale)) max=\(format(last * scale))"
        line += " unit=\(unit) samples=\(sorted.count)"
        if !extra.isEmpty { line += " " + extra }
        print(line)
        if inRounds {
            growth.record(workload: workload, metric: metric, rounds: samples.map { $0 * scale }, median: median * scale, unit: unit)
        } else {
            growth.record(workload: workload, metric: metric, median: median * scale, unit: unit)
        }
    }

    /// Prints a `GROWTH` line per workload family, metric and pair of consecutive sizes (and the
    /// smallest to the largest size when there are more than two): the median's growth beside
    /// the sizes' ratio, which is what linear growth would be, and for samples taken in rounds
    /// the median of the rounds' own ratios (`paired`) with their range.
    static func printGrowth() {
        for row in growth.rows {
            var line = "GROWTH impl=scrolllayout workload=\(row.family) metric=\(row.metric) from=\(row.from) to=\(row.to)"
                + " growth=\(format(row.growth))"
            if let paired = row.paired {
                line += " paired=\(format(paired.median)) paired_range=\(format(paired.low))-\(format(paired.high))"
            }
            print(line + " linear=\(format(row.linear))")
        }
    }

    /// Six significant digits, like C's `%.6g`.
    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        let magnitude = Int((abs(value)).log10Floor)
        let decimals = max(0, 5 - magnitude)
        let factor = pow10(decimals)
        let rounded = (value * factor).rounded() / factor
        var text = "\(rounded)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    private static func pow10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}

extension Double {
    /// ⌊log10(self)⌋ for positive finite values, by repeated scaling (no Foundation).
    var log10Floor: Double {
        var value = self
        var exponent = 0.0
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 && value > 0 { value *= 10; exponent -= 1 }
        return exponent
    }
}
