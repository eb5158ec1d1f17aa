import TestSupport
import Testing

/// The benchmarks' `GROWTH` lines (`GrowthTable`): how a median grows from one size to the next.
@Suite("Benchmark growth lines")
struct GrowthTableTests {
    @Test("a workload's size is the number after its last dash")
    func splitting() {
        #expect(GrowthTable.split("W2-1000")?.family == "W2")
        #expect(GrowthTable.split("W2-1000")?.size == 1000)
        #expect(GrowthTable.split("P1-chain-10000")?.family == "P1-chain")
        #expect(GrowthTable.split("P1-chain-10000")?.size == 10000)
        #expect(GrowthTable.split("P1-parse-10MB") == nil)
        #expect(GrowthTable.split("W1") == nil)
        #expect(GrowthTable.split("-100") == nil)
        #expect(GrowthTable.split("W2-") == nil)
        #expect(GrowthTable.split("W2-0") == nil)
    }

    @Test("consecutive sizes, then smallest to largest; rates and sizeless workloads left out")
    func rows() {
        var table = GrowthTable()
        table.record(workload: "W2-1000", metric: "build_total", median: 6, unit: "ms")
        table.record(workload: "W2-1000", metric: "build_constraints_per_s", median: 800_000, unit: "cn/s")
        table.record(workload: "W1", metric: "build", median: 500, unit: "us")
        table.record(workload: "W2-3000", metric: "build_total", median: 18, unit: "ms")
        table.record(workload: "W2-10000", metric: "build_total", median: 66, unit: "ms")
        table.record(workload: "P1-chain-1000", metric: "check", median: 12, unit: "ms")
        table.record(workload: "P1-chain-10000", metric: "check", median: 141, unit: "ms")
        table.record(workload: "L1-1000", metric: "height_change", median: 0, unit: "us/op")
        table.record(workload: "L1-10000", metric: "height_change", median: 100, unit: "us/op")
        let rows = table.rows
        #expect(rows.map { "\($0.family) \($0.metric) \($0.from)→\($0.to)" } == [
            "W2 build_total 1000→3000", "W2 build_total 3000→10000", "W2 build_total 1000→10000",
            "P1-chain check 1000→10000",
        ])
        #expect(rows.map(\.growth) == [3, 66.0 / 18, 11, 141.0 / 12])
        #expect(rows.map(\.linear) == [3, 10.0 / 3, 10, 10])
    }

    @Test("a size measured twice keeps its last median; one size gives no row")
    func repeatsAndSingles() {
        var table = GrowthTable()
        table.record(workload: "L2-1000", metric: "first_layout", median: 30, unit: "ms")
        table.record(workload: "L2-1000", metric: "first_layout", median: 20, unit: "ms")
        table.record(workload: "L2-10000", metric: "first_layout", median: 240, unit: "ms")
        table.record(workload: "D1-1000", metric: "stack", median: 10, unit: "ms")
        #expect(table.rows == [GrowthTable.Row(family: "L2", metric: "first_layout", from: 1000, to: 10000, growth: 12)])
    }
    @Test("samples taken in rounds are also paired round by round: the median of the ratios and their range")
    func pairedRounds() throws {
        var table = GrowthTable()
        // Round 2 ran fast for the small size only: the medians' ratio (12) reads it, the
        // pairs (10, 10, 20) do not.
        table.record(workload: "W2-1000", metric: "edit", rounds: [10, 12, 5], median: 10, unit: "us/op")
        table.record(workload: "W2-10000", metric: "edit", rounds: [100, 120, 100], median: 120, unit: "us/op")
        table.record(workload: "L2-1000", metric: "toggle", median: 10, unit: "us/op")
        table.record(workload: "L2-10000", metric: "toggle", median: 30, unit: "us/op")
        let rows = table.rows
        let edit = try #require(rows.first { $0.family == "W2" })
        #expect(edit.growth == 12)
        #expect(edit.paired?.median == 10)
        #expect(edit.paired?.low == 10)
        #expect(edit.paired?.high == 20)
        #expect(rows.first { $0.family == "L2" }?.paired == nil)
        // Different numbers of rounds cannot be paired.
        table.record(workload: "W2-1000", metric: "edit", rounds: [10, 12], median: 11, unit: "us/op")
        #expect(table.rows.first { $0.family == "W2" }?.paired == nil)
    }
}
