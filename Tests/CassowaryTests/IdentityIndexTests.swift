import Testing
@testable import Cassowary

@Suite("Identity index")
struct IdentityIndexTests {
    @Test func denseRangesAndFarOutliers() {
        var index = IdentityIndex()
        for id in 1000..<3000 { index.insert(id - 1000, for: id) }
        #expect(index.count == 2000)
        #expect(index[1500] == 500)
        #expect(index[999] == nil && index[3000] == nil)
        // Far away ids do not blow the table up: they go to the side dictionary.
        index.insert(7, for: 50_000_000)
        index.insert(8, for: 3)
        #expect(index[50_000_000] == 7)
        #expect(index[3] == 8)
        #expect(index.count == 2002)
        index.remove(1500)
        #expect(index[1500] == nil)
        #expect(index.count == 2001)
        #expect(Set(index.entries.map(\.id)).count == 2001)
        for entry in index.entries { index.remove(entry.id) }
        #expect(index.isEmpty)
        #expect(index[1000] == nil)
    }

    @Test func growsDownwards() {
        var index = IdentityIndex()
        for id in stride(from: 5000, to: 4000, by: -1) { index.insert(id, for: id) }
        for id in 4001...5000 { #expect(index[id] == id) }
    }

    @Test func recordTableReusesSlots() {
        var table = RecordTable()
        let constraints = (0..<10).map { _ in Variable("v") == 1 }
        for (position, constraint) in constraints.enumerated() {
            table[constraint.id] = ConstraintRecord(constraint: constraint, marker: Symbol(position), other: nil, sequence: position)
        }
        #expect(table.values.count == 10)
        #expect(table.removeValue(forKey: constraints[3].id)?.marker == Symbol(3))
        #expect(table[constraints[3].id] == nil)
        #expect(table.values.count == 9)
        let extra = Variable("w") == 2
        table[extra.id] = ConstraintRecord(constraint: extra, marker: Symbol(99), other: nil, sequence: 99)
        #expect(table[extra.id]?.marker == Symbol(99))
        #expect(table.values.count == 10)
    }
}
