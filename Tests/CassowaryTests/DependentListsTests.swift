import Testing
import TestSupport
@testable import Cassowary

/// The per-symbol dependents lists the refresh walk follows (positions of definitions): two
/// entries inline, the rest in reused overflow lists. Checked against a plain array per symbol under random appends,
/// emptyings and replacements, through both the collection view and the walk's buffers.
@Suite("Dependent lists")
struct DependentListsTests {
    /// Every symbol's list, read both ways, equals the model's.
    func expectMatches(_ lists: DependentLists, _ model: [[Int32]]) {
        lists.withBuffers { buffers in
            for (index, expected) in model.enumerated() {
                let symbol = Symbol(index)
                #expect(lists.count(of: symbol) == expected.count)
                #expect(Array(lists[symbol]) == expected)
                let head = buffers.heads[index]
                #expect((0..<Int(head.count)).map { buffers.entry($0, of: head) } == expected)
            }
        }
    }

    @Test("random appends, emptyings and replacements read back as a plain array per symbol")
    func matchesModel() {
        var random = SplitMix64(seed: 41)
        var lists = DependentLists()
        var model: [[Int32]] = []
        for _ in 0..<40 {
            lists.appendSymbol()
            model.append([])
        }
        for step in 0..<6000 {
            let index = Int(random.next() % 40)
            let symbol = Symbol(index)
            switch random.next() % 10 {
            case 0:
                lists.removeAll(of: symbol)
                model[index] = []
            case 1:
                let kept = Array(model[index].prefix(Int(random.next() % 4)))
                lists.set(kept, of: symbol)
                model[index] = kept
            default:
                lists.append(Int32(step), to: symbol)
                model[index].append(Int32(step))
            }
        }
        expectMatches(lists, model)
        #expect(lists.storageViolations().isEmpty)
        #expect(model.contains { $0.count > 2 })
    }

    @Test("an emptied list's overflow is reused, so emptying and refilling does not grow the store")
    func overflowIsReused() {
        var lists = DependentLists()
        lists.appendSymbol()
        lists.appendSymbol()
        for round in 0..<50 {
            for entry in 0..<5 { lists.append(Int32(entry), to: Symbol(round % 2)) }
            lists.removeAll(of: Symbol(round % 2))
        }
        #expect(lists.overflow.count == 1)
        #expect(lists.storageViolations().isEmpty)
        for entry in 0..<5 { lists.append(Int32(entry), to: Symbol(1)) }
        expectMatches(lists, [[], (0..<5).map { Int32($0) }])
    }
    @Test("emptying every list keeps a head per symbol and leaves the storage sound")
    func removeAllEntriesEmptiesEveryList() {
        var lists = DependentLists()
        for _ in 0..<3 { lists.appendSymbol() }
        for entry in 0..<7 { lists.append(Int32(entry), to: Symbol(entry % 3)) }
        lists.removeAllEntries()
        expectMatches(lists, [[], [], []])
        #expect(lists.storageViolations().isEmpty)
        for entry in 0..<4 { lists.append(Int32(entry), to: Symbol(2)) }
        expectMatches(lists, [[], [], [0, 1, 2, 3]])
        #expect(lists.storageViolations().isEmpty)
    }
}
