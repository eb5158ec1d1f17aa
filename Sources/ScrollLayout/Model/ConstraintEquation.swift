/// A constraint as written in a layout file, before its items are looked up:
/// `item.attribute REL [multiplier *] item.attribute [* multiplier] [+|- constant] [@priority]`
/// or `item.attribute REL constant [@priority]`.
///
/// The attribute may be a compound (`edges`, `horizontalEdges`, `verticalEdges`, `size`,
/// `center`) that stands for several constraints; the decoder expands it.
package struct ConstraintEquation: Equatable {
    /// An item path and an attribute name, with the column it starts at (0-based in the text).
    package struct Side: Equatable {
        /// The id of the view (or custom guide).
        package var id: String
        /// A guide of that view.
        package var guide: AnchorGrammar.GuideName?
        /// The attribute name (a UIKit attribute or a compound).
        package var attribute: String
        /// Offset of the side in the text.
        package var offset: Int
        /// Offset of the attribute name in the text.
        package var attributeOffset: Int
    }

    /// The left side.
    package var first: Side
    /// The relation.
    package var relation: LayoutRelation
    /// The right side's anchor (nil for `item.attribute REL constant`).
    package var second: Side?
    /// The multiplier of the right side.
    package var multiplier: Double
    /// The constant.
    package var constant: Double
    /// The priority, when the text gives one.
    package var priority: Priority?
    /// Offset of the priority in the text (for errors).
    package var priorityOffset: Int?
}

/// Why an equation could not be read: where in the text, and what was expected.
package struct EquationError: Error, Equatable {
    /// 0-based offset in the equation's text.
    package var offset: Int
    /// What is wrong and what was expected.
    package var message: String

    /// An error at an offset.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// Reads the equation grammar; see ``ConstraintEquation``.
package struct ConstraintEquationParser {
    private let characters: [Character]
    private var index = 0

    /// Parses one equation.
    package static func parse(_ text: String) throws(EquationError) -> ConstraintEquation {
        var parser = ConstraintEquationParser(characters: Array(text))
        return try parser.parseEquation()
    }

    private init(characters: [Character]) { self.characters = characters }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { index += 1 }
    }

    private func fail(_ message: String, at offset: Int? = nil) -> EquationError {
        EquationError(offset: offset ?? index, message: message)
    }

    private mutating func parseEquation() throws(EquationError) -> ConstraintEquation {
        skipSpaces()
        guard current != nil else { throw fail("the constraint is empty; expected `item.attribute == …`") }
        let first = try parseSide()
        skipSpaces()
        let relation = try parseRelation()
        skipSpaces()
        var multiplier = 1.0
        var constant = 0.0
        var second: ConstraintEquation.Side? = nil
        // The right side: a number, `m * item.attr`, or `item.attr` with `* m` and `± c` after it.
        if let c = current, c.isNumber || c == "-" || c == "+" || c == ".", !startsItemPath {
            let numberOffset = index
            let value = try parseSignedNumber()
            skipSpaces()
            if current == "*" {
                index += 1
                skipSpaces()
                multiplier = value
                second = try parseSide()
            } else {
                constant = value
                _ = numberOffset
            }
        } else {
            second = try parseSide()
        }
        skipSpaces()
        if second != nil, current == "*" {
            index += 1
            skipSpaces()
            multiplier *= try parseSignedNumber()
            skipSpaces()
        }
        if second != nil, let c = current, c == "+" || c == "-" {
            index += 1
            skipSpaces()
            let value = try parseUnsignedNumber()
            constant = c == "-" ? -value : value
            skipSpaces()
        }
        var priority: Priority? = nil
        var priorityOffset: Int? = nil
        if current == "@" {
            priorityOffset = index
            index += 1
            skipSpaces()
            priority = try parsePriority()
            skipSpaces()
        }
        guard current == nil else {
            throw fail("unexpected '\(current.map(String.init) ?? "")'; expected `+ constant`, `* multiplier`, `@priority` or the end")
        }
        return ConstraintEquation(first: first, relation: relation, second: second, multiplier: multiplier,
                                  constant: constant, priority: priority, priorityOffset: priorityOffset)
    }

    private mutating func parseRelation() throws(EquationError) -> LayoutRelation {
        let rest = String(characters[index..<min(index + 2, characters.count)])
        switch rest {
        case "==": index += 2; return .equal
        case "<=": index += 2; return .lessThanOrEqual
        case ">=": index += 2; return .greaterThanOrEqual
        default:
            if current == "=" { throw fail("expected `==`, `<=` or `>=` (a single `=` is not a relation)") }
            throw fail("expected a relation: `==`, `<=` or `>=`")
        }
    }

    /// `id(.guide)?.attribute`, ids may contain `-` (Interface Builder ids do) but the
    /// attribute may not, so `a.bottom-8` reads as `a.bottom - 8`.
    private mutating func parseSide() throws(EquationError) -> ConstraintEquation.Side {
        let start = index
        var segments: [(text: String, offset: Int)] = []
        while true {
            let segmentStart = index
            var text = ""
            while let c = current, c.isLetter || c.isNumber || c == "_" || (c == "-" && nextIsAlphanumeric) {
                text.append(c)
                index += 1
            }
            guard !text.isEmpty else {
                if segments.isEmpty { throw fail("expected an item such as `title.top` or a number") }
                throw fail("expected an attribute name after '.'")
            }
            segments.append((text, segmentStart))
            guard current == "." else { break }
            index += 1
        }
        guard segments.count >= 2 else {
            throw fail("`\(segments[0].text)` needs an attribute, e.g. `\(segments[0].text).top`", at: start)
        }
        // The attribute cannot contain '-': give the rest back to the input.
        var attribute = segments[segments.count - 1]
        if let dash = attribute.text.firstIndex(of: "-") {
            let kept = String(attribute.text[..<dash])
            index = attribute.offset + kept.count
            attribute.text = kept
        }
        var items = segments.dropLast().map(\.text)
        var guide: AnchorGrammar.GuideName? = nil
        if items.count >= 2, let name = AnchorGrammar.GuideName(spelling: items[items.count - 1]) {
            guide = name
            items.removeLast()
        }
        guard items.count == 1 else {
            throw fail("`\(items.joined(separator: "."))` is not an item: write a view id, optionally followed by .safeArea, .layoutMargins, .contentLayoutGuide or .frameLayoutGuide", at: start)
        }
        return ConstraintEquation.Side(id: items[0], guide: guide, attribute: attribute.text, offset: start, attributeOffset: attribute.offset)
    }

    /// True when the text at the current position is an item path (`05a-jQ-JKT.top`: Interface
    /// Builder ids may start with a digit), not a number (`0.5 * b.width`): an id followed by a
    /// dot and a letter.
    private var startsItemPath: Bool {
        var position = index
        while position < characters.count {
            let c = characters[position]
            let dashInID = c == "-" && position > index && position + 1 < characters.count
                && (characters[position + 1].isLetter || characters[position + 1].isNumber)
            guard c.isLetter || c.isNumber || c == "_" || dashInID else { break }
            position += 1
        }
        return position > index && position + 1 < characters.count && characters[position] == "."
            && characters[position + 1].isLetter
    }

    private var nextIsAlphanumeric: Bool {
        index + 1 < characters.count && (characters[index + 1].isLetter || characters[index + 1].isNumber)
    }

    private mutating func parseSignedNumber() throws(EquationError) -> Double {
        var sign = 1.0
        if current == "-" { sign = -1; index += 1; skipSpaces() } else if current == "+" { index += 1; skipSpaces() }
        return sign * (try parseUnsignedNumber())
    }

    private mutating func parseUnsignedNumber() throws(EquationError) -> Double {
        let start = index
        var text = ""
        while let c = current, c.isNumber || c == "." || c == "e" || c == "E" || ((c == "-" || c == "+") && (text.last == "e" || text.last == "E")) {
            text.append(c)
            index += 1
        }
        guard !text.isEmpty else { throw fail("expected a number") }
        guard let value = Double(text) else { throw fail("`\(text)` is not a number", at: start) }
        guard value.isFinite else { throw fail("`\(text)` is not a finite number", at: start) }
        return value
    }

    private mutating func parsePriority() throws(EquationError) -> Priority {
        let start = index
        if let c = current, c.isLetter {
            var name = ""
            while let c = current, c.isLetter { name.append(c); index += 1 }
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
