/// The hash `StringMap` files string ids under: the UTF-8 bytes eight at a time, each word
/// mixed in by a multiplication and a shift, from a per-process seed (so a document cannot be
/// written to make its ids collide). A few dozen instructions for an id like `v123`, where
/// SipHash through `Hasher` takes a few hundred.
///
/// Equal strings hash equally, as `String`'s `==` (canonical equivalence) needs. ASCII bytes are
/// hashed as they are. Three characters outside ASCII are canonically equivalent to an ASCII one
/// (the Kelvin sign to `K`, the Greek question mark to `;`, the Greek varia to a backtick), so
/// a string whose only non-ASCII characters are those is hashed as its ASCII twin. Any other
/// non-ASCII string equals only non-ASCII strings and takes the standard library's hash.
enum StringHash {
    /// The per-process seed (a map keeps a copy: reading a global costs a check per call).
    static let processSeed = UInt64.random(in: 1...UInt64.max)
    /// An odd 64-bit constant with well-spread bits (the golden ratio's).
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The hash of a string.
    static func of(_ key: String, seed: UInt64 = processSeed) -> UInt64 {
        let fast = key.utf8.withContiguousStorageIfAvailable { ofASCII(UnsafeRawBufferPointer($0), seed: seed) }
        if let fast, let hash = fast { return hash }
        var twin: [UInt8] = []
        for scalar in key.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: twin.append(UInt8(scalar.value))
            case 0x212A: twin.append(UInt8(ascii: "K"))
            case 0x037E: twin.append(UInt8(ascii: ";"))
            case 0x1FEF: twin.append(UInt8(ascii: "`"))
            default: return UInt64(UInt(bitPattern: key.hashValue))
            }
        }
        return twin.withUnsafeBytes { ofASCII($0, seed: seed) } ?? 0
    }

    /// The hash of ASCII bytes; nil when a byte is not ASCII.
    @inline(__always)
    private static func ofASCII(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64? {
        var state = seed ^ (UInt64(bytes.count) &* multiplier)
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            state = mix(state ^ word)
            offset += 8
        }
        // The last 0…7 bytes in at most three loads, not one by one.
        var tail: UInt64 = 0
        let rest = bytes.count - offset
        if rest & 4 != 0 {
            tail = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            offset += 4
        }
        if rest & 2 != 0 {
            tail |= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << ((rest & 4) * 8)
            offset += 2
        }
        if rest & 1 != 0 {
            tail |= UInt64(bytes[offset]) << ((rest & 6) * 8)
        }
        high |= tail
        guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
        return mix(mix(state ^ tail))
    }

    /// One round of mixing.
    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* multiplier
        return product ^ (product >> 29)
    }
}
