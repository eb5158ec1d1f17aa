/// How benchmark medians grow with the size of the workload: for every workload measured at
/// several sizes (`W2-1000`, `W2-10000`; `P1-chain-1000`, `P1-chain-10000`), each metric's median
/// at one size over its median at the size below, beside the ratio of the sizes (what linear
/// growth would be), and from the smallest size to the largest when there are more than two.
///
/// Only times are grown: a rate (`MB/s`, `cn/s`) already divides by the size.
///
/// A workload that samples its sizes in rounds (one sample of each size per round, W2) also
/// gets a paired figure: each round's sample at the larger size over the same round's sample at
/// the smaller one, and the median of those ratios. On a machine whose speed changes within a
/// run, the two medians can come from different speeds; a pair is taken a moment apart.
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
        /// For samples taken in rounds: the median, lowest and highest of each round's ratio.
        package let paired: (median: Double, low: Double, high: Double)?

        /// The growth a linear cost would show: the ratio of the sizes.
        package var linear: Double { Double(to) / Double(from) }

        /// A row with every figure given.
        package init(family: String, metric: String, from: Int, to: Int, growth: Double,
                     paired: (median: Double, low: Double, high: Double)? = nil) {
            self.family = family
            self.metric = metric
            self.from = from
            self.to = to
            self.growth = growth
            self.paired = paired
        }

        /// Rows are equal when every figure is.
        package static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.family == rhs.family && lhs.metric == rhs.metric && lhs.from == rhs.from && lhs.to == rhs.to
                && lhs.growth == rhs.growth && lhs.paired?.median == rhs.paired?.median
                && lhs.paired?.low == rhs.paired?.low && lhs.paired?.high == rhs.paired?.high
        }
    }

    /// One family's metric: its median at each size measured (the last one when measured twice),
    /// and the samples of the sizes sampled in rounds, in round order.
    private struct Series: Sendable {
        let family: String
        let metric: String
        var medianAtSize: [Int: Double] = [:]
        var roundsAtSize: [Int: [Double]] = [:]
    }

    /// The series, in the order first recorded, and where each one is by family and metric.
    private var series: [Series] = []
    private var seriesIndex: [String: Int] = [:]

    /// An empty table.
    package init() {}

    /// Records a metric's median. Workloads without a size (`W1`, `P1-parse-10MB`), rates and
    /// medians that are not positive are left out.
    package mutating func record(workload: String, metric: String, median: Double, unit: String) {
        guard let (family, size) = GrowthTable.split(workload), !unit.hasSuffix("/s"),
              median.isFinite, median > 0 else { return }
        let index = seriesIndex(family: family, metric: metric)
        series[index].medianAtSize[size] = median
        series[index].roundsAtSize[size] = nil
    }

    /// Records a metric's median and its samples, taken in rounds: sample k of every size
    /// belongs to round k, so the growth lines pair them.
    package mutating func record(workload: String, metric: String, rounds samples: [Double], median: Double, unit: String) {
        record(workload: workload, metric: metric, median: median, unit: unit)
        guard let (family, size) = GrowthTable.split(workload), let index = seriesIndex[family + "\u{0}" + metric],
              series[index].medianAtSize[size] != nil, samples.allSatisfy({ $0.isFinite && $0 > 0 }) else { return }
        series[index].roundsAtSize[size] = samples
    }

    /// The index of a family's metric in `series`, added when new.
    private mutating func seriesIndex(family: String, metric: String) -> Int {
        let key = family + "\u{0}" + metric
        if let index = seriesIndex[key] { return index }
        seriesIndex[key] = series.count
        series.append(Series(family: family, metric: metric))
        return series.count - 1
    }

    /// The median, lowest and highest of the ratios of two sizes' samples round by round; nil
    /// unless both were sampled in the same number of rounds.
    private static func paired(_ small: [Double]?, _ large: [Double]?) -> (median: Double, low: Double, high: Double)? {
        guard let small, let large, small.count == large.count, !small.isEmpty else { return nil }
        let ratios = zip(large, small).map { $0 / $1 }.sorted()
        let half = ratios.count / 2
        let median = ratios.count % 2 == 1 ? ratios[half] : (ratios[half - 1] + ratios[half]) / 2
        return (median, ratios[0], ratios[ratios.count - 1])
    }

    /// The growth rows: for each family and metric (in the order first recorded), each size
    /// over the next smaller one, then the largest over the smallest when there are three or more.
    package var rows: [Row] {
        series.flatMap { series -> [Row] in
            let sizes = series.medianAtSize.keys.sorted()
            var pairs = Array(zip(sizes, sizes.dropFirst()))
            if sizes.count > 2, let first = sizes.first, let last = sizes.last { pairs.append((first, last)) }
            return pairs.compactMap { small, large in
                guard let a = series.medianAtSize[small], let b = series.medianAtSize[large] else { return nil }
                return Row(family: series.family, metric: series.metric, from: small, to: large, growth: b / a,
                           paired: GrowthTable.paired(series.roundsAtSize[small], series.roundsAtSize[large]))
            }
        }
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
