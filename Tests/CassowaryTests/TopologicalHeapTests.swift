import Testing
import TestSupport
@testable import Cassowary

/// The heap the refresh walk and the expansion order definitions by: it must give positions in
/// order (lowest or highest first) under any mix of pushes and pops, including the chain's
/// pattern (one in, one out) that its held-out least entry serves.
@Suite("Topological heap")
struct TopologicalHeapTests {
    /// Pushes and pops at random and checks each pop against a sorted model.
    func check(highestFirst: Bool, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var heap = TopologicalHeap(highestFirst: highestFirst)
        var model: [(position: Int32, symbol: Int)] = []
        var popped = 0
        for step in 0..<4000 {
            if random.next() % 3 != 0 || model.isEmpty {
                let position = Int32(Int(random.next() % 2001) - 1000)
                heap.push(Symbol(step), at: position)
                model.append((position, step))
            } else {
                guard let (symbol, position) = heap.popFirstWithPosition() else {
                    Issue.record("empty heap with \(model.count) waiting")
                    return
                }
                let best = highestFirst ? model.map(\.position).max() : model.map(\.position).min()
                #expect(position == best)
                guard let index = model.firstIndex(where: { $0.symbol == symbol.index }) else {
                    Issue.record("popped \(symbol), never pushed or popped twice")
                    return
                }
                #expect(model[index].position == position)
                model.remove(at: index)
                popped += 1
            }
            #expect(heap.count == model.count)
        }
        #expect(Set(heap.symbols.map(\.index)) == Set(model.map(\.symbol)))
        while let symbol = heap.popFirst() {
            guard let index = model.firstIndex(where: { $0.symbol == symbol.index }) else {
                Issue.record("popped \(symbol) twice")
                return
            }
            model.remove(at: index)
        }
        #expect(model.isEmpty)
        #expect(popped > 1000)
    }

    @Test("lowest position first, under random pushes and pops")
    func lowestFirst() {
        for seed: UInt64 in 1...5 { check(highestFirst: false, seed: seed) }
    }

    @Test("highest position first, under random pushes and pops")
    func highestFirst() {
        for seed: UInt64 in 6...10 { check(highestFirst: true, seed: seed) }
    }

    @Test("a chain's one-in, one-out pattern, then removeAll empties the heap")
    func chainPattern() {
        var heap = TopologicalHeap(highestFirst: false)
        for position in Int32(0)..<100 {
            heap.push(Symbol(Int(position)), at: position)
            #expect(heap.count == 1)
            #expect(heap.popFirstWithPosition()?.position == position)
        }
        #expect(heap.popFirst() == nil)
        heap.push(Symbol(1), at: 5)
        heap.push(Symbol(2), at: 3)
        heap.removeAll()
        #expect(heap.count == 0)
        #expect(heap.popFirst() == nil)
    }
}
