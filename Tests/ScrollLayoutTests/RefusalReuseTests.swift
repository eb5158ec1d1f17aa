import Testing
import TestSupport
@testable import ScrollLayout

/// Diagnostic "what if" copies (`reusesRefusals`) do not retry a broken constraint whose
/// checked conflict is all still in the solver: the add would be refused by the same set. They
/// must lay out exactly as an engine that retries everything.
@Suite("Broken constraints in diagnostic copies")
struct RefusalReuseTests {
    let root = plain("root", [plain("a"), plain("b")])

    /// Made once: each `c(…)` has a new id.
    let constraints: [LayoutConstraint] = [
         c("a", .top, .equal, "root", .top), c("a", .leading, .equal, "root", .leading),
         c("a", .width, .equal, nil, nil, 50), c("a", .height, .equal, nil, nil, 40),
         c("b", .top, .equal, "a", .bottom, 8), c("b", .leading, .equal, "a", .leading),
         c("b", .width, .equal, "a", .width), c("b", .height, .equal, nil, nil, 30),
         // Two conflicts: with a's width, and with b's height.
         c("a", .width, .equal, nil, nil, 80), c("b", .height, .equal, "a", .height)]

    @Test("a copy keeps the checked conflict while it stands, and retries once a blocker leaves")
    func keptThenRetried() throws {
        let retrying = try LayoutEngine(Layout(screen: screen(300, 300), root: root, constraints: constraints))
        var reusing = retrying
        reusing.reusesRefusals = true
        let wider = constraints[8], narrow = constraints[2]
        let refusal = try #require(retrying.registry[wider.id]?.refusal)
        #expect(refusal.blockers.count == 1)
        // A second constraint that blocks it the same way, then a change that retries the
        // broken constraints: the engine searches the conflict anew, the copy keeps the one it
        // had, which still stands; here they name the same one.
        let again = c("a", .width, .equal, nil, nil, 50)
        let extra = c("b", .leading, .greaterThanOrEqual, "root", .leading)
        var engines = [retrying, reusing]
        for index in engines.indices {
            try engines[index].add(again)
            try engines[index].add(extra)
            try engines[index].remove(extra.id)
            #expect(engines[index].result.frame(of: "a")?.width == 50)
        }
        let conflicting = engines.map { $0.result.conflicts.first { $0.broken.id == wider.id }?.conflicting.map(\.id) }
        #expect(conflicting[0] == [narrow.id])
        #expect(conflicting[1] == [narrow.id])
        // A blocker leaves: the copy retries, finds the other one, and keeps that.
        try engines[1].setActive(false, for: narrow.id)
        #expect(engines[1].result.conflicts.first { $0.broken.id == wider.id }?.conflicting.map(\.id) == [again.id])
        // Both leave: it holds.
        try engines[1].setActive(false, for: again.id)
        #expect(engines[1].result.conflicts.allSatisfy { $0.broken.id != wider.id })
        #expect(engines[1].result.frame(of: "a")?.width == 80)
        #expect(engines[1].registry[wider.id]?.refusal == nil)
    }

    @Test("random changes lay out the same with and without reusing refusals", arguments: [1, 2, 3] as [UInt64])
    func sameLayouts(seed: UInt64) throws {
        let layout = Layout(screen: screen(300, 300), root: root, constraints: constraints)
        var retrying = try LayoutEngine(layout)
        var reusing = retrying
        reusing.reusesRefusals = true
        var random = SplitMix64(seed: seed)
        let ids = constraints.map(\.id)
        var active = Set(ids)
        for _ in 0..<200 {
            let id = ids[Int(random.next() % UInt64(ids.count))]
            if random.next() % 2 == 0 {
                let now = !active.contains(id)
                try retrying.setActive(now, for: id)
                try reusing.setActive(now, for: id)
                if now { active.insert(id) } else { active.remove(id) }
            } else {
                let constant = Double(random.next() % 5) * 10 + 20
                try retrying.setConstant(constant, for: id)
                try reusing.setConstant(constant, for: id)
            }
            for view in ["a", "b"] {
                let expected = try #require(retrying.result.frame(of: view))
                #expect(close(reusing.result.frame(of: view), expected), "\(view) after \(id)")
            }
            #expect(Set(retrying.result.conflicts.map(\.broken.id)) == Set(reusing.result.conflicts.map(\.broken.id)))
        }
    }
}
