/// A change to a text: the UTF-8 byte range to replace and what goes there (an empty range
/// inserts). What `check --fix` writes and what SARIF's `fixes` carry.
public struct TextReplacement: Hashable, Sendable {
    /// The bytes replaced.
    public var range: Range<Int>
    /// The new text.
    public var text: String

    /// A replacement.
    public init(range: Range<Int>, text: String) {
        self.range = range
        self.text = text
    }

    /// The text with replacements applied (they must not overlap; insertions at the same
    /// offset go in the order given).
    public static func apply(_ replacements: [TextReplacement], to text: String) -> String {
        var bytes = Array(text.utf8)
        // From the end, so earlier offsets stay valid; a stable sort keeps same-offset insertions in order.
        let ordered = replacements.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }
        for (_, replacement) in ordered {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when no two replacements touch the same bytes.
    public static func areDisjoint(_ replacements: [TextReplacement]) -> Bool {
        let sorted = replacements.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for (left, right) in zip(sorted, sorted.dropFirst()) where left.range.upperBound > right.range.lowerBound {
            return false
        }
        return true
    }

    /// The 1-based line and column (in characters) of a byte offset, for SARIF regions.
    public static func position(of offset: Int, in text: String) -> SourcePosition {
        var line = 1, column = 1
        for (index, byte) in text.utf8.enumerated() {
            if index >= offset { break }
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }
}
