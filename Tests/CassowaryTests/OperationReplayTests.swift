import Testing
@testable import Cassowary

/// The record of what is done to a solver (`recordedOperations`) and its replay on another
/// solver, which benchmarks use to time the solver's share of a layout change.
@Suite("Recorded solver operations")
struct OperationReplayTests {
    @Test("adds, removes, replacements and removeAll are recorded in order, only while recording")
    func recordsInOrder() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 10
        try solver.add(pin)
        solver.recordedOperations = []
        let link = y == x + 5
        try solver.add(link)
        let moved = y == x + 7
        try solver.replace(link, with: moved)
        try solver.remove(pin)
        // A refused operation is recorded too: it was asked of the solver, and costs its work.
        #expect(throws: SolverError.self) { try solver.remove(pin) }
        solver.removeAll()
        let record = try #require(solver.recordedOperations)
        #expect(record.map(OperationReplayTests.describe) == [
            "add \(link.id)", "replace \(link.id) \(moved.id)", "remove \(pin.id)", "remove \(pin.id)", "removeAll",
        ])
        solver.recordedOperations = nil
        try solver.add(pin)
        #expect(solver.recordedOperations == nil)
    }

    @Test("a replay on a solver holding the same constraints reaches the same values")
    func replayReachesTheSameValues() throws {
        let positions = (0..<40).map { Variable("p\($0)") }
        var links = [positions[0] == 0]
        for index in 1..<positions.count { links.append(positions[index] == positions[index - 1] + 10) }
        var original = Solver()
        for link in links { try original.add(link) }
        var copy = Solver()
        for link in links { try copy.add(link) }
        original.recordedOperations = []
        // Re-attach p21 to p19, then back, then change a gap: what a stack's hide and show do.
        let skip = positions[21] == positions[19] + 10
        try original.replace(links[21], with: skip)
        let back = positions[21] == positions[20] + 10
        try original.replace(skip, with: back)
        let wider = positions[30] == positions[29] + 25
        try original.replace(links[30], with: wider)
        copy.replay(try #require(original.recordedOperations))
        for position in positions { #expect(copy.value(of: position) == original.value(of: position)) }
        #expect(copy.value(of: positions[39]) == 39 * 10 + 15)
        #expect(copy.invariantViolations.isEmpty)
    }

    static func describe(_ operation: SolverOperation) -> String {
        switch operation {
        case .add(let constraint): "add \(constraint.id)"
        case .remove(let constraint): "remove \(constraint.id)"
        case .replace(let old, let new): "replace \(old.id) \(new.id)"
        case .removeAll: "removeAll"
        }
    }
}
