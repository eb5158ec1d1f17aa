import TestSupport

/// Seeded, reproducible mutations of text inputs: the engine of ScrollLayout's fuzzing harness
/// (a mutation fuzzer in the tests and in `scroll-layout-benchmarks --only F1`, not libFuzzer:
/// it needs nothing beyond the toolchain and runs the same on every machine).
///
/// Each mutation works on bytes, so inputs stop being valid UTF-8, lose their closing brackets,
/// grow numbers past `Double`'s range or gain tokens the parsers treat specially.
public struct Mutator: Sendable {
    /// Tokens that parsers of JSON, XML and equations give meaning to, and values that break numbers.
    static let tokens: [String] = [
        "{", "}", "[", "]", "\"", ":", ",", "<", ">", "/>", "</", "&", "&amp;", "&#0;", "<!--", "]]>",
        "NaN", "nan", "inf", "-inf", "1e309", "-1e309", "1e-320", "0x1p3", "-0", "9999999999999999999999",
        "==", "<=", ">=", "@", "*", "+", "-", ".", "@1001", "@-1", "* 0", "top", "bottom", "edges",
        "contentLayoutGuide", "safeArea", "id=\"", "firstItem=\"", "multiplier=\"", "constant=\"",
        "\u{0}", "\u{FEFF}", "\u{202E}", "é", "\\u0000", "\\ud800", "null", "true", "-",
    ]

    private var random: SplitMix64

    /// A mutator whose choices follow from `seed`.
    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// The next pseudo-random number.
    public mutating func next() -> UInt64 { random.next() }

    /// A number in `0..<n` (0 when `n` is not positive).
    public mutating func below(_ n: Int) -> Int { random.below(n) }

    /// One to four mutations of `input`; `other` is spliced in by some of them.
    public mutating func mutate(_ input: [UInt8], splicing other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(4) { mutateOnce(&bytes, other: other) }
        return bytes
    }

    private mutating func mutateOnce(_ bytes: inout [UInt8], other: [UInt8]) {
        let position = below(bytes.count + 1)
        switch below(10) {
        case 0 where !bytes.isEmpty:  // flip a bit
            let index = below(bytes.count)
            bytes[index] ^= UInt8(1 << below(8))
        case 1 where !bytes.isEmpty:  // a random byte
            bytes[below(bytes.count)] = UInt8(truncatingIfNeeded: next())
        case 2 where !bytes.isEmpty:  // delete a range
            let length = min(bytes.count - min(position, bytes.count), 1 + below(16))
            bytes.removeSubrange(min(position, bytes.count)..<min(position, bytes.count) + length)
        case 3 where !bytes.isEmpty:  // duplicate a range
            let start = below(bytes.count)
            let end = min(bytes.count, start + 1 + below(64))
            bytes.insert(contentsOf: bytes[start..<end], at: position)
        case 4, 5:  // a meaningful token
            bytes.insert(contentsOf: Array(Mutator.tokens[below(Mutator.tokens.count)].utf8), at: position)
        case 6 where !other.isEmpty:  // splice from another input
            let start = below(other.count)
            let end = min(other.count, start + 1 + below(256))
            bytes.insert(contentsOf: other[start..<end], at: position)
        case 7:  // change a number in place
            if let range = numberRange(in: bytes, near: position) {
                let replacement = ["0", "-1", "1e308", "-1e308", "NaN", "1e400", "0.000000001", "4294967296", "-0.0"]
                bytes.replaceSubrange(range, with: Array(replacement[below(replacement.count)].utf8))
            }
        case 8 where !bytes.isEmpty:  // truncate
            bytes.removeSubrange(below(bytes.count)...)
        default:  // repeat a short run many times (deep nesting, long lines)
            let start = below(bytes.count + 1)
            let end = min(bytes.count, start + 1 + below(8))
            let run = Array(bytes[start..<end])
            for _ in 0..<(1 + below(200)) { bytes.insert(contentsOf: run, at: position) }
        }
    }

    /// The digits around `position` (the first number at or after it), if any.
    private func numberRange(in bytes: [UInt8], near position: Int) -> Range<Int>? {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        var start = position
        while start < bytes.count, !isDigit(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        var end = start
        while end < bytes.count, isDigit(bytes[end]) || bytes[end] == 46 { end += 1 }
        return start..<end
    }
}
