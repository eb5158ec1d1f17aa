import Testing
@testable import ScrollLayout

/// The table of leftover definitions a change's new constraints can take over in place.
@Suite("Take-overs")
struct TakeOversTests {
    func id(_ value: Int) -> LayoutConstraint.ID { LayoutConstraint.ID(value: value) }

    @Test("a few leftovers: found by variable, taken once, the rest in recorded order")
    func fewLeftovers() {
        var table = TakeOvers()
        #expect(table.isEmpty)
        #expect(table.record(id(10), defining: 7) == nil)
        #expect(table.record(id(11), defining: 3) == nil)
        #expect(table.record(id(12), defining: 9) == nil)
        #expect(table.count == 3)
        #expect(table.definer(of: 3) == id(11))
        #expect(table.definer(of: 4) == nil)
        table.take(3)
        #expect(table.definer(of: 3) == nil)
        #expect(table.count == 2)
        table.take(3)
        #expect(table.count == 2)
        #expect(table.remaining == [id(10), id(12)])
    }

    @Test("a later definition of the same variable displaces the earlier one")
    func laterDefinitionWins() {
        var table = TakeOvers()
        #expect(table.record(id(1), defining: 5) == nil)
        #expect(table.record(id(2), defining: 5) == id(1))
        #expect(table.count == 1)
        #expect(table.definer(of: 5) == id(2))
        // Once taken, a new definer of the variable counts again.
        table.take(5)
        #expect(table.isEmpty)
        #expect(table.record(id(3), defining: 5) == nil)
        #expect(table.count == 1)
        #expect(table.remaining == [id(3)])
    }

    @Test("many leftovers (a bulk change) answer the same through the table")
    func manyLeftovers() {
        var table = TakeOvers()
        let count = TakeOvers.searchLimit * 4
        for k in 0..<count { #expect(table.record(id(1000 + k), defining: 3 * k) == nil) }
        #expect(table.count == count)
        for k in 0..<count { #expect(table.definer(of: 3 * k) == id(1000 + k)) }
        #expect(table.definer(of: 1) == nil)
        for k in stride(from: 0, to: count, by: 2) { table.take(3 * k) }
        #expect(table.count == count / 2)
        #expect(table.remaining == stride(from: 1, to: count, by: 2).map { id(1000 + $0) })
        #expect(table.record(id(5000), defining: 3) == id(1001))
        #expect(table.definer(of: 3) == id(5000))
    }
}
