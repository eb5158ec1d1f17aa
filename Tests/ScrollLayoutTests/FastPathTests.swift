import TestSupport
import Testing
@testable import ScrollLayout

/// The solver's fast path (required equalities kept out of the simplex as definitions,
/// propagated in dependency order) against the general path (every constraint in the rows):
/// the same seeded random layouts, the same thousands of incremental changes, the same frames.
@Suite("Fast path and general path agree")
struct FastPathTests {
    enum Shape: String, CaseIterable { case chain, stacks, grid }

    /// A scroll view whose content is a chain, a tree of stacks, or a grid, with inequalities and
    /// several priorities; also the constraints whose constants the changes may edit.
    static func layout(_ shape: Shape, seed: UInt64) -> (Layout, editable: [LayoutConstraint], toggleable: [LayoutConstraint], views: [String]) {
        var random = SplitMix64(seed: seed)
        var constraints = edges(.view("scroll"), .view("root")) + edges(.view("content"), .contentLayoutGuide("scroll"))
        constraints.append(c(.view("content"), .width, .equal, .frameLayoutGuide("scroll"), .width))
        var editable: [LayoutConstraint] = []
        var toggleable: [LayoutConstraint] = []
        var subviews: [View] = []
        var names: [String] = []
        switch shape {
        case .chain:
            // Every view is determined: plain views by both side edges, labels by their leading
            // edge and intrinsic width; heights by a required minimum and one preference whose
            // priority ties with nothing (hugging is 250/251, compression 750).
            let n = 40 + random.below(40)
            for index in 0..<n {
                let id = "v\(index)"
                names.append(id)
                let isLabel = index % 3 == 0
                subviews.append(isLabel ? label(id, width: Double(50 + random.below(200)), height: Double(10 + random.below(40))) : plain(id))
                constraints.append(c(id, .leading, .equal, "content", .leading, Double(random.below(20))))
                constraints.append(c(id, .trailing, isLabel ? .lessThanOrEqual : .equal, "content", .trailing, -Double(random.below(20))))
                constraints.append(index == 0 ? c(id, .top, .equal, "content", .top, 8) : c(id, .top, .equal, "v\(index - 1)", .bottom, Double(random.below(16))))
                let preferred = c(id, .height, .equal, nil, nil, Double(20 + random.below(80)), priority: [Priority(999), 600, 400][random.below(3)])
                let minimum = c(id, .height, .greaterThanOrEqual, nil, nil, Double(10 + random.below(30)))
                constraints += [preferred, minimum]
                editable += [preferred, minimum]
                toggleable.append(minimum)
                if random.below(4) == 0 {
                    // An inequality between neighbours, below every other level.
                    let ratio = c(id, .height, .lessThanOrEqual, id, .width, 0, multiplier: [0.5, 1, 2][random.below(3)], priority: 200)
                    constraints.append(ratio)
                    toggleable.append(ratio)
                }
            }
            constraints.append(c("content", .bottom, .equal, "v\(n - 1)", .bottom, 20))
        case .stacks:
            var outer = View("outer", kind: .stackView)
            outer.stack?.axis = .vertical
            outer.stack?.spacing = 8
            for row in 0..<(8 + random.below(8)) {
                var inner = View("row\(row)", kind: .stackView)
                inner.stack?.axis = .horizontal
                inner.stack?.spacing = Double(random.below(12))
                inner.stack?.distribution = [.fill, .fillEqually, .equalSpacing, .fillProportionally][random.below(4)]
                inner.stack?.alignment = [.fill, .top, .center, .bottom][random.below(4)]
                for column in 0..<(1 + random.below(4)) {
                    let id = "r\(row)c\(column)"
                    names.append(id)
                    var item = label(id, width: Double(20 + random.below(60)), height: Double(12 + random.below(30)))
                    item.contentHuggingPriority.horizontal = Priority(Float(200 + random.below(100)))
                    inner.subviews.append(item)
                    if random.below(3) == 0 {
                        let minimum = c(id, .height, .greaterThanOrEqual, nil, nil, Double(10 + random.below(40)), priority: [Priority.required, 999, 600, 400][random.below(4)])
                        constraints.append(minimum)
                        editable.append(minimum)
                        toggleable.append(minimum)
                    }
                }
                outer.subviews.append(inner)
            }
            subviews = [outer]
            names.append("outer")
            constraints += edges(.view("outer"), .view("content"), inset: 16)
        case .grid:
            let rows = 4 + random.below(6), columns = 2 + random.below(3)
            for row in 0..<rows {
                for column in 0..<columns {
                    let id = "g\(row)x\(column)"
                    names.append(id)
                    subviews.append(plain(id))
                    constraints.append(column == 0 ? c(id, .leading, .equal, "content", .leading, 12)
                                                   : c(id, .leading, .equal, "g\(row)x\(column - 1)", .trailing, 8))
                    if column > 0 { constraints.append(c(id, .width, .equal, "g\(row)x0", .width)) }
                    constraints.append(row == 0 ? c(id, .top, .equal, "content", .top, 12)
                                                : c(id, .top, .equal, "g\(row - 1)x\(column)", .bottom, 8))
                    let aspect = c(id, .height, .equal, id, .width, 0, multiplier: [0.75, 1, 1.5][random.below(3)], priority: [Priority(999), 500][random.below(2)])
                    let cap = c(id, .height, .lessThanOrEqual, nil, nil, Double(60 + random.below(120)), priority: 750)
                    constraints += [aspect, cap]
                    editable.append(cap)
                    toggleable.append(cap)
                }
                constraints.append(c("g\(row)x\(columns - 1)", .trailing, .equal, "content", .trailing, -12))
            }
            constraints.append(c("content", .bottom, .equal, "g\(rows - 1)x0", .bottom, 12))
        }
        let root = plain("root", [View("scroll", kind: .scrollView, subviews: [plain("content", subviews)])])
        return (Layout(name: shape.rawValue, screen: .iPhone15, root: root, constraints: constraints), editable, toggleable, names)
    }

    /// The largest difference between the two engines' frames and content sizes.
    static func difference(_ a: LayoutEngine, _ b: LayoutEngine) -> Double {
        a.result.largestDifference(from: b.result)
    }

    @Test("the same frames after every one of 1 000 random changes", arguments: [
        (Shape.chain, UInt64(1)), (.chain, 2), (.stacks, 3), (.stacks, 4), (.grid, 5), (.grid, 6),
    ])
    func sameFrames(shape: Shape, seed: UInt64) throws {
        let (layout, editable, toggleable, views) = Self.layout(shape, seed: seed)
        var fast = try LayoutEngine(layout, fastPath: true)
        var general = try LayoutEngine(layout, fastPath: false)
        #expect(Self.difference(fast, general) < 1e-6)
        // The premise: one solution. An ambiguous or conflicting layout has many, and the two
        // paths could rightly pick different ones.
        let doubts = fast.diagnose().filter { ["ambiguous-layout", "conflicting-constraints", "scroll-content-height-ambiguous"].contains($0.rule.rawValue) }
        #expect(doubts.isEmpty, "\(doubts.map(\.message))")
        var random = SplitMix64(seed: seed &* 7919)
        var hidden = Set<String>()
        var worst = 0.0
        for step in 0..<1000 {
            switch random.below(8) {
            case 0...3 where !editable.isEmpty:
                let constraint = editable[random.below(editable.count)]
                let constant = Double(random.below(150))
                try fast.setConstant(constant, for: constraint.id)
                try general.setConstant(constant, for: constraint.id)
            case 4 where !toggleable.isEmpty:
                // Switching these on or off never leaves a view undetermined.
                let constraint = toggleable[random.below(toggleable.count)]
                let active = random.below(2) == 0
                try fast.setActive(active, for: constraint.id)
                try general.setActive(active, for: constraint.id)
            case 5, 6:
                let id = views[random.below(views.count)]
                let hide = !hidden.contains(id)
                try fast.setHidden(hide, for: id)
                try general.setHidden(hide, for: id)
                if hide { hidden.insert(id) } else { hidden.remove(id) }
            default:
                let screen = Screen(name: "w", width: Double(320 + random.below(120)), height: 852,
                                    safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
                try fast.setScreen(screen)
                try general.setScreen(screen)
            }
            let difference = Self.difference(fast, general)
            worst = max(worst, difference)
            if difference > 1e-6 {
                Issue.record("\(shape) seed \(seed): frames differ by \(difference) after change \(step)")
                break
            }
            // Constants change in place (`Solver.replace`): the incremental result must be the
            // one a fresh engine computes from the changed layout.
            if step % 100 == 99 {
                // The registry's indexes stay in step through every kind of change.
                #expect(fast.registryInvariantViolations.isEmpty, "\(shape) seed \(seed) after change \(step): \(fast.registryInvariantViolations.prefix(3))")
                #expect(general.registryInvariantViolations.isEmpty, "\(shape) seed \(seed) after change \(step): \(general.registryInvariantViolations.prefix(3))")
                let fresh = try LayoutEngine(fast.layout)
                let drift = Self.difference(fast, fresh)
                #expect(drift < 1e-6, "\(shape) seed \(seed): \(drift) from a fresh layout after change \(step)")
            }
        }
        #expect(worst < 1e-6)
        #expect(fast.solverInvariantViolations.isEmpty)
        #expect(general.solverInvariantViolations.isEmpty)
        #expect(fast.registryInvariantViolations.isEmpty && general.registryInvariantViolations.isEmpty)
    }
}
