import Cassowary
import Testing
@testable import ScrollLayout

@Suite("Constraint registry")
struct ConstraintRegistryTests {
    /// Heights 1…count for one view: distinct constants to tell the entries apart.
    func heights(_ count: Int) -> [LayoutConstraint] {
        (1...count).map { c("v", .height, .equal, nil, nil, Double($0)) }
    }

    @Test func entriesSurviveForgettingMostOfThem() {
        var registry = ConstraintRegistry()
        let specs = heights(300)
        for (index, spec) in specs.enumerated() {
            if index.isMultiple(of: 2) { registry.addUser(spec) } else { registry.addGenerated(spec) }
        }
        let solverConstraints = specs.map { _ in Cassowary.Constraint(Expression(Variable()), .equal) }
        for (spec, solverConstraint) in zip(specs, solverConstraints) {
            registry.noteInstalled(spec.id, as: solverConstraint, conflicting: nil)
        }
        // Forgetting 250 of 300 leaves the store mostly holes, so it is compacted on the way.
        let kept = Set(specs.indices.filter { $0 % 6 == 0 })
        for index in specs.indices where !kept.contains(index) {
            registry.noteUninstalled(specs[index].id)
            registry.forget(specs[index].id)
        }
        #expect(registry.count == kept.count)
        for index in specs.indices {
            let entry = registry[specs[index].id]
            if kept.contains(index) {
                #expect(entry?.spec.constant == Double(index + 1))
                #expect(registry.solverState(of: specs[index].id).installed == solverConstraints[index])
                #expect(registry.owner(of: solverConstraints[index]) == specs[index].id)
            } else {
                #expect(entry == nil)
                #expect(registry.owner(of: solverConstraints[index]) == nil)
            }
        }
        #expect(Set(registry.unorderedEntries.map(\.spec.id)) == Set(kept.map { specs[$0].id }))
        #expect(registry.userEntries.map(\.spec.constant) == kept.sorted().map { Double($0 + 1) })
        #expect(registry.orderedEntries.map(\.spec.constant) == kept.sorted().map { Double($0 + 1) })
        // New entries after the compaction land where they can be found too.
        let later = heights(5)
        for spec in later { registry.addGenerated(spec) }
        #expect(later.allSatisfy { registry[$0.id]?.spec.constant == $0.constant })
        #expect(Set(registry.allIDs).count == kept.count + 5)
    }

    @Test func brokenStateIsKeptAndCleared() {
        var registry = ConstraintRegistry()
        let specs = heights(3)
        for spec in specs { registry.addUser(spec) }
        let broken = Cassowary.Constraint(Expression(Variable()), .equal, strength: Strength(999))
        registry.noteInstalled(specs[1].id, as: broken, conflicting: [specs[0].id])
        #expect(registry.brokenOrder == [specs[1].id])
        #expect(registry.solverState(of: specs[1].id).holding == false)
        #expect(registry[specs[1].id]?.conflicting == [specs[0].id])
        registry.noteUninstalled(specs[1].id)
        #expect(registry.brokenOrder.isEmpty)
        #expect(registry[specs[1].id]?.solverConstraint == nil)
        #expect(registry.solverState(of: specs[1].id).installed == nil)
    }
}
