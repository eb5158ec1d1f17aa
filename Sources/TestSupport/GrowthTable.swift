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

    /// One family's metric: its median at each size measured (the last one when measured twice).
    private struct Series: Sendable {
        let family: String
        let metric: String
        var medianAtSize: [Int: Double] = [:]
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
        let key = family + "\u{0}" + metric
        if seriesIndex[key] == nil {
            seriesIndex[key] = series.count
            series.append(Series(family: family, metric: metric))
        }
        if let index = seriesIndex[key] { series[index].medianAtSize[size] = median }
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
                return Row(family: series.family, metric: series.metric, from: small, to: large, growth: b / a)
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
