// The equation grammar's reader, written once over the two kinds of text
// `ConstraintEquationParser` hands it (see `ConstraintEquation.swift` for the grammar).

/// The characters of an equation, as the reader asks about them.
protocol EquationText {
    /// The number of characters.
    var count: Int { get }
    /// True when the character at `index` is a letter.
    func isLetter(at index: Int) -> Bool
    /// True when the character at `index` is a number.
    func isNumber(at index: Int) -> Bool
    /// True when the character at `index` is the ASCII character `ascii`.
    func isASCII(_ ascii: UInt8, at index: Int) -> Bool
    /// The characters in `range` as a string.
    func text(_ range: Range<Int>) -> String
}

/// ASCII text: a byte per character.
struct ASCIIEquationText: EquationText {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var count: Int { bytes.count }
    func isLetter(at index: Int) -> Bool {
        let byte = bytes[index] | 0x20
        return byte >= 0x61 && byte <= 0x7A
    }
    func isNumber(at index: Int) -> Bool { bytes[index] >= 0x30 && bytes[index] <= 0x39 }
    func isASCII(_ ascii: UInt8, at index: Int) -> Bool { bytes[index] == ascii }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

/// Any other text: a `Character` per character.
struct UnicodeEquationText: EquationText {
    let characters: [Character]
    init(_ characters: [Character]) { self.characters = characters }
    var count: Int { characters.count }
    func isLetter(at index: Int) -> Bool { characters[index].isLetter }
    func isNumber(at index: Int) -> Bool { characters[index].isNumber }
    func isASCII(_ ascii: UInt8, at index: Int) -> Bool { characters[index] == Character(Unicode.Scalar(ascii)) }
    func text(_ range: Range<Int>) -> String { String(characters[range]) }
}

/// The grammar, over either kind of text.
struct EquationReader<Input: EquationText> {
    private let input: Input
    private var index = 0

    init(_ input: Input) { self.input = input }

    /// True when the current character is `ascii`.
    private func at(_ ascii: Unicode.Scalar) -> Bool { index < input.count && input.isASCII(UInt8(ascii.value), at: index) }

    /// True at the end of the text.
    private var atEnd: Bool { index >= input.count }

    private func isAlphanumeric(_ position: Int) -> Bool { input.isLetter(at: position) || input.isNumber(at: position) }

    private mutating func skipSpaces() {
        while at(" ") || at("\t") { index += 1 }
    }

    private func fail(_ message: String, at offset: Int? = nil) -> EquationError {
        EquationError(offset: offset ?? index, message: message)
    }

    mutating func parseEquation() throws(EquationError) -> ConstraintEquation {
        skipSpaces()
        guard !atEnd else { throw fail("the constraint is empty; expected `item.attribute == …`") }
        let first = try parseSide()
        skipSpaces()
        let relation = try parseRelation()
        skipSpaces()
        var multiplier = 1.0
        var constant = 0.0
        var second: ConstraintEquation.Side? = nil
        // The right side: a number, `m * item.attr`, or `item.attr` with `* m` and `± c` after it.
        if !atEnd, input.isNumber(at: index) || at("-") || at("+") || at("."), !startsItemPath {
            let value = try parseSignedNumber()
            skipSpaces()
            if at("*") {
                index += 1
                skipSpaces()
                multiplier = value
                second = try parseSide()
            } else {
                constant = value
            }
        } else {
            second = try parseSide()
        }
        skipSpaces()
        if second != nil, at("*") {
            index += 1
            skipSpaces()
            multiplier *= try parseSignedNumber()
            skipSpaces()
        }
        if second != nil, at("+") || at("-") {
            let negative = at("-")
            index += 1
            skipSpaces()
            let value = try parseUnsignedNumber()
            constant = negative ? -value : value
            skipSpaces()
        }
        var priority: Priority? = nil
        var priorityOffset: Int? = nil
        if at("@") {
            priorityOffset = index
            index += 1
            skipSpaces()
            priority = try parsePriority()
            skipSpaces()
        }
        guard atEnd else {
            throw fail("unexpected '\(input.text(index..<index + 1))'; expected `+ constant`, `* multiplier`, `@priority` or the end")
        }
        return ConstraintEquation(first: first, relation: relation, second: second, multiplier: multiplier,
                                  constant: constant, priority: priority, priorityOffset: priorityOffset)
    }

    private mutating func parseRelation() throws(EquationError) -> LayoutRelation {
        let twoCharacters = index + 1 < input.count && input.isASCII(UInt8(ascii: "="), at: index + 1)
        if twoCharacters, at("=") { index += 2; return .equal }
        if twoCharacters, at("<") { index += 2; return .lessThanOrEqual }
        if twoCharacters, at(">") { index += 2; return .greaterThanOrEqual }
        if at("=") { throw fail("expected `==`, `<=` or `>=` (a single `=` is not a relation)") }
        throw fail("expected a relation: `==`, `<=` or `>=`")
    }

    /// `id(.guide)?.attribute`, ids may contain `-` (Interface Builder ids do) but the
    /// attribute may not, so `a.bottom-8` reads as `a.bottom - 8`.
    private mutating func parseSide() throws(EquationError) -> ConstraintEquation.Side {
        let start = index
        var segments: [Range<Int>] = []
        while true {
            let segmentStart = index
            while !atEnd, isAlphanumeric(index) || at("_") || (at("-") && nextIsAlphanumeric) {
                index += 1
            }
            guard index > segmentStart else {
                if segments.isEmpty { throw fail("expected an item such as `title.top` or a number") }
                throw fail("expected an attribute name after '.'")
            }
            segments.append(segmentStart..<index)
            guard at(".") else { break }
            index += 1
        }
        guard segments.count >= 2 else {
            let text = input.text(segments[0])
            throw fail("`\(text)` needs an attribute, e.g. `\(text).top`", at: start)
        }
        // The attribute cannot contain '-': give the rest back to the input.
        var attribute = segments[segments.count - 1]
        if let dash = attribute.first(where: { input.isASCII(UInt8(ascii: "-"), at: $0) }) {
            attribute = attribute.lowerBound..<dash
            index = dash
        }
        var items = segments.dropLast().map { input.text($0) }
        var guide: AnchorGrammar.GuideName? = nil
        if items.count >= 2, let name = AnchorGrammar.GuideName(spelling: items[items.count - 1]) {
            guide = name
            items.removeLast()
        }
        guard items.count == 1 else {
            throw fail("`\(items.joined(separator: "."))` is not an item: write a view id, optionally followed by .safeArea, .layoutMargins, .contentLayoutGuide or .frameLayoutGuide", at: start)
        }
        return ConstraintEquation.Side(id: items[0], guide: guide, attribute: input.text(attribute), offset: start,
                                       attributeOffset: attribute.lowerBound)
    }

    /// True when the text at the current position is an item path (`05a-jQ-JKT.top`: Interface
    /// Builder ids may start with a digit), not a number (`0.5 * b.width`): an id followed by a
    /// dot and a letter.
    private var startsItemPath: Bool {
        var position = index
        while position < input.count {
            let dashInID = input.isASCII(UInt8(ascii: "-"), at: position) && position > index && position + 1 < input.count
                && isAlphanumeric(position + 1)
            guard isAlphanumeric(position) || input.isASCII(UInt8(ascii: "_"), at: position) || dashInID else { break }
            position += 1
        }
        return position > index && position + 1 < input.count && input.isASCII(UInt8(ascii: "."), at: position)
            && input.isLetter(at: position + 1)
    }

    private var nextIsAlphanumeric: Bool {
        index + 1 < input.count && isAlphanumeric(index + 1)
    }

    private mutating func parseSignedNumber() throws(EquationError) -> Double {
        var sign = 1.0
        if at("-") { sign = -1; index += 1; skipSpaces() } else if at("+") { index += 1; skipSpaces() }
        return sign * (try parseUnsignedNumber())
    }

    private mutating func parseUnsignedNumber() throws(EquationError) -> Double {
        let start = index
        var afterExponent = false
        while !atEnd, input.isNumber(at: index) || at(".") || at("e") || at("E") || ((at("-") || at("+")) && afterExponent) {
            afterExponent = at("e") || at("E")
            index += 1
        }
        guard index > start else { throw fail("expected a number") }
        let text = input.text(start..<index)
        guard let value = Double(text) else { throw fail("`\(text)` is not a number", at: start) }
        guard value.isFinite else { throw fail("`\(text)` is not a finite number", at: start) }
        return value
    }

    private mutating func parsePriority() throws(EquationError) -> Priority {
        let start = index
        if !atEnd, input.isLetter(at: index) {
            while !atEnd, input.isLetter(at: index) { index += 1 }
            let name = input.text(start..<index)
            guard let priority = AnchorGrammar.priorityNames[name] else {
                let known = AnchorGrammar.priorityNames.keys.sorted()
                let hint = Suggestion.nearest(to: name, in: known).map { " (did you mean `\($0)`?)" } ?? ""
                throw fail("unknown priority `\(name)`\(hint); use 1...1000 or one of \(known.joined(separator: ", "))", at: start)
            }
            return priority
        }
        let value = try parseUnsignedNumber()
        guard value >= 1, value <= 1000 else { throw fail("priority \(formatNumber(value)) is outside 1...1000", at: start) }
        return Priority(Float(value))
    }
}
