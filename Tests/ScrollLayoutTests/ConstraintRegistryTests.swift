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

    /// User entries come back in declaration order whether they are most of the registry
    /// (read in one pass over the store) or few (looked up by id), after forgetting some and
    /// registering one again, which puts it last.
    @Test(arguments: [10, 400])
    func userEntriesKeepDeclarationOrder(generatedCount: Int) {
        var registry = ConstraintRegistry()
        let users = heights(60)
        let generated = (0..<generatedCount).map { c("g\($0)", .width, .equal, nil, nil, 1) }
        for (index, spec) in users.enumerated() {
            registry.addUser(spec)
            if index < generated.count { registry.addGenerated(generated[index]) }
        }
        for spec in generated.dropFirst(users.count) { registry.addGenerated(spec) }
        for index in stride(from: 0, to: 60, by: 3) { registry.forget(users[index].id) }
        registry.addUser(users[30])
        let expected = users.indices.filter { !$0.isMultiple(of: 3) } + [30]
        #expect(registry.userEntries.map(\.spec.constant) == expected.map { Double($0 + 1) })
        #expect(registry.userOrder == expected.map { users[$0].id })
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
    /// `saysSame(as:)` (the in-place comparison of matching) agrees with comparing contents, for
    /// constraints that differ in each field in turn, and ignores identity and origin.
    @Test func saysSameAgreesWithContent() {
        let base = LayoutConstraint(Anchor(.view("a"), .top), .equal, Anchor(.view("b"), .bottom), constant: 8)
        var variants: [LayoutConstraint] = []
        func variant(_ change: (inout LayoutConstraint) -> Void) {
            var copy = base
            change(&copy)
            variants.append(copy)
        }
        variant { _ in }
        variant { $0.first = Anchor(.view("c"), .top) }
        variant { $0.relation = .greaterThanOrEqual }
        variant { $0.second = nil }
        variant { $0.second = Anchor(.view("b"), .top) }
        variant { $0.multiplier = 2 }
        variant { $0.constant = 9 }
        variant { $0.priority = Priority(750) }
        variant { $0.identifier = "UISV-spacing" }
        variant { $0.isActive = false }
        variant { $0.tieBreak = 1e-6 }
        variant { $0.isPlaceholder = true }
        variant { $0.origin = .generated(.nonNegativeSize(view: "a", .vertical)) }
        var registry = ConstraintRegistry()
        registry.addGenerated(base)
        for other in variants {
            #expect(other.saysSame(as: base) == (other.content == base.content), "\(other)")
            #expect(registry.slot(of: base.id).map { registry.spec(at: $0, saysSameAs: other) } == (other.content == base.content))
        }
        // The same content under another id matches; an unknown id has no slot.
        let twin = LayoutConstraint(Anchor(.view("a"), .top), .equal, Anchor(.view("b"), .bottom), constant: 8)
        #expect(twin.id != base.id && twin.saysSame(as: base))
        #expect(registry.slot(of: base.id).map { registry.spec(at: $0, saysSameAs: twin) } == true)
        #expect(registry.slot(of: twin.id) == nil)
    }

    /// The stored holding flag follows the solver state: installed and not broken.
    @Test func holdingFollowsInstallsAndBreaks() {
        var registry = ConstraintRegistry()
        let specs = heights(3)
        for spec in specs { registry.addGenerated(spec) }
        let solverConstraint = Cassowary.Constraint(Expression(Variable()), .equal)
        #expect(registry[specs[0].id]?.isHolding == false)
        registry.noteInstalled(specs[0].id, as: solverConstraint, conflicting: nil)
        #expect(registry[specs[0].id]?.isHolding == true)
        registry.noteInstalled(specs[1].id, as: solverConstraint.strength(999), conflicting: [specs[0].id])
        #expect(registry[specs[1].id]?.isHolding == false)
        registry.noteInstalled(specs[1].id, as: solverConstraint, conflicting: nil)
        #expect(registry[specs[1].id]?.isHolding == true)
        registry.noteUninstalled(specs[0].id)
        #expect(registry[specs[0].id]?.isHolding == false)
        var holding: [LayoutConstraint.ID] = []
        registry.forEachHoldingPositionLink { holding.append($0.id) }
        #expect(holding.isEmpty)
    }
}
