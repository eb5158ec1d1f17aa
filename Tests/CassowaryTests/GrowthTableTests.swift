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
}
