import TestSupport
import Testing
@testable import Cassowary

/// The one-pass application of a sparse substitution's edits to a long row, against applying
/// them one at a time from the highest position down (which leaves the lower positions valid).
@Suite("Sparse row edits")
struct SparseEditTests {
    /// A row of `count` cells whose symbols are 0, 2, 4, … (room for insertions between them).
    static func row(_ count: Int) -> [Cell] {
        (0..<count).map { Cell(symbol: Symbol(2 * $0), coefficient: Double($0) + 0.5) }
    }

    /// The edits applied one by one, highest position first.
    static func reference(_ cells: [Cell], _ edits: [SparseEdit]) -> [Cell] {
        var result = cells
        for edit in edits.reversed() {
            switch edit {
            case .removal(let position): result.remove(at: position)
            case .insertion(let position, let cell): result.insert(cell, at: position)
            }
        }
        return result
    }

    static func same(_ a: [Cell], _ b: [Cell]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.symbol == $1.symbol && $0.coefficient == $1.coefficient }
    }

    @Test("random edit lists give the cells of one-at-a-time application")
    func randomEdits() {
        var rng = SplitMix64(seed: 0x5EED_0023)
        for round in 0..<3000 {
            let count = rng.below(60)
            let cells = SparseEditTests.row(count)
            // Ascending positions; at one position an insertion comes before the removal, and
            // a position is removed at most once.
            var edits: [SparseEdit] = []
            var position = 0
            var odd = 1
            while position <= count, edits.count < 12 {
                position += rng.below(4)
                if position > count { break }
                if rng.chance(50) {
                    edits.append(.insertion(position, Cell(symbol: Symbol(2 * position - 1 + 1_000_000), coefficient: Double(odd))))
                    odd += 1
                }
                if position < count, rng.chance(50) {
                    edits.append(.removal(position))
                    position += 1
                }
            }
            var applied = cells
            applied.applyInPlace(edits)
            let expected = SparseEditTests.reference(cells, edits)
            #expect(SparseEditTests.same(applied, expected), "round \(round): \(count) cells, edits \(edits)")
            if !SparseEditTests.same(applied, expected) { return }
        }
    }

    @Test("a clustered change in the middle of a long row: removal, insertions, removal")
    func clusteredChange() {
        let cells = SparseEditTests.row(3000)
        let edits: [SparseEdit] = [
            .insertion(1500, Cell(symbol: Symbol(2999), coefficient: 1)),
            .removal(1500),
            .insertion(1501, Cell(symbol: Symbol(3001), coefficient: -1)),
            .insertion(1501, Cell(symbol: Symbol(3001), coefficient: 2)),
            .removal(1502),
        ]
        var applied = cells
        applied.applyInPlace(edits)
        #expect(applied.count == 3001)
        #expect(SparseEditTests.same(applied, SparseEditTests.reference(cells, edits)))
    }
}
