import TestSupport
import Cassowary
import Foundation

/// The solver workloads W1, W2 and W3 described in Documentation/Benchmarks.md.
enum SolverWorkloads {
    // MARK: Strengths

    /// Maps a kiwi strength to one of our exact levels, keeping kiwi's order:
    /// required stays required; 1…1e6 maps to 250…750 on a log scale
    /// (weak 1 → 250, medium 1e3 → 500, mmedium 1250 → 508, smedium 1e5 → 667, strong 1e6 → 750).
    static func strength(kiwi value: Double) -> Strength {
        if value >= 1_001_001_000 { return .required }
        let clamped = min(max(value, 1), 1e6)
        return Strength(250 + 500 * log10(clamped) / 6)
    }

    // MARK: W1

    struct Spec {
        struct Item {
            var terms: [(Double, Int)]
            var constant: Double
            var relation: Relation
            var strength: Strength
        }
        var names: [String] = []
        var edits: [(Int, Strength)] = []
        var constraints: [Item] = []
    }

    /// Reads `enaml_like.txt` (format in its header).
    static func loadSpec(_ text: String) -> Spec? {
        var spec = Spec()
        var strengths: [String: Double] = [:]
        var index: [String: Int] = [:]
        func strengthValue(_ token: String) -> Double? { strengths[token] ?? Double(token) }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let keyword = words.first else { continue }
            switch keyword {
            case "strength":
                guard words.count >= 3, let value = Double(words[2]) else { return nil }
                strengths[words[1]] = value
            case "vars":
                for name in words.dropFirst() {
                    index[name] = spec.names.count
                    spec.names.append(name)
                }
            case "edit":
                guard words.count >= 3, let variable = index[words[1]], let value = strengthValue(words[2]) else { return nil }
                spec.edits.append((variable, strength(kiwi: value)))
            case "c":
                guard words.count >= 4, let value = strengthValue(words[1]), let constant = Double(words[3]) else { return nil }
                let relation: Relation = words[2] == "==" ? .equal : (words[2] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
                var terms: [(Double, Int)] = []
                var position = 4
                while position + 1 < words.count {
                    guard let coefficient = Double(words[position]), let variable = index[words[position + 1]] else { return nil }
                    terms.append((coefficient, variable))
                    position += 2
                }
                spec.constraints.append(Spec.Item(terms: terms, constant: constant, relation: relation, strength: strength(kiwi: value)))
            default:
                return nil
            }
        }
        return spec
    }

    struct W1System {
        var variables: [Variable]
        var solver: Solver
        /// Where `updateVariables` writes, as kiwi writes into its variables.
        var values: [Double] = []
    }

    static func buildW1(_ spec: Spec) -> W1System {
        let variables = spec.names.map { Variable($0) }
        var solver = Solver()
        for (variable, strength) in spec.edits { try? solver.addEditVariable(variables[variable], strength: strength) }
        for item in spec.constraints {
            let expression = Expression(item.terms.map { Term(variables[$0.1], $0.0) }, constant: item.constant)
            try? solver.add(Constraint(expression, item.relation, strength: item.strength))
        }
        var total = 0.0
        for variable in variables { total += solver.value(of: variable) }
        BenchmarkReport.sink += total
        return W1System(variables: variables, solver: solver)
    }

    static func runW1(_ spec: Spec, samples: Int) {
        let buildsPerSample = 200
        var build: [Double] = []
        for _ in 0..<samples {
            var total = 0.0
            for _ in 0..<buildsPerSample {
                var system: W1System?
                total += BenchmarkReport.seconds { system = buildW1(spec) }
                BenchmarkReport.sink += system.map { $0.solver.value(of: $0.variables[0]) } ?? 0
            }
            build.append(total / Double(buildsPerSample))
        }
        BenchmarkReport.report("W1", "build", build, unit: "us", scale: 1e6, extra: "constraints=\(spec.constraints.count)")

        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        var system = buildW1(spec)
        let width = system.variables[0]
        let height = system.variables[1]
        var cycle: [Double] = []
        var repeatSamples: [Double] = []
        for _ in 0..<samples {
            let ops = 6000
            cycle.append(BenchmarkReport.seconds {
                for k in 0..<ops {
                    try? system.solver.suggestValue(sizes[k % 6].0, for: width)
                    try? system.solver.suggestValue(sizes[k % 6].1, for: height)
                    updateVariables(&system.solver, system.variables, into: &system.values)
                }
            } / Double(ops))
            repeatSamples.append(BenchmarkReport.seconds {
                for size in sizes {
                    for _ in 0..<1000 {
                        try? system.solver.suggestValue(size.0, for: width)
                        try? system.solver.suggestValue(size.1, for: height)
                        updateVariables(&system.solver, system.variables, into: &system.values)
                    }
                }
            } / 6000)
        }
        let check = "check_width=\(BenchmarkReport.format(system.solver.value(of: width))) check_height=\(BenchmarkReport.format(system.solver.value(of: height)))"
        BenchmarkReport.report("W1", "suggest_cycle", cycle, unit: "ns/op", scale: 1e9, extra: check)
        BenchmarkReport.report("W1", "suggest_repeat", repeatSamples, unit: "ns/op", scale: 1e9)
    }

    // MARK: W2

    struct Stack {
        var n = 0
        var cx = Variable("cx"), cy = Variable("cy"), cw = Variable("cw"), ch = Variable("ch")
        var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []
        var all: [Constraint] = []
        var widthPin: Constraint? = nil
        var hStrong: [Constraint] = []
        var solver = Solver()
        /// Every variable in the order it was made (the container's, then each view's x, y, w
        /// and h): the order kiwi's `updateVariables()` visits them, its map being sorted by the
        /// address of each variable's data, allocated one after another.
        var allVariables: [Variable] = []
        /// Where `updateVariables` writes, as kiwi writes into its variables.
        var values: [Double] = []
    }

    /// Builds the stack and returns (create objects, add constraints, update) seconds.
    static func buildStack(_ stack: inout Stack, n: Int) -> (Double, Double, Double) {
        let t0 = ContinuousClock.now
        stack.n = n
        stack.cx = Variable("cx"); stack.cy = Variable("cy"); stack.cw = Variable("cw"); stack.ch = Variable("ch")
        stack.x = []; stack.y = []; stack.w = []; stack.h = []
        stack.x.reserveCapacity(n); stack.y.reserveCapacity(n); stack.w.reserveCapacity(n); stack.h.reserveCapacity(n)
        for _ in 0..<n {
            stack.x.append(Variable()); stack.y.append(Variable()); stack.w.append(Variable()); stack.h.append(Variable())
        }
        stack.all = []
        stack.all.reserveCapacity(5 * n + 4)
        stack.hStrong = []
        stack.hStrong.reserveCapacity(n)
        stack.all.append(Constraint(Expression(stack.cx), .equal))
        stack.all.append(Constraint(Expression(stack.cy), .equal))
        let pin = Constraint(Expression([Term(stack.cw)], constant: -375), .equal)
        stack.widthPin = pin
        stack.all.append(pin)
        for i in 0..<n {
            stack.all.append(Constraint(Expression([Term(stack.x[i]), Term(stack.cx, -1)], constant: -16), .equal))
            stack.all.append(Constraint(Expression([Term(stack.w[i]), Term(stack.cw, -1)], constant: 32), .equal))
            if i == 0 {
                stack.all.append(Constraint(Expression([Term(stack.y[0]), Term(stack.cy, -1)], constant: -8), .equal))
            } else {
                stack.all.append(Constraint(Expression([Term(stack.y[i]), Term(stack.y[i - 1], -1), Term(stack.h[i - 1], -1)], constant: -8), .equal))
            }
            stack.all.append(Constraint(Expression([Term(stack.h[i])], constant: -44), .greaterThanOrEqual))
            let strong = Constraint(Expression([Term(stack.h[i])], constant: -(44 + Double(i % 7) * 10)), .equal, strength: .strong)
            stack.hStrong.append(strong)
            stack.all.append(strong)
        }
        stack.all.append(Constraint(Expression([Term(stack.cy), Term(stack.ch), Term(stack.y[n - 1], -1), Term(stack.h[n - 1], -1)], constant: -8), .equal))
        stack.solver = Solver()
        stack.allVariables = [stack.cx, stack.cy, stack.cw, stack.ch]
        stack.allVariables.reserveCapacity(4 * n + 4)
        for i in 0..<n { stack.allVariables += [stack.x[i], stack.y[i], stack.w[i], stack.h[i]] }
        let t1 = ContinuousClock.now
        for constraint in stack.all { try? stack.solver.add(constraint) }
        let t2 = ContinuousClock.now
        updateVariables(&stack.solver, stack.allVariables, into: &stack.values)
        let t3 = ContinuousClock.now
        func span(_ a: ContinuousClock.Instant, _ b: ContinuousClock.Instant) -> Double {
            let d = b - a
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        return (span(t0, t1), span(t1, t2), span(t2, t3))
    }

    /// Our `updateVariables()`: every variable's value copied out in one call
    /// (`Solver.values(of:into:)`), as kiwi's writes each variable's value.
    /// The solver is passed `inout` so that reading it never copies it: a by-value argument
    /// taken from a variable a closure captures is copied (every array retained and released),
    /// which cost more than the reads themselves (W1 1 190 ns per op with the copy, 860 without).
    @inline(never)
    static func updateVariables(_ solver: inout Solver, _ variables: [Variable], into values: inout [Double]) {
        solver.values(of: variables, into: &values)
        BenchmarkReport.sink += values[values.count / 2]
    }

    /// The largest deviation from the expected layout for container width `width`.
    static func stackError(_ stack: Stack, width: Double) -> Double {
        var error = 0.0
        var expectedY = 8.0
        let s = stack.solver
        for i in 0..<stack.n {
            let expectedH = 44 + Double(i % 7) * 10
            error = max(error, abs(s.value(of: stack.x[i]) - 16))
            error = max(error, abs(s.value(of: stack.w[i]) - (width - 32)))
            error = max(error, abs(s.value(of: stack.h[i]) - expectedH))
            error = max(error, abs(s.value(of: stack.y[i]) - expectedY))
            expectedY += expectedH + 8
        }
        return max(error, abs(s.value(of: stack.ch) - expectedY))
    }

    /// One size's W2 samples, gathered round by round.
    struct W2Samples {
        var build: [Double] = [], create: [Double] = [], add: [Double] = [], updateB: [Double] = []
        var update: [Double] = [], edit: [Double] = [], readd: [Double] = []
        /// The largest deviation from the hand-computed layout in any sample.
        var worst = 0.0
        /// The process's peak resident set right after this size's first sample.
        var peakMegabytes = 0.0
        /// The resident set before W2's first sample: the program and the libraries it loads
        /// (Foundation among them, for the other workloads), which the solver never uses.
        var startMegabytes = 0.0
    }

    /// W2 at every size, in rounds: each round takes one sample of each size, smallest first.
    /// The sizes' samples then spread over the same stretch of time, so a machine whose speed
    /// changes during a run (a shared host: the development machine switched between two
    /// speeds 1.6x apart) slows both sizes alike and the growth lines compare like with like;
    /// size after size, one size's samples could all fall in a fast phase and the next one's
    /// in a slow one. Every round runs the sizes in ascending order, so the peak resident set
    /// after a size's first sample is that size's peak.
    static func runW2(sizes unordered: [Int], samples: Int) {
        let sizes = Array(Set(unordered)).sorted()
        var results = [W2Samples](repeating: W2Samples(), count: sizes.count)
        let start = Double(BenchmarkReport.processStatusKilobytes("VmRSS") ?? 0) / 1024
        for index in results.indices { results[index].startMegabytes = start }
        for round in 0..<samples {
            for (index, n) in sizes.enumerated() {
                sampleW2(n: n, into: &results[index])
                if round == 0 { results[index].peakMegabytes = BenchmarkReport.peakResidentMegabytes }
            }
        }
        for (index, n) in sizes.enumerated() { reportW2(n: n, results[index]) }
    }

    /// The operations each W2 sample repeats at size `n`: builds averaged, value reads, edits,
    /// removals with re-adds.
    static func w2Repeats(_ n: Int) -> (builds: Int, reads: Int, edits: Int, readds: Int) {
        let builds = n <= 100 ? 50 : (n <= 300 ? 10 : (n <= 1000 ? 3 : 1))
        let reads = n >= 3000 ? 50 : 200
        let edits = n >= 10000 ? 200 : 1000
        let readds = n <= 1000 ? 1000 : (n <= 3000 ? 100 : 20)
        return (builds, reads, edits, readds)
    }

    /// Takes one W2 sample at size `n`.
    static func sampleW2(n: Int, into result: inout W2Samples) {
        let repeats = w2Repeats(n)
        var acc = (0.0, 0.0, 0.0)
        // Every build starts on a heap with nothing spare (``HeapTrim``), whatever ran before.
        for _ in 0..<(repeats.builds - 1) {
            var scratch = Stack()
            HeapTrim.returnFreeMemory()
            let p = buildStack(&scratch, n: n)
            acc.0 += p.0; acc.1 += p.1; acc.2 += p.2
        }
        var stack = Stack()
        HeapTrim.returnFreeMemory()
        let p = buildStack(&stack, n: n)
        acc.0 += p.0; acc.1 += p.1; acc.2 += p.2
        let reps = Double(repeats.builds)
        result.create.append(acc.0 / reps); result.add.append(acc.1 / reps); result.updateB.append(acc.2 / reps)
        result.build.append((acc.0 + acc.1 + acc.2) / reps)
        result.worst = max(result.worst, stackError(stack, width: 375))

        result.update.append(BenchmarkReport.seconds {
            for _ in 0..<repeats.reads { updateVariables(&stack.solver, stack.allVariables, into: &stack.values) }
        } / Double(repeats.reads))

        if let pin = stack.widthPin { try? stack.solver.remove(pin) }
        try? stack.solver.addEditVariable(stack.cw, strength: .strong)
        try? stack.solver.suggestValue(375, for: stack.cw)
        updateVariables(&stack.solver, stack.allVariables, into: &stack.values)
        var lastWidth = 375.0
        result.edit.append(BenchmarkReport.seconds {
            for k in 0..<repeats.edits {
                lastWidth = 320 + Double((k * 7919) % 1000) * 0.5
                try? stack.solver.suggestValue(lastWidth, for: stack.cw)
                updateVariables(&stack.solver, stack.allVariables, into: &stack.values)
            }
        } / Double(repeats.edits))
        result.worst = max(result.worst, stackError(stack, width: lastWidth))

        let middle = stack.hStrong[n / 2]
        result.readd.append(BenchmarkReport.seconds {
            for _ in 0..<repeats.readds {
                try? stack.solver.remove(middle)
                try? stack.solver.add(middle)
            }
        } / Double(repeats.readds))
        updateVariables(&stack.solver, stack.allVariables, into: &stack.values)
        result.worst = max(result.worst, stackError(stack, width: lastWidth))
    }

    /// Prints one size's W2 results.
    static func reportW2(n: Int, _ result: W2Samples) {
        let workload = "W2-\(n)"
        let constraintCount = 5 * n + 4
        let repeats = w2Repeats(n)
        let extra = "constraints=\(constraintCount) KE=\(repeats.edits) KR=\(repeats.readds) peak_rss_mb=\(BenchmarkReport.format(result.peakMegabytes)) start_rss_mb=\(BenchmarkReport.format(result.startMegabytes))"
        BenchmarkReport.report(workload, "build_total", result.build, unit: "ms", scale: 1e3, extra: extra, inRounds: true)
        BenchmarkReport.report(workload, "build_constraints_per_s", result.build.map { Double(constraintCount) / $0 }, unit: "cn/s", scale: 1)
        BenchmarkReport.report(workload, "build_create_objects", result.create, unit: "ms", scale: 1e3, inRounds: true)
        BenchmarkReport.report(workload, "build_add_constraints", result.add, unit: "ms", scale: 1e3, inRounds: true)
        BenchmarkReport.report(workload, "build_update_variables", result.updateB, unit: "ms", scale: 1e3, inRounds: true)
        BenchmarkReport.report(workload, "update_variables", result.update, unit: "us/call", scale: 1e6, inRounds: true)
        BenchmarkReport.report(workload, "edit_suggest_update", result.edit, unit: "us/op", scale: 1e6, inRounds: true)
        BenchmarkReport.report(workload, "remove_readd_height", result.readd, unit: "us/op", scale: 1e6,
                               extra: "max_layout_error=\(BenchmarkReport.format(result.worst))", inRounds: true)
    }

    // MARK: W3


    struct RandomConstraint {
        var variables: [Int]
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var level: Int
    }

    static func generate(variables v: Int, constraints c: Int, window w: Int, seed: UInt64) -> ([Double], [RandomConstraint]) {
        var rng = SplitMix64(seed: seed)
        var ground: [Int64] = []
        for _ in 0..<v { ground.append(Int64(rng.rnd(1001))) }
        var result: [RandomConstraint] = []
        for _ in 0..<c {
            let termCount = 2 + Int(rng.rnd(3))
            var chosen: [Int] = []
            var coefficients: [Double] = []
            var first = -1
            var sum: Int64 = 0
            for t in 0..<termCount {
                var variable: Int
                repeat {
                    if w == 0 || t == 0 {
                        variable = Int(rng.rnd(UInt64(v)))
                    } else {
                        variable = (first + 1 + Int(rng.rnd(UInt64(w)))) % v
                    }
                } while chosen.contains(variable)
                if t == 0 { first = variable }
                var a = 1 + Int64(rng.rnd(4))
                if rng.rnd(2) == 1 { a = -a }
                chosen.append(variable)
                coefficients.append(Double(a))
                sum += a * ground[variable]
            }
            let op = Int(rng.rnd(3))
            let level = Int(rng.rnd(4))
            let margin = Int64(rng.rnd(101))
            let offset = Int64(rng.rnd(201))
            let k: Int64
            if level == 0 {
                k = op == 0 ? -sum : (op == 1 ? -sum - margin : -sum + margin)
            } else {
                k = -sum + (offset - 100)
            }
            let relation: Relation = op == 0 ? .equal : (op == 1 ? .lessThanOrEqual : .greaterThanOrEqual)
            result.append(RandomConstraint(variables: chosen, coefficients: coefficients, constant: Double(k), relation: relation, level: level))
        }
        return (ground.map(Double.init), result)
    }

    static func runW3(name: String, variables v: Int, constraints c: Int, window w: Int, samples: Int) {
        let (ground, spec) = generate(variables: v, constraints: c, window: w, seed: 20_240_601)
        let strengths: [Strength] = [.required, .strong, .medium, .weak]
        var times: [Double] = []
        var accepted = 0, unsat = 0, other = 0
        var maxResidual = 0.0, sumValues = 0.0
        var perLevel = [0.0, 0.0, 0.0, 0.0]
        for _ in 0..<samples {
            let vars = (0..<v).map { _ in Variable() }
            let constraints = spec.map { item in
                Constraint(Expression(zip(item.variables, item.coefficients).map { Term(vars[$0.0], $0.1) }, constant: item.constant),
                           item.relation, strength: strengths[item.level])
            }
            let stays = (0..<v).map { Constraint(Expression([Term(vars[$0])], constant: -ground[$0]), .equal, strength: .weak) }
            accepted = 0; unsat = 0; other = 0
            var solver = Solver()
            times.append(BenchmarkReport.seconds {
                solver = Solver()
                for stay in stays { try? solver.add(stay) }
                for constraint in constraints {
                    do {
                        try solver.add(constraint)
                        accepted += 1
                    } catch SolverError.unsatisfiable {
                        unsat += 1
                    } catch {
                        other += 1
                    }
                }
                var total = 0.0
                for variable in vars { total += solver.value(of: variable) }
                BenchmarkReport.sink += total
            })
            sumValues = vars.reduce(0) { $0 + solver.value(of: $1) }
            perLevel = [0, 0, 0, 0]
            maxResidual = 0
            for j in 0..<v { perLevel[3] += abs(solver.value(of: vars[j]) - ground[j]) }
            for (index, item) in spec.enumerated() {
                let value = constraints[index].expression.value { solver.value(of: $0) }
                let violation: Double
                switch item.relation {
                case .equal: violation = abs(value)
                case .lessThanOrEqual: violation = max(0, value)
                case .greaterThanOrEqual: violation = max(0, -value)
                }
                if item.level == 0 { maxResidual = max(maxResidual, violation) } else { perLevel[item.level] += violation }
            }
        }
        let weighted = perLevel[1] * 1e6 + perLevel[2] * 1e3 + perLevel[3]
        var extra = "V=\(v) C=\(c) window=\(w) stays=\(v) accepted=\(accepted) unsat=\(unsat) other_errors=\(other)"
        extra += " max_required_residual=\(BenchmarkReport.format(maxResidual)) sum_values=\(BenchmarkReport.format(sumValues))"
        extra += " objective_strong=\(BenchmarkReport.format(perLevel[1])) objective_medium=\(BenchmarkReport.format(perLevel[2]))"
        extra += " objective_weak=\(BenchmarkReport.format(perLevel[3])) objective_kiwi_weighted=\(BenchmarkReport.format(weighted))"
        BenchmarkReport.report(name, "add_all", times, unit: "ms", scale: 1e3, extra: extra)
        BenchmarkReport.report(name, "per_constraint", times.map { $0 / Double(c + v) }, unit: "us", scale: 1e6)
    }
}

extension SplitMix64 {
    /// A number in `0..<n`, as kiwi's harness draws it.
    mutating func rnd(_ n: UInt64) -> UInt64 { next() % n }
}
