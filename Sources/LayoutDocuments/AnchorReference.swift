import ScrollLayout

/// An anchor named on the command line, `title.top`, `scroll.contentLayoutGuide.height` or
/// `scroll.contentSize.height`, looked up in a layout.
public enum AnchorReference {
    /// The anchor a text names in a layout.
    /// - Throws: a message naming what is unknown, with a suggestion.
    public static func resolve(_ text: String, in layout: Layout) throws(AnchorReferenceError) -> Anchor {
        var source = text
        // `X.contentSize.width` is the content guide's width.
        for (suffix, replacement) in [(".contentSize.width", ".contentLayoutGuide.width"), (".contentSize.height", ".contentLayoutGuide.height")]
        where source.hasSuffix(suffix) {
            source = String(source.dropLast(suffix.count)) + replacement
        }
        let equation: ConstraintEquation
        do {
            equation = try ConstraintEquationParser.parse(source + " == 0")
        } catch {
            throw AnchorReferenceError(message: "cannot read `\(text)`: \(error.message); write item.attribute, e.g. `title.top`")
        }
        let names = ItemNames(layout)
        let id = names.resolving(equation.first.id)
        guard names.kinds[id] != nil || names.guides.contains(id) else {
            let known = names.kinds.keys.sorted() + names.guides.sorted()
            let hint = Suggestion.nearest(to: equation.first.id, in: known).map { " (did you mean `\($0)`?)" } ?? ""
            throw AnchorReferenceError(message: "no view `\(equation.first.id)` in \(layout.name)\(hint)")
        }
        do {
            return Anchor(try names.item(equation.first), try ItemNames.attribute(equation.first))
        } catch {
            throw AnchorReferenceError(message: error.message)
        }
    }
}

/// Why an anchor name could not be looked up.
public struct AnchorReferenceError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, with a suggestion.
    public var message: String
    /// The message.
    public var description: String { message }
}
