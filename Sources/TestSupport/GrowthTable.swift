/// How benchmark medians grow with the size of the workload: for every workload measured at
/// several sizes (`W2-1000`, `W2-10000`; `P1-chain-1000`, `P1-chain-10000`), each metric's median
/// at one size over its median at the size below, beside the ratio of the sizes (what linear
/// growth would be), and from the smallest size to the largest when there are more than two.
///
/// Only times are grown: a rate (`MB/s`, `cn/s`) already divides by the size.
package struct GrowthTable: Sendable {
    /// One growth figure.
    package struct Row: Sendable, Equatable {
        /// The workload without its size (`W2`, `P1-chain`).
        package let family: String
        /// The metric (`build_total`, `check`).
        package let metric: String
        /// The smaller size.
        package let from: Int
        /// The larger size.
        package let to: Int
        /// The median at `to` over the median at `from`.
        package let growth: Double

        /// The growth a linear cost would show: the ratio of the sizes.
        package var linear: Double { Double(to) / Double(from) }

        /// A row with every figure given.
        package init(family: String, metric: String, from: Int, to: Int, growth: Double) {
            self.family = family
            self.metric = metric
            self.from = from
            self.to = to
            self.growth = growth
        }
    }

    /// A recorded median.
    private struct Median: Sendable {
        let family: String
        let size: Int
        let metric: String
        let value: Double
    }

    /// The medians recorded so far, in the order they came.
    private var medians: [Median] = []

    /// An empty table.
    package init() {}

    /// Records a metric's median. Workloads without a size (`W1`, `P1-parse-10MB`), rates and
    /// medians that are not positive are left out.
    package mutating func record(workload: String, metric: String, median: Double, unit: String) {
        guard let (family, size) = GrowthTable.split(workload), !unit.hasSuffix("/s"),
              median.isFinite, median > 0 else { return }
        medians.append(Median(family: family, size: size, metric: metric, value: median))
    }

    /// The growth rows: for each family and metric (in the order first recorded), each size
    /// over the next smaller one, then the largest over the smallest when there are three or more.
    package var rows: [Row] {
        var order: [String] = []
        var bySeries: [String: [Median]] = [:]
        for median in medians {
            let key = median.family + "\u{0}" + median.metric
            if bySeries[key] == nil { order.append(key) }
            bySeries[key, default: []].append(median)
        }
        var result: [Row] = []
        for key in order {
            guard let series = bySeries[key] else { continue }
            // The last median recorded at each size (a workload run twice keeps its last run).
            var atSize: [Int: Median] = [:]
            for median in series { atSize[median.size] = median }
            let sizes = atSize.keys.sorted()
            guard sizes.count >= 2, let first = sizes.first, let last = sizes.last,
                  let smallest = atSize[first], let largest = atSize[last] else { continue }
            for (small, large) in zip(sizes, sizes.dropFirst()) {
                guard let a = atSize[small], let b = atSize[large] else { continue }
                result.append(Row(family: a.family, metric: a.metric, from: small, to: large, growth: b.value / a.value))
            }
            if sizes.count > 2 {
                result.append(Row(family: smallest.family, metric: smallest.metric, from: first, to: last,
                                  growth: largest.value / smallest.value))
            }
        }
        return result
    }

    /// Splits `name-1000` into `("name", 1000)`; nil when the name does not end in a size.
    package static func split(_ workload: String) -> (family: String, size: Int)? {
        guard let dash = workload.lastIndex(of: "-") else { return nil }
        let digits = workload[workload.index(after: dash)...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let size = Int(digits), size > 0 else { return nil }
        let family = String(workload[..<dash])
        return family.isEmpty ? nil : (family, size)
    }
}
