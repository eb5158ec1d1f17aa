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
///
/// ASCII text without a carriage return (nearly every equation) is read byte by byte, other
/// text character by character with Unicode's letter and number properties. Both go through
/// one ``EquationReader``, so the grammar is written once; offsets count characters, which for
/// ASCII are the bytes. Reading `Character`s and asking Unicode about every letter was most of
/// the time it took to decode a layout file.
package enum ConstraintEquationParser {
    /// Parses one equation.
    package static func parse(_ text: String) throws(EquationError) -> ConstraintEquation {
        // A carriage return goes the character way: "\r\n" is one character there.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return try read(ASCIIEquationText(Array(text.utf8))) }
        return try read(UnicodeEquationText(Array(text)))
    }

    /// One equation, read from either kind of text.
    private static func read(_ text: some EquationText) throws(EquationError) -> ConstraintEquation {
        var reader = EquationReader(text)
        return try reader.parseEquation()
    }
}
