import Testing
@testable import ScrollLayout

@Suite("String map")
struct StringMapTests {
    /// A small deterministic generator (the test must not depend on the process's seed).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Ids of the shapes documents use: short, long (past 8 and 16 bytes), non-ASCII, empty.
    func key(_ number: Int) -> String {
        switch number % 5 {
        case 0: return "v\(number)"
        case 1: return "stackView-\(number)-arranged-subview"
        case 2: return "Zeile \(number) · Überschrift"
        case 3: return String(repeating: "x", count: number % 23)
        default: return "fmr-\(number)-xy"
        }
    }

    @Test func agreesWithADictionaryUnderRandomChanges() {
        var generator = Generator(state: 42)
        var map = StringMap<Int>()
        var reference: [String: Int] = [:]
        for step in 0..<20_000 {
            let name = key(Int.random(in: 0..<600, using: &generator))
            switch Int.random(in: 0..<11, using: &generator) {
            case 10:
                // A change in place: only a present key's value changes, and only it.
                let changed = map.modify(name) { value -> Int in
                    value += 3
                    return value
                }
                #expect(changed == reference[name].map { $0 + 3 })
                if reference[name] != nil { reference[name, default: 0] += 3 }
            case 0..<5:
                #expect(map.updateValue(step, forKey: name) == reference.updateValue(step, forKey: name))
            case 5..<8:
                #expect(map.removeValue(forKey: name) == reference.removeValue(forKey: name))
            default:
                map[name] = nil
                reference[name] = nil
            }
            if step % 997 == 0 {
                #expect(map.count == reference.count)
                for (name, value) in reference { #expect(map[name] == value) }
                for number in stride(from: 0, to: 600, by: 7) {
                    #expect(map.contains(key(number)) == (reference[key(number)] != nil))
                    #expect(map.read(key(number)) { $0 + 1 } == reference[key(number)].map { $0 + 1 })
                }
            }
        }
        #expect(map.count == reference.count)
        for (name, value) in reference { #expect(map[name] == value) }
        // Keys never inserted are absent.
        for number in 600..<700 where reference[key(number)] == nil { #expect(map[key(number)] == nil) }
    }

    @Test func emptiesAndFillsAgain() {
        var map = StringMap<String>()
        map.reserveCapacity(100)
        for round in 0..<3 {
            for number in 0..<100 { map[key(number)] = "\(round)-\(number)" }
            #expect(map.count == Set((0..<100).map(key)).count)
            for number in 0..<100 { #expect(map[key(number)]?.hasPrefix("\(round)-") == true) }
            for number in (0..<100).reversed() { map[key(number)] = nil }
            #expect(map.isEmpty)
            #expect(map[key(7)] == nil)
        }
    }

    @Test func equalStringsOfDifferentSpellingsAreOneKey() {
        // `String`'s `==` is canonical equivalence; the map must agree with it (as a dictionary
        // does), including for the three non-ASCII characters equal to ASCII ones.
        var map = StringMap<Int>()
        map["caf\u{E9}"] = 1
        #expect(map["cafe\u{301}"] == 1)
        #expect(map["cafe"] == nil)
        map["K-view"] = 2
        #expect(map["\u{212A}-view"] == 2)
        map["a\u{37E}b\u{1FEF}"] = 3
        #expect(map["a;b`"] == 3)
        map["\u{212A}\u{E9}"] = 4
        #expect(map["Ke\u{301}"] == 4)
        #expect(map.count == 4)
        for name in ["caf\u{E9}", "K-view", "a;b`", "K\u{E9}", "x", "", "a much longer identifier than sixteen bytes"] {
            #expect(StringHash.of(name) == StringHash.of(name))
        }
        // Every byte counts, the tail's included, at every length.
        for length in 1...24 {
            let base = String(repeating: "a", count: length - 1)
            let hashes = Set(["a", "b", "c", "z"].map { StringHash.of(base + $0) })
            #expect(hashes.count == 4, "length \(length)")
            #expect(StringHash.of("b" + base) != StringHash.of("a" + base), "length \(length)")
        }
        #expect(StringHash.of("") != StringHash.of("\0"))
    }
}
