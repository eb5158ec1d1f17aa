/// A run of the mutation fuzzer against one target: inputs are seeds (examples, the IB corpus)
/// mutated again and again; an input that ends in an outcome not seen before joins the pool,
/// so mutations build on inputs that reached new code (a crude stand-in for coverage).
public struct FuzzCampaign: Sendable {
    /// The target.
    public let target: FuzzTarget
    /// Inputs mutations start from.
    public private(set) var pool: [[UInt8]]
    /// Inputs run so far.
    public private(set) var iterations = 0
    /// How many inputs ended each way.
    public private(set) var outcomes: [FuzzTarget.Outcome: Int] = [:]
    /// The longest time one input took.
    public private(set) var slowest: Duration = .zero
    /// The input that took `slowest` (to replay a near-hang: a slow input is a finding too).
    public private(set) var slowestInput: [UInt8] = []
    /// The largest input is capped so runs stay fast; bigger inputs are cut.
    public static let maximumInputSize = 512 * 1024

    private var mutator: Mutator

    /// A campaign over the seed inputs; `seed` fixes every choice, so a run can be repeated.
    public init(target: FuzzTarget, seeds: [[UInt8]], seed: UInt64) {
        self.target = target
        self.pool = seeds.isEmpty ? [[]] : seeds
        self.mutator = Mutator(seed: seed)
    }

    /// Runs `count` inputs, or as many as fit in `duration` when it is given. `before` sees each
    /// input before it runs (to save it: if the process dies, the saved input is the culprit).
    public mutating func run(count: Int, duration: Duration? = nil, before: ([UInt8]) -> Void = { _ in }) {
        let clock = ContinuousClock()
        let start = clock.now
        var done = 0
        while duration.map({ start.duration(to: clock.now) < $0 }) ?? (done < count) {
            let base = pool[mutator.below(pool.count)]
            let other = pool[mutator.below(pool.count)]
            var input = mutator.mutate(base, splicing: other)
            if input.count > FuzzCampaign.maximumInputSize { input.removeSubrange(FuzzCampaign.maximumInputSize...) }
            before(input)
            let began = clock.now
            let outcome = target.run(input)
            let took = began.duration(to: clock.now)
            if took > slowest {
                slowest = took
                slowestInput = input
            }
            if outcomes[outcome] == nil, pool.count < 256 { pool.append(input) }
            outcomes[outcome, default: 0] += 1
            iterations += 1
            done += 1
        }
    }

    /// One line per outcome, most frequent first.
    public var summary: String {
        let lines = outcomes.sorted { $0.value > $1.value }.map { outcome, count -> String in
            switch outcome {
            case .accepted: return "  accepted \(count)"
            case .refused(let kind): return "  refused (\(kind)) \(count)"
            }
        }
        return "\(target.rawValue): \(iterations) inputs, slowest \(slowest)\n" + lines.joined(separator: "\n")
    }
}
