/// The seeded generator (SplitMix64) of the fuzzer, the random tests and the benchmark
/// workloads: the same sequence as kiwi's harness for the W3 systems, and reproducible runs.
public struct SplitMix64: Sendable {
    /// The generator's state.
    public var state: UInt64

    /// A generator whose sequence follows from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (0 when `n` is not positive).
    public mutating func below(_ n: Int) -> Int { n > 0 ? Int(next() % UInt64(n)) : 0 }

    /// True with probability `percent`/100.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
