import Foundation
import Fuzzing
import TestSupport
import ScrollLayout

/// S1: a million random incremental changes to a 1 000-view layout (constant edits, activations,
/// hide/show, screen resizes). Every 1 000 changes the solver's invariants are checked; every
/// 100 000 the layout is rebuilt from scratch and every frame compared with the incremental one,
/// so drift cannot hide. Resident memory is reported after the build, at the first of those
/// checks (which builds a second engine once) and at the end: from the first check on it must
/// stay flat.
enum SoakWorkload {
    /// A scroll view whose content holds a chain of views with strong heights; every tenth view
    /// has an override (`height == 80 @800`) that the soak switches on and off.
    static func layout(views n: Int) -> (Layout, heights: [LayoutConstraint], overrides: [LayoutConstraint]) {
        var (layout, heights) = LayoutWorkloads.chainLayout(n)
        let strong = Set(heights.map(\.id))
        for index in layout.constraints.indices where strong.contains(layout.constraints[index].id) {
            layout.constraints[index].priority = .defaultHigh
        }
        heights = layout.constraints.filter { strong.contains($0.id) }
        var overrides: [LayoutConstraint] = []
        for index in stride(from: 0, to: n, by: 10) {
            let override = LayoutConstraint(Anchor(.view("v\(index)"), .height), .equal, nil, constant: 80, priority: 800,
                                            isActive: index % 20 == 0)
            overrides.append(override)
            layout.constraints.append(override)
        }
        return (layout, heights, overrides)
    }

    static func run(steps: Int, views n: Int, seed: UInt64) {
        let (layout, heights, overrides) = layout(views: n)
        guard var engine = try? LayoutEngine(layout) else {
            print("S1: the soak layout does not build")
            exit(1)
        }
        var random = Mutator(seed: seed)
        var active = Dictionary(uniqueKeysWithValues: overrides.map { ($0.id, $0.isActive) })
        var hidden = Set<String>()
        let startMemory = residentKilobytes()
        let clock = ContinuousClock()
        let start = clock.now
        var failures = 0
        var warmMemory = 0
        print("# S1 \(n) views, \(steps) changes, seed \(seed); memory at start \(startMemory) kB")
        for step in 1...steps {
            do {
                switch random.below(10) {
                case 0...4:
                    let constraint = heights[random.below(heights.count)]
                    try engine.setConstant(20 + Double(random.below(200)), for: constraint.id)
                case 5, 6:
                    let override = overrides[random.below(overrides.count)]
                    let now = !(active[override.id] ?? false)
                    try engine.setActive(now, for: override.id)
                    active[override.id] = now
                case 7, 8:
                    let id = "v\(random.below(n))"
                    let now = !hidden.contains(id)
                    try engine.setHidden(now, for: id)
                    if now { hidden.insert(id) } else { hidden.remove(id) }
                default:
                    let width = 320 + Double(random.below(9)) * 16
                    try engine.setScreen(Screen(name: "soak", width: width, height: 852,
                                                safeAreaInsets: EdgeInsets(top: 59, bottom: 34)))
                }
            } catch {
                failures += 1
                print("S1 step \(step): a change failed: \(error)")
            }
            if step % 1000 == 0, !engine.solverInvariantViolations.isEmpty {
                print("S1 step \(step): solver invariants broken: \(engine.solverInvariantViolations.prefix(3))")
                exit(1)
            }
            if step % max(1000, min(100_000, steps / 10)) == 0 || step == steps {
                let drift = largestDrift(engine)
                let elapsed = start.duration(to: clock.now)
                if warmMemory == 0 { warmMemory = residentKilobytes() }
                print("#   \(step) changes, \(elapsed), memory \(residentKilobytes()) kB, largest drift from a fresh solve \(drift)")
                if drift > 1e-6 {
                    print("S1 step \(step): the incremental layout drifted from a fresh solve by \(drift)")
                    exit(1)
                }
            }
        }
        let endMemory = residentKilobytes()
        let seconds = Double(start.duration(to: clock.now).components.seconds)
        print("RESULT S1-\(n) soak changes=\(steps) failures=\(failures) seconds=\(Int(seconds)) "
              + "memory_start_kB=\(startMemory) memory_first_check_kB=\(warmMemory) memory_end_kB=\(endMemory)")
        if failures > 0 { exit(1) }
    }

    /// The largest difference between the engine's frames and a fresh engine's for its layout.
    static func largestDrift(_ engine: LayoutEngine) -> Double {
        guard let fresh = try? LayoutEngine(engine.layout) else { return .infinity }
        return engine.result.largestDifference(from: fresh.result)
    }

    /// Resident memory (`VmRSS` of /proc/self/status), 0 where the file is missing.
    static func residentKilobytes() -> Int {
        BenchmarkReport.processStatusKilobytes("VmRSS") ?? 0
    }
}
