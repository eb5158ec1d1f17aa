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
        let side = equation.first
        let views = layout.root.allViews
        let guides = views.flatMap(\.layoutGuides)
        var id = side.id
        if id == "root", !views.contains(where: { $0.id == "root" }) { id = layout.root.id }
        guard let view = views.first(where: { $0.id == id }) else {
            if guides.contains(id), let attribute = Attribute(name: side.attribute) { return Anchor(.guide(id), attribute) }
            let hint = Suggestion.nearest(to: side.id, in: views.map(\.id) + guides).map { " (did you mean `\($0)`?)" } ?? ""
            throw AnchorReferenceError(message: "no view `\(side.id)` in \(layout.name)\(hint)")
        }
        guard let attribute = Attribute(name: side.attribute) else {
            let hint = Suggestion.nearest(to: side.attribute, in: Attribute.allCases.map(\.name)).map { " (did you mean `\($0)`?)" } ?? ""
            throw AnchorReferenceError(message: "unknown attribute `\(side.attribute)`\(hint)")
        }
        switch side.guide {
        case nil: return Anchor(.view(id), attribute)
        case "safeArea": return Anchor(.safeArea(id), attribute)
        case "layoutMargins": return Anchor(.layoutMargins(id), attribute)
        case let guide?:
            guard view.kind.isScrollView else { throw AnchorReferenceError(message: "`\(id)` is not a scroll view; it has no \(guide)") }
            return Anchor(guide == "contentLayoutGuide" ? .contentLayoutGuide(id) : .frameLayoutGuide(id), attribute)
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
