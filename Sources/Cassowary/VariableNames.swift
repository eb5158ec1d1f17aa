import Synchronization

/// The process-wide table of variable names: each distinct name is stored once and numbered,
/// and a ``Variable`` keeps only the number.
///
/// Names are kept for the life of the process, once per distinct name: a layout built again
/// names its variables the same way and adds nothing. Number 0 is the empty name.
///
/// A family's names (`base.part`, see ``Variable/family(_:parts:)``) share their base: the
/// number is negative, `~(base × 256 + part)`, with the part from a short list of distinct
/// parts. A family costs one lookup of its base, not one per member.
enum VariableNames {
    /// The names by number, the numbers by name, and the parts of family names.
    struct Table {
        var names: [String] = [""]
        var numbers: [String: Int] = ["": 0]
        var parts: [String] = []
        /// The part numbers of the last few part lists asked for (a caller passes the same
        /// static list for every object, and comparing it with itself is one identity check).
        var recentPartLists: [(parts: [String], numbers: [Int?])] = []

        /// The number of a name, made on first use.
        mutating func number(of name: String) -> Int {
            if name.isEmpty { return 0 }
            if let number = numbers[name] { return number }
            let number = names.count
            names.append(name)
            numbers[name] = number
            return number
        }

        /// The number of a family part (a scan: a process uses a handful), nil when the list is full.
        mutating func part(_ part: String) -> Int? {
            if let index = parts.firstIndex(of: part) { return index }
            guard parts.count < VariableNames.partLimit else { return nil }
            parts.append(part)
            return parts.count - 1
        }

        /// Variables named `base.part`, one per part, their identities from `firstID` on (whole
        /// names once the part list is full; unnamed for an empty base): one lookup of the base,
        /// and one array.
        mutating func family(_ base: String, parts: [String], firstID: Int) -> [Variable] {
            if base.isEmpty { return parts.indices.map { Variable(id: firstID + $0, nameNumber: 0) } }
            let baseNumber = number(of: base)
            let partNumbers = numbers(ofParts: parts)
            return parts.indices.map { position in
                let number = partNumbers[position].map { ~(baseNumber &* VariableNames.partLimit &+ $0) }
                    ?? number(of: "\(base).\(parts[position])")
                return Variable(id: firstID + position, nameNumber: number)
            }
        }

        /// The number of each part in a list (nil once the list of parts is full), remembered
        /// for the last few lists: finding a part compares it with every part seen so far.
        mutating func numbers(ofParts list: [String]) -> [Int?] {
            if let recent = recentPartLists.first(where: { $0.parts == list }) { return recent.numbers }
            let numbers = list.map { part($0) }
            if recentPartLists.count == 4 { recentPartLists.removeFirst() }
            recentPartLists.append((list, numbers))
            return numbers
        }

        /// The name with a number (empty for 0 or a number never handed out).
        func name(numbered number: Int) -> String {
            if number >= 0 { return number < names.count ? names[number] : "" }
            let (base, part) = (~number).quotientAndRemainder(dividingBy: VariableNames.partLimit)
            guard base < names.count, part < parts.count else { return "" }
            return "\(names[base]).\(parts[part])"
        }
    }

    /// How many distinct family parts are encoded compactly (more are stored as whole names).
    static let partLimit = 256

    private static let table = Mutex(Table())

    /// The number of a name, made on first use.
    static func number(of name: String) -> Int {
        if name.isEmpty { return 0 }
        return table.withLock { $0.number(of: name) }
    }

    /// ``Table/family(_:parts:firstID:)`` under one lock.
    static func family(_ base: String, parts: [String], firstID: Int) -> [Variable] {
        table.withLock { $0.family(base, parts: parts, firstID: firstID) }
    }

    /// The name with a number (empty for 0 or a number never handed out).
    static func name(numbered number: Int) -> String {
        if number == 0 { return "" }
        return table.withLock { $0.name(numbered: number) }
    }
}
